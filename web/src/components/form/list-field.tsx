import { useState, type ReactNode } from 'react';
import { Controller, get, useFormContext, useFormState } from 'react-hook-form';

import { FormField } from '@/components/form/form-field';

/**
 * How the texts are typed: `comma`, on one line separated by commas ("boilers, heating");
 * `line`, one per line in a text area (paragraphs, price factors, keywords).
 */
export type ListSeparator = 'comma' | 'line';

const SEPARATORS = {
  comma: { split: ',', join: ', ', itemWord: 'Item' },
  line: { split: '\n', join: '\n', itemWord: 'Line' },
} as const;

function split(text: string, separator: ListSeparator): string[] {
  return text
    .split(SEPARATORS[separator].split)
    .map((item) => item.trim())
    .filter(Boolean);
}

/** The message on the list, or on its first wrong item ("description.2" → "Line 3: …"). */
function useListError(name: string, separator: ListSeparator): string | undefined {
  const { errors } = useFormState({ name });
  const entry = get(errors, name) as
    ({ message?: string } & Record<number, { message?: string } | undefined>) | undefined;
  if (!entry) return undefined;
  if (entry.message) return entry.message;
  const index = Object.keys(entry)
    .map(Number)
    .filter((key) => Number.isInteger(key) && entry[key]?.message)
    .sort((a, b) => a - b)[0];
  return index === undefined
    ? undefined
    : `${SEPARATORS[separator].itemWord} ${index + 1}: ${entry[index]!.message}`;
}

/** A form's list of short texts (`string[]`), typed as one piece of text. */
export function ListField({
  name,
  label,
  hint,
  optional,
  separator,
  rows = 4,
}: {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  optional?: boolean;
  separator: ListSeparator;
  /** The text area's height, for `line` lists. */
  rows?: number;
}) {
  const { control } = useFormContext();
  const error = useListError(name, separator);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <ListInput
          label={label}
          hint={hint}
          optional={optional}
          separator={separator}
          rows={rows}
          error={error}
          value={(field.value as string[] | undefined) ?? []}
          onChange={field.onChange}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}

function ListInput({
  label,
  hint,
  optional,
  separator,
  rows,
  error,
  value,
  onChange,
  onBlur,
}: {
  label: ReactNode;
  hint?: ReactNode;
  optional?: boolean;
  separator: ListSeparator;
  rows: number;
  error: string | undefined;
  value: string[];
  onChange: (value: string[]) => void;
  onBlur: () => void;
}) {
  const { join } = SEPARATORS[separator];
  // The typed text, kept while typing so a trailing comma or a new empty line is not swallowed.
  const [text, setText] = useState(() => value.join(join));
  const shown =
    split(text, separator).join('\u0000') === value.join('\u0000') ? text : value.join(join);
  const change = (next: string) => {
    setText(next);
    onChange(split(next, separator));
  };
  return (
    <FormField label={label} hint={hint} optional={optional} error={error}>
      {(control) =>
        separator === 'line' ? (
          <textarea
            {...control}
            className="form-field__input"
            rows={rows}
            value={shown}
            onChange={(event) => change(event.target.value)}
            onBlur={onBlur}
          />
        ) : (
          <input
            {...control}
            className="form-field__input"
            type="text"
            value={shown}
            onChange={(event) => change(event.target.value)}
            onBlur={onBlur}
          />
        )
      }
    </FormField>
  );
}
