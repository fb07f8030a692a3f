import { useId, useState, type FormEvent } from 'react';

import { confirm } from '@/components/confirm-dialog/confirm-store';
import { errorMessage } from '@/features/auth/api/auth-error';
import { deleteAccount } from '@/features/auth/api/delete-account';
import { FormAlert, SubmitButton } from '@/features/auth/components/form-fields';

const CONFIRMATION_WORD = 'DELETE';

export function DeleteAccountForm({ onDeleted }: { onDeleted: () => void }) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const [typed, setTyped] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setServerError(null);
    if (typed.trim() !== CONFIRMATION_WORD) {
      setFieldError(`Type ${CONFIRMATION_WORD} in capital letters to confirm.`);
      return;
    }
    setFieldError(null);
    const sure = await confirm({
      variant: 'danger',
      title: 'Delete your account?',
      message:
        'Your account, company profile and subscription details will be removed. This cannot be undone.',
      confirmText: 'Delete my account',
      cancelText: 'Keep my account',
    });
    if (!sure) return;
    setPending(true);
    try {
      await deleteAccount();
      onDeleted();
    } catch (error) {
      setServerError(errorMessage(error));
      setPending(false);
    }
  };

  return (
    <form
      className="auth-form"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-label="Delete your account"
    >
      <FormAlert message={serverError} />
      <div className={fieldError ? 'form-field form-field--invalid' : 'form-field'}>
        <label htmlFor={inputId} className="form-field__label">
          Type {CONFIRMATION_WORD} to confirm
        </label>
        <p id={hintId} className="form-field__hint">
          This makes sure nobody deletes an account by accident.
        </p>
        <input
          id={inputId}
          className="form-field__input"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? `${hintId} ${errorId}` : hintId}
        />
        {fieldError ? (
          <p id={errorId} className="form-field__error">
            {fieldError}
          </p>
        ) : null}
      </div>
      <SubmitButton pending={pending} pendingText="Deleting account…">
        Delete my account
      </SubmitButton>
    </form>
  );
}
