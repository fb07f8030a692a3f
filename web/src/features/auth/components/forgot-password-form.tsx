import { zodResolver } from '@hookform/resolvers/zod';
import { forgotPasswordSchema, type ForgotPasswordInput } from '@fixwell/common/signup-schema';
import { useState } from 'react';
import { useForm } from 'react-hook-form';

import { requestPasswordReset } from '@/features/auth/api/request-password-reset';
import { FormAlert, TextField } from '@/features/auth/components/form-fields';

export function ForgotPasswordForm() {
  const [serverError, setServerError] = useState<string | null>(null);
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordInput, unknown, { email: string }>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async ({ email }) => {
    setServerError(null);
    setSentMessage(null);
    try {
      // The answer is the same whether or not the account exists, so it reveals nothing.
      setSentMessage(await requestPasswordReset(email));
    } catch (error) {
      setServerError(error instanceof Error ? error.message : String(error));
    }
  });

  return (
    <form className="auth-form" noValidate onSubmit={onSubmit} aria-label="Reset your password">
      <FormAlert message={serverError} />
      <FormAlert message={sentMessage} tone="success" />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        registration={register('email')}
        error={errors.email?.message}
      />
      <button type="submit" className="button button--primary" disabled={isSubmitting}>
        {isSubmitting ? 'Sending…' : 'Send reset link'}
      </button>
    </form>
  );
}
