import { zodResolver } from '@hookform/resolvers/zod';
import { signInSchema, type SignInInput, type SignInValues } from '@fixwell/common/signup-schema';
import type { UserProfile } from '@fixwell/common/user-profile';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';

import { signIn } from '@/features/auth/api/sign-in';
import {
  EmailField,
  FormAlert,
  SubmitButton,
  TextField,
} from '@/features/auth/components/form-fields';
import { useServerError } from '@/features/auth/hooks/use-server-error';

type LoginFormProps = {
  onSuccess: (profile: UserProfile) => void;
  /** A message from before this visit, such as why the session was ended. */
  notice?: string | null;
  onSubmitStart?: () => void;
};

export function LoginForm({ onSuccess, notice, onSubmitStart }: LoginFormProps) {
  const { serverError, capture } = useServerError();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignInInput, unknown, SignInValues>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit((values) =>
    capture(async () => {
      onSubmitStart?.();
      onSuccess(await signIn(values));
    }),
  );

  return (
    <form className="auth-form" noValidate onSubmit={onSubmit} aria-label="Sign in">
      <FormAlert message={serverError ?? notice} />
      <EmailField registration={register('email')} error={errors.email?.message} />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        registration={register('password')}
        error={errors.password?.message}
      />
      <p>
        <Link to="/forgot-password">Forgot your password?</Link>
      </p>
      <SubmitButton pending={isSubmitting} pendingText="Signing in…">
        Sign in
      </SubmitButton>
    </form>
  );
}
