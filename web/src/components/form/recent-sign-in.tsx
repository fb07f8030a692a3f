import { SIGN_IN_AGAIN_REASON } from '@fixwell/common/accounts/recent-sign-in';
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';

import { FormField } from '@/components/form/form-field';
import { CallFunctionError } from '@/lib/call-function';

// Saving that needs a recent sign-in (the functions' `requireRecentSignIn`), asked for only when
// the server says so: an admin who has just signed in saves at once, one signed in an hour ago is
// asked for the password, inside the same form, and the save is made again.

const PASSWORD_PROBLEMS = {
  empty: 'Type your password to confirm it is you.',
  'wrong-password': 'That password is not right. Try again.',
  'too-many-attempts': 'Too many attempts. Wait a few minutes, then try again.',
  other: 'We could not check your password. Sign out and sign in again, then save.',
} as const;

/** The callable refused because the sign-in is too old (`details.reason`, SIGN_IN_AGAIN_REASON). */
export function needsRecentSignIn(error: unknown): error is CallFunctionError {
  if (!(error instanceof CallFunctionError)) return false;
  return (
    (error.details as { reason?: unknown } | null | undefined)?.reason === SIGN_IN_AGAIN_REASON
  );
}

/** A failed password check (`failure` as `lib/reauthenticate.ts` names it), worded for the field. */
function passwordProblem(error: unknown): string {
  const failure = (error as { failure?: unknown } | null)?.failure;
  return failure === 'wrong-password' || failure === 'too-many-attempts'
    ? PASSWORD_PROBLEMS[failure]
    : PASSWORD_PROBLEMS.other;
}

function PasswordAgainField({
  hint,
  error,
  inputRef,
}: {
  hint: string;
  error: string | undefined;
  inputRef: RefObject<HTMLInputElement | null>;
}) {
  // It appears after a refused save: the person is taken straight to it.
  useEffect(() => inputRef.current?.focus(), [inputRef]);
  return (
    <FormField label="Your password" hint={hint} error={error}>
      {(control) => (
        <input
          {...control}
          ref={inputRef}
          className="form-field__input"
          type="password"
          name="password"
          autoComplete="current-password"
        />
      )}
    </FormField>
  );
}

/**
 * For a form whose save may need a recent sign-in. `run(save)` saves; when the server answers that
 * the sign-in is too old, `field` (the password, with the server's words) appears in the form and
 * `run` answers null. The next `run` signs in again with that password (`confirmPassword`, the
 * feature's data module calling `reauthenticate`), then saves again with the form's values as
 * they stand: nothing typed is lost. Any other failure is thrown as it came.
 */
export function useRecentSignIn(confirmPassword: (password: string) => Promise<void>): {
  run: <T>(save: () => Promise<T>) => Promise<T | null>;
  field: ReactNode;
} {
  const [asking, setAsking] = useState<string | null>(null);
  const [error, setError] = useState<string>();
  const inputRef = useRef<HTMLInputElement>(null);

  const refuse = (message: string) => {
    setError(message);
    inputRef.current?.focus();
    return null;
  };

  async function run<T>(save: () => Promise<T>): Promise<T | null> {
    let signedInAgain = false;
    if (asking !== null) {
      const password = inputRef.current?.value ?? '';
      if (!password) return refuse(PASSWORD_PROBLEMS.empty);
      try {
        await confirmPassword(password);
      } catch (problem) {
        return refuse(passwordProblem(problem));
      }
      signedInAgain = true;
    }
    try {
      return await save();
    } catch (failure) {
      if (!needsRecentSignIn(failure)) throw failure;
      signedInAgain = false;
      setAsking(failure.message);
      setError(undefined);
      return null;
    } finally {
      // Signed in afresh: the field goes once the save has answered, whatever it answered.
      if (signedInAgain) {
        setAsking(null);
        setError(undefined);
      }
    }
  }

  return {
    run,
    field:
      asking === null ? null : (
        <PasswordAgainField hint={asking} error={error} inputRef={inputRef} />
      ),
  };
}
