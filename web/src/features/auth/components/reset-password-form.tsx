import { zodResolver } from '@hookform/resolvers/zod';
import { resetPasswordSchema, type ResetPasswordInput } from '@fixwell/common/signup-schema';
import { PASSWORD_POLICY_HINT } from '@fixwell/common/signup-schema';
import { useState } from 'react';
import { useForm } from 'react-hook-form';

import { confirmPasswordReset } from '@/features/auth/api/confirm-password-reset';
import { FormAlert, TextField } from '@/features/auth/components/form-fields';

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
      const message = error instanceof Error ? error.message : String(error);
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
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        hint={PASSWORD_POLICY_HINT}
        registration={register('password')}
        error={errors.password?.message}
      />
      <TextField
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        registration={register('confirmPassword')}
        error={errors.confirmPassword?.message}
      />
      <button type="submit" className="button button--primary" disabled={isSubmitting}>
        {isSubmitting ? 'Saving…' : 'Set new password'}
      </button>
    </form>
  );
}
