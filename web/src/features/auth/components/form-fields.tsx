import { PASSWORD_POLICY_HINT } from '@fixwell/common/signup-schema';
import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

import './auth-forms.css';

type FieldIds = { inputId: string; hintId: string; errorId: string };

function useFieldIds(): FieldIds {
  const base = useId();
  return { inputId: `${base}-input`, hintId: `${base}-hint`, errorId: `${base}-error` };
}

function describedBy(
  ids: FieldIds,
  hint: ReactNode,
  error: string | undefined,
): string | undefined {
  const parts = [hint ? ids.hintId : null, error ? ids.errorId : null].filter(Boolean);
  return parts.length > 0 ? parts.join(' ') : undefined;
}

type CommonProps = {
  label: string;
  /** Left out for a read-only field that is not part of the form's values. */
  registration?: UseFormRegisterReturn;
  error?: string | undefined;
  hint?: ReactNode;
  optional?: boolean;
};

function FieldChrome({
  ids,
  label,
  hint,
  error,
  optional,
  children,
}: {
  ids: FieldIds;
  label: string;
  hint: ReactNode;
  error: string | undefined;
  optional: boolean | undefined;
  children: ReactNode;
}) {
  return (
    <div className={error ? 'form-field form-field--invalid' : 'form-field'}>
      <label htmlFor={ids.inputId} className="form-field__label">
        {label}
        {optional ? <span className="form-field__optional"> (optional)</span> : null}
      </label>
      {hint ? (
        <p id={ids.hintId} className="form-field__hint">
          {hint}
        </p>
      ) : null}
      {children}
      {error ? (
        <p id={ids.errorId} className="form-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A labelled input whose hint and error are announced with it. */
export function TextField({
  label,
  registration,
  error,
  hint,
  optional,
  ...inputProps
}: CommonProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'ref'>) {
  const ids = useFieldIds();
  return (
    <FieldChrome ids={ids} label={label} hint={hint} error={error} optional={optional}>
      <input
        id={ids.inputId}
        className="form-field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, hint, error)}
        {...inputProps}
        {...registration}
      />
    </FieldChrome>
  );
}

export function SelectField({
  label,
  registration,
  error,
  hint,
  optional,
  children,
  ...selectProps
}: CommonProps & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name' | 'ref'>) {
  const ids = useFieldIds();
  return (
    <FieldChrome ids={ids} label={label} hint={hint} error={error} optional={optional}>
      <select
        id={ids.inputId}
        className="form-field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, hint, error)}
        {...selectProps}
        {...registration}
      >
        {children}
      </select>
    </FieldChrome>
  );
}

/** A server or authentication message about the whole form, read out as soon as it appears. */
export function FormAlert({
  message,
  tone = 'error',
}: {
  message: string | null | undefined;
  tone?: 'error' | 'success';
}) {
  if (!message) return null;
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={`form-alert form-alert--${tone}`}>
      {message}
    </div>
  );
}

type BoundFieldProps = {
  registration: UseFormRegisterReturn;
  error: string | undefined;
};

/** An email the person types in, with the keyboard and autofill that suit it. */
export function EmailField(props: BoundFieldProps) {
  return <TextField label="Email" type="email" autoComplete="email" inputMode="email" {...props} />;
}

const PHONE_HINT = 'A UK number, such as 07700 900123.';

/** An optional UK phone number, shown with the format the schema accepts. */
export function PhoneField(props: BoundFieldProps) {
  return (
    <TextField label="Phone" type="tel" autoComplete="tel" optional hint={PHONE_HINT} {...props} />
  );
}

/**
 * A new password and the same again, so a typo is caught before it locks the person out.
 * Both say new-password so password managers offer to generate and save one.
 */
export function NewPasswordFields({
  password,
  confirmPassword,
  passwordLabel = 'Password',
  confirmPasswordLabel = 'Confirm password',
}: {
  password: BoundFieldProps;
  confirmPassword: BoundFieldProps;
  passwordLabel?: string;
  confirmPasswordLabel?: string;
}) {
  return (
    <>
      <TextField
        label={passwordLabel}
        type="password"
        autoComplete="new-password"
        hint={PASSWORD_POLICY_HINT}
        registration={password.registration}
        error={password.error}
      />
      <TextField
        label={confirmPasswordLabel}
        type="password"
        autoComplete="new-password"
        registration={confirmPassword.registration}
        error={confirmPassword.error}
      />
    </>
  );
}

/** Disabled while pending so a second press cannot send the form twice. */
export function SubmitButton({
  pending,
  pendingText,
  children,
}: {
  pending: boolean;
  pendingText: string;
  children: ReactNode;
}) {
  return (
    <button type="submit" className="button button--primary" disabled={pending}>
      {pending ? pendingText : children}
    </button>
  );
}
