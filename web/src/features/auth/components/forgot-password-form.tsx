import { forgotPasswordSchema } from '@fixwell/common/signup-schema';
import { useState } from 'react';

import { SubmitButton } from '@/components/form/form';
import { FormAlert } from '@/components/form/form-alert';
import { EmailField } from '@/components/form/person-fields';
import { useZodForm } from '@/components/form/use-zod-form';
import { requestPasswordReset } from '@/features/auth/api/request-password-reset';
import { AuthForm } from '@/features/auth/components/auth-form';

export function ForgotPasswordForm() {
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const form = useZodForm(forgotPasswordSchema, { defaultValues: { email: '' } });

  return (
    <AuthForm
      form={form}
      aria-label="Reset your password"
      onSubmit={async ({ email }) => {
        setSentMessage(null);
        // The answer is the same whether or not the account exists, so it reveals nothing.
        setSentMessage(await requestPasswordReset(email));
      }}
    >
      <FormAlert message={sentMessage} tone="success" />
      <EmailField />
      <SubmitButton pendingText="Sending…">Send reset link</SubmitButton>
    </AuthForm>
  );
}
