import { useId, type ReactNode } from 'react';

/** What the control inside a ContactField spreads onto itself to be labelled and described. */
export type ContactFieldControlProps = {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
};

type ContactFieldProps = {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  optional?: boolean;
  children: (control: ContactFieldControlProps) => ReactNode;
};

/** A label, an optional hint, the control, and its error underneath, all tied together by id. */
export function ContactField({ label, error, hint, optional, children }: ContactFieldProps) {
  const base = useId();
  const ids = { control: `${base}-control`, hint: `${base}-hint`, error: `${base}-error` };
  const describedBy = [hint ? ids.hint : null, error ? ids.error : null].filter(Boolean).join(' ');
  return (
    <div
      className={error ? 'contact-form__field contact-form__field--invalid' : 'contact-form__field'}
    >
      <label htmlFor={ids.control} className="contact-form__label">
        {label}
        {optional ? <span className="contact-form__optional"> (optional)</span> : null}
      </label>
      {hint ? (
        <p id={ids.hint} className="contact-form__hint">
          {hint}
        </p>
      ) : null}
      {children({
        id: ids.control,
        'aria-describedby': describedBy || undefined,
        'aria-invalid': error ? true : undefined,
      })}
      {error ? (
        <p id={ids.error} className="contact-form__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
