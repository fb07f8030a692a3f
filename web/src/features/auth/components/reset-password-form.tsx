import { resetPasswordSchema } from '@fixwell/common/signup-schema';

import { SubmitButton } from '@/components/form/form';
import { useZodForm } from '@/components/form/use-zod-form';
import { errorMessage } from '@/features/auth/api/auth-error';
import { confirmPasswordReset } from '@/features/auth/api/confirm-password-reset';
import { AuthForm } from '@/features/auth/components/auth-form';
import { NewPasswordFields } from '@/features/auth/components/password-fields';

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
  const form = useZodForm(resetPasswordSchema, {
    defaultValues: { password: '', confirmPassword: '' },
  });

  return (
    <AuthForm
      form={form}
      aria-label="Set a new password"
      onSubmit={async ({ password }) => {
        try {
          await confirmPasswordReset(oobCode, password);
        } catch (error) {
          // A spent or broken link cannot be fixed in this form: the page offers a new one.
          if (error instanceof Error && error.name === 'ResetLinkError') {
            onLinkProblem(errorMessage(error));
            return;
          }
          throw error;
        }
        onSuccess();
      }}
    >
      <p>
        Choose a new password for <strong>{email}</strong>.
      </p>
      {/* Lets password managers file the new password under the right account. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <NewPasswordFields passwordLabel="New password" confirmPasswordLabel="Confirm new password" />
      <SubmitButton pendingText="Saving…">Set new password</SubmitButton>
    </AuthForm>
  );
}
