import { zodResolver } from '@hookform/resolvers/zod';
import { signInSchema, type SignInInput, type SignInValues } from '@fixwell/common/signup-schema';
import type { UserProfile } from '@fixwell/common/user-profile';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';

import { signIn } from '@/features/auth/api/sign-in';
import { FormAlert, TextField } from '@/features/auth/components/form-fields';

type LoginFormProps = {
  onSuccess: (profile: UserProfile) => void;
  /** A message from before this visit, such as why the session was ended. */
  notice?: string | null;
  onSubmitStart?: () => void;
};

export function LoginForm({ onSuccess, notice, onSubmitStart }: LoginFormProps) {
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignInInput, unknown, SignInValues>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    onSubmitStart?.();
    try {
      onSuccess(await signIn(values));
    } catch (error) {
      setServerError(error instanceof Error ? error.message : String(error));
    }
  });

  return (
    <form className="auth-form" noValidate onSubmit={onSubmit} aria-label="Sign in">
      <FormAlert message={serverError ?? notice} />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        registration={register('email')}
        error={errors.email?.message}
      />
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
      <button type="submit" className="button button--primary" disabled={isSubmitting}>
        {isSubmitting ? 'Signing in…' : 'Sign in'}
      </button>
    </form>
  );
}
