import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import {
  get,
  useFormContext,
  useFormState,
  type FieldError,
  type RegisterOptions,
} from 'react-hook-form';

import { ChoiceGroup, ChoiceOption, FormField } from '@/components/form/form-field';

// Fields bound by name to the surrounding `Form` (its react-hook-form context): each registers
// itself and shows its own message. One module, so a form's page loads them as one file.

/** The message on a field of the surrounding form (a dotted name reaches a nested one). */
export function useFieldError(name: string): string | undefined {
  const { errors } = useFormState({ name });
  return (get(errors, name) as FieldError | undefined)?.message;
}

type BoundFieldProps = {
  /** The field's name in the surrounding form's values. */
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  optional?: boolean;
  after?: ReactNode;
};

type Controlled = 'name' | 'id' | 'aria-describedby' | 'aria-invalid';

/** A labelled input bound to the surrounding `Form`, its hint and error announced with it. */
export function TextField({
  name,
  label,
  hint,
  optional,
  after,
  className,
  ...inputProps
}: BoundFieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, Controlled>) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  return (
    <FormField label={label} hint={hint} optional={optional} error={error} after={after}>
      {(control) => (
        <input
          {...control}
          className={className ? `form-field__input ${className}` : 'form-field__input'}
          type="text"
          {...inputProps}
          {...register(name)}
        />
      )}
    </FormField>
  );
}

/** A labelled textarea bound to the surrounding `Form`. */
export function TextAreaField({
  name,
  label,
  hint,
  optional,
  after,
  ...textareaProps
}: BoundFieldProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, Controlled | 'className'>) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  return (
    <FormField label={label} hint={hint} optional={optional} error={error} after={after}>
      {(control) => (
        <textarea
          {...control}
          className="form-field__input"
          {...textareaProps}
          {...register(name)}
        />
      )}
    </FormField>
  );
}

/** A labelled select bound to the surrounding `Form`; the options are its children. */
export function SelectField({
  name,
  label,
  hint,
  optional,
  registerOptions,
  children,
  ...selectProps
}: {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  optional?: boolean;
  /** Such as an `onChange` that clears what depended on the old choice. */
  registerOptions?: RegisterOptions;
  children: ReactNode;
} & Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'name' | 'id' | 'className' | 'aria-describedby' | 'aria-invalid' | 'children'
>) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  return (
    <FormField label={label} hint={hint} optional={optional} error={error}>
      {(control) => (
        <select
          {...control}
          className="form-field__input"
          {...selectProps}
          {...register(name, registerOptions)}
        >
          {children}
        </select>
      )}
    </FormField>
  );
}

export type RadioChoice = { value: string; label: ReactNode };

/** One answer from a few, as radios in a fieldset, bound to the surrounding `Form`. */
export function RadioGroupField({
  name,
  legend,
  hint,
  optional,
  choices,
}: {
  name: string;
  legend: ReactNode;
  hint?: ReactNode;
  optional?: boolean;
  choices: readonly RadioChoice[];
}) {
  const base = useId();
  const { register } = useFormContext();
  const error = useFieldError(name);
  return (
    <ChoiceGroup legend={legend} hint={hint} optional={optional} error={error}>
      {(control) =>
        choices.map((choice, index) => (
          <ChoiceOption key={choice.value} id={`${base}-${index}`} label={choice.label}>
            <input
              {...control}
              id={`${base}-${index}`}
              type="radio"
              value={choice.value}
              {...register(name)}
            />
          </ChoiceOption>
        ))
      }
    </ChoiceGroup>
  );
}

/** Radio choices from a list of values and their labels, in the list's order. */
export function choicesOf<V extends string>(
  values: readonly V[],
  labels: Readonly<Record<V, ReactNode>>,
): RadioChoice[] {
  return values.map((value) => ({ value, label: labels[value] }));
}

/**
 * The honeypot: out of sight, out of the tab order and hidden from assistive technology, so
 * only a bot fills it in. The server drops what arrives with it filled, without saying so.
 */
export function HoneypotField({ name = 'website' }: { name?: string }) {
  const id = useId();
  const { register } = useFormContext();
  return (
    <div className="visually-hidden" aria-hidden="true">
      <label htmlFor={id}>Leave this field empty</label>
      <input id={id} type="text" tabIndex={-1} autoComplete="off" {...register(name)} />
    </div>
  );
}
