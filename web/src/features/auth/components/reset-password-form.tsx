import { zodResolver } from '@hookform/resolvers/zod';
import { resetPasswordSchema, type ResetPasswordInput } from '@fixwell/common/signup-schema';
import { useState } from 'react';
import { useForm } from 'react-hook-form';

import { errorMessage } from '@/features/auth/api/auth-error';
import { confirmPasswordReset } from '@/features/auth/api/confirm-password-reset';
import { FormAlert, NewPasswordFields, SubmitButton } from '@/features/auth/components/form-fields';

type ResetPasswordFormProps = {
  oobCode: string;
  email: string;
  onSuccess: () => void;
  onLinkProblem: (message: string) => void;
};

export function ResetPasswordForm({
  oobCode,
  email,
  onSuccess,
  onLinkProblem,
}: ResetPasswordFormProps) {
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordInput>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ password }) => {
    setServerError(null);
    try {
      await confirmPasswordReset(oobCode, password);
      onSuccess();
    } catch (error) {
      const message = errorMessage(error);
      if (error instanceof Error && error.name === 'ResetLinkError') onLinkProblem(message);
      else setServerError(message);
    }
  });

  return (
    <form className="auth-form" noValidate onSubmit={onSubmit} aria-label="Set a new password">
      <FormAlert message={serverError} />
      <p>
        Choose a new password for <strong>{email}</strong>.
      </p>
      {/* Lets password managers file the new password under the right account. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <NewPasswordFields
        passwordLabel="New password"
        confirmPasswordLabel="Confirm new password"
        password={{ registration: register('password'), error: errors.password?.message }}
        confirmPassword={{
          registration: register('confirmPassword'),
          error: errors.confirmPassword?.message,
        }}
      />
      <SubmitButton pending={isSubmitting} pendingText="Saving…">
        Set new password
      </SubmitButton>
    </form>
  );
}
