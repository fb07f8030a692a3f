import { signInSchema } from '@fixwell/common/signup-schema';
import type { UserProfile } from '@fixwell/common/user-profile';
import { Link } from 'react-router';

import { SubmitButton } from '@/components/form/form';
import { EmailField } from '@/components/form/person-fields';
import { useZodForm } from '@/components/form/use-zod-form';
import { signIn } from '@/features/auth/api/sign-in';
import { AuthForm } from '@/features/auth/components/auth-form';
import { CurrentPasswordField } from '@/features/auth/components/password-fields';

type LoginFormProps = {
  onSuccess: (profile: UserProfile) => void;
  /** A message from before this visit, such as why the session was ended. */
  notice?: string | null;
  onSubmitStart?: () => void;
};

export function LoginForm({ onSuccess, notice, onSubmitStart }: LoginFormProps) {
  const form = useZodForm(signInSchema, { defaultValues: { email: '', password: '' } });

  return (
    <AuthForm
      form={form}
      aria-label="Sign in"
      notice={notice}
      onSubmit={async (values) => {
        onSubmitStart?.();
        onSuccess(await signIn(values));
      }}
    >
      <EmailField />
      <CurrentPasswordField />
      <p>
        <Link to="/forgot-password">Forgot your password?</Link>
      </p>
      <SubmitButton pendingText="Signing in…">Sign in</SubmitButton>
    </AuthForm>
  );
}
