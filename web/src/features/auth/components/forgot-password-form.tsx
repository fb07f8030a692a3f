import { zodResolver } from '@hookform/resolvers/zod';
import { forgotPasswordSchema, type ForgotPasswordInput } from '@fixwell/common/signup-schema';
import { useState } from 'react';
import { useForm } from 'react-hook-form';

import { requestPasswordReset } from '@/features/auth/api/request-password-reset';
import { EmailField, FormAlert, SubmitButton } from '@/features/auth/components/form-fields';
import { useServerError } from '@/features/auth/hooks/use-server-error';

export function ForgotPasswordForm() {
  const { serverError, capture } = useServerError();
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordInput, unknown, { email: string }>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(({ email }) =>
    capture(async () => {
      setSentMessage(null);
      // The answer is the same whether or not the account exists, so it reveals nothing.
      setSentMessage(await requestPasswordReset(email));
    }),
  );

  return (
    <form className="auth-form" noValidate onSubmit={onSubmit} aria-label="Reset your password">
      <FormAlert message={serverError} />
      <FormAlert message={sentMessage} tone="success" />
      <EmailField registration={register('email')} error={errors.email?.message} />
      <SubmitButton pending={isSubmitting} pendingText="Sending…">
        Send reset link
      </SubmitButton>
    </form>
  );
}
