import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';

import {
  parsePostcodeQuery,
  POSTCODE_FORMAT_MESSAGE,
  type PostcodeQuery,
} from '@/features/local-search/postcode-lookup';

import './local-search.css';

export type PostcodeSearchFormProps = {
  onSearch: (query: PostcodeQuery) => void;
  initialValue?: string;
  label?: string;
  buttonLabel?: string;
  /** Shown under the label, e.g. what the search finds. */
  hint?: string;
  /** Extra actions beside the search button, such as "Use my location". */
  children?: ReactNode;
};

/** A postcode (or outward code) box that checks the format before it searches. */
export function PostcodeSearchForm({
  onSearch,
  initialValue = '',
  label = 'Your postcode',
  buttonLabel = 'Search',
  hint = 'A full postcode such as LS6 2AB, or just the first half, such as LS6.',
  children,
}: PostcodeSearchFormProps) {
  const id = useId();
  const [value, setValue] = useState(initialValue);
  const [error, setError] = useState<string | null>(null);
  // A new initial value (the address bar's postcode after Back) replaces what was typed, without
  // remounting the form, which would drop keyboard focus.
  const [shownInitial, setShownInitial] = useState(initialValue);
  if (initialValue !== shownInitial) {
    setShownInitial(initialValue);
    setValue(initialValue);
    setError(null);
  }
  const input = useRef<HTMLInputElement>(null);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  function submit(event: FormEvent) {
    event.preventDefault();
    const query = parsePostcodeQuery(value);
    if (!query) {
      setError(POSTCODE_FORMAT_MESSAGE);
      // Back to the field, which now reads out the error through aria-describedby.
      input.current?.focus();
      return;
    }
    setError(null);
    setValue(query.display);
    onSearch(query);
  }

  return (
    <form className="postcode-search" role="search" onSubmit={submit} noValidate>
      <label className="postcode-search__label" htmlFor={`${id}-postcode`}>
        {label}
      </label>
      <p id={hintId} className="postcode-search__hint">
        {hint}
      </p>
      {error ? (
        <p id={errorId} className="postcode-search__error">
          <span className="visually-hidden">Error: </span>
          {error}
        </p>
      ) : null}
      <div className="postcode-search__row">
        <input
          ref={input}
          id={`${id}-postcode`}
          name="postcode"
          autoComplete="postal-code"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={10}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        />
        <button type="submit" className="button button--primary">
          {buttonLabel}
        </button>
        {children}
      </div>
    </form>
  );
}
