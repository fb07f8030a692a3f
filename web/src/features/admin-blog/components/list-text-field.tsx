import { Controller, useFormContext } from 'react-hook-form';
import { useState, type ReactNode } from 'react';

import { useFieldError } from '@/components/form/bound-fields';
import { FormField } from '@/components/form/form-field';

const splitList = (text: string) =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** A list of short texts typed as one line, separated by commas ("boilers, heating"). */
export function ListTextField({
  name,
  label,
  hint,
  optional,
}: {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  optional?: boolean;
}) {
  const { control } = useFormContext();
  const error = useFieldError(name);
  // The first item's message when one of them is wrong ("tags.2").
  const firstItemError = useFieldError(`${name}.0`);
  const secondItemError = useFieldError(`${name}.1`);
  const itemError = firstItemError ?? secondItemError;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <ListInput
          label={label}
          hint={hint}
          optional={optional}
          error={error ?? itemError}
          value={field.value as string[]}
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
  error,
  value,
  onChange,
  onBlur,
}: {
  label: ReactNode;
  hint?: ReactNode;
  optional?: boolean;
  error: string | undefined;
  value: string[];
  onChange: (value: string[]) => void;
  onBlur: () => void;
}) {
  // The typed text, kept while typing so a trailing comma or space is not swallowed.
  const [text, setText] = useState(() => value.join(', '));
  const shown = splitList(text).join('|') === value.join('|') ? text : value.join(', ');
  return (
    <FormField label={label} hint={hint} optional={optional} error={error}>
      {(control) => (
        <input
          {...control}
          className="form-field__input"
          type="text"
          value={shown}
          onChange={(event) => {
            setText(event.target.value);
            onChange(splitList(event.target.value));
          }}
          onBlur={onBlur}
        />
      )}
    </FormField>
  );
}
