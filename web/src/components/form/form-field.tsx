import { useId, type ReactNode } from 'react';

import './form.css';

/** What the control inside a FormField spreads onto itself to be labelled and described. */
export type FieldControlProps = {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
};

type FormFieldProps = {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  optional?: boolean;
  /** Below the control, before the error, such as a character count. */
  after?: ReactNode;
  children: (control: FieldControlProps) => ReactNode;
};

/** A label, an optional hint, the control, and its error underneath, all tied together by id. */
export function FormField({ label, error, hint, optional, after, children }: FormFieldProps) {
  const base = useId();
  const ids = { control: `${base}-control`, hint: `${base}-hint`, error: `${base}-error` };
  const describedBy = [hint ? ids.hint : null, error ? ids.error : null].filter(Boolean).join(' ');
  return (
    <div className={error ? 'form-field form-field--invalid' : 'form-field'}>
      <label htmlFor={ids.control} className="form-field__label">
        {label}
        {optional ? <span className="form-field__optional"> (optional)</span> : null}
      </label>
      {hint ? (
        <p id={ids.hint} className="form-field__hint">
          {hint}
        </p>
      ) : null}
      {children({
        id: ids.control,
        'aria-describedby': describedBy || undefined,
        'aria-invalid': error ? true : undefined,
      })}
      {after}
      {error ? (
        <p id={ids.error} className="form-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** What each radio or checkbox inside a ChoiceGroup spreads onto itself. */
export type ChoiceControlProps = { 'aria-invalid': true | undefined };

type ChoiceGroupProps = {
  legend: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  optional?: boolean;
  children: (control: ChoiceControlProps) => ReactNode;
};

/** A fieldset of radios or checkboxes: the legend names the group, hint and error describe it. */
export function ChoiceGroup({ legend, error, hint, optional, children }: ChoiceGroupProps) {
  const base = useId();
  const ids = { hint: `${base}-hint`, error: `${base}-error` };
  const describedBy = [hint ? ids.hint : null, error ? ids.error : null].filter(Boolean).join(' ');
  return (
    <fieldset
      className={error ? 'form-field__choices form-field--invalid' : 'form-field__choices'}
      aria-describedby={describedBy || undefined}
    >
      <legend className="form-field__label">
        {legend}
        {optional ? <span className="form-field__optional"> (optional)</span> : null}
      </legend>
      {hint ? (
        <p id={ids.hint} className="form-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={ids.error} className="form-field__error">
          {error}
        </p>
      ) : null}
      <div className="form-field__options">
        {children({ 'aria-invalid': error ? true : undefined })}
      </div>
    </fieldset>
  );
}

/** One radio or checkbox with its label beside it. */
export function ChoiceOption({
  id,
  label,
  children,
}: {
  id: string;
  label: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="form-field__option">
      {children}
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

/** What the box inside a CheckboxField spreads onto itself. */
export type CheckboxControlProps = FieldControlProps;

/** A single box to tick, such as a consent, with its error above it so it is read first. */
export function CheckboxField({
  label,
  error,
  children,
}: {
  label: ReactNode;
  error?: string | undefined;
  children: (control: CheckboxControlProps) => ReactNode;
}) {
  const base = useId();
  const ids = { control: `${base}-control`, error: `${base}-error` };
  return (
    <div className={error ? 'form-field form-field--invalid' : 'form-field'}>
      {error ? (
        <p id={ids.error} className="form-field__error">
          {error}
        </p>
      ) : null}
      <div className="form-field__option">
        {children({
          id: ids.control,
          'aria-describedby': error ? ids.error : undefined,
          'aria-invalid': error ? true : undefined,
        })}
        <label htmlFor={ids.control}>{label}</label>
      </div>
    </div>
  );
}
