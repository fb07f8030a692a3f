import { ACCOUNT_LINK_MESSAGES } from '@fixwell/common/auth-messages';
import { ROLE_HOME } from '@fixwell/common/user-profile';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';

import { Seo } from '@/components/seo/seo';
import { verifyEmail } from '@/features/auth/api/verify-email';
import { FormAlert } from '@/components/form/form-alert';
import { ResendVerificationButton } from '@/features/auth/components/resend-verification-button';
import { useAuthStore } from '@/features/auth/stores/auth-store';

type VerifyState =
  { step: 'verifying' } | { step: 'verified' } | { step: 'failed'; message: string };

function VerifyWithCode({ oobCode }: { oobCode: string }) {
  const profile = useAuthStore((state) => state.profile);
  const [state, setState] = useState<VerifyState>({ step: 'verifying' });
  // A code works once: StrictMode's second effect run must not apply it again and fail.
  const applied = useRef<string | null>(null);

  useEffect(() => {
    if (applied.current === oobCode) return;
    applied.current = oobCode;
    verifyEmail(oobCode).then(
      () => setState({ step: 'verified' }),
      (error: unknown) =>
        setState({
          step: 'failed',
          message: error instanceof Error ? error.message : String(error),
        }),
    );
  }, [oobCode]);

  if (state.step === 'verifying') return <p role="status">Verifying your email address…</p>;
  if (state.step === 'verified') {
    return (
      <>
        <FormAlert tone="success" message={ACCOUNT_LINK_MESSAGES.emailVerified} />
        <p className="form-links">
          {profile ? (
            <Link to={ROLE_HOME[profile.role]}>Go to your account</Link>
          ) : (
            <Link to="/login">Sign in</Link>
          )}
        </p>
      </>
    );
  }
  return (
    <>
      <FormAlert message={state.message} />
      <p className="form-links">{profile ? null : <Link to="/login">Sign in</Link>}</p>
      {profile && !profile.emailVerified ? <ResendVerificationButton /> : null}
    </>
  );
}

function VerifyWithoutCode() {
  const status = useAuthStore((state) => state.status);
  const profile = useAuthStore((state) => state.profile);
  const user = useAuthStore((state) => state.user);

  if (status === 'loading') return <p role="status">Loading…</p>;
  if (profile && !(profile.emailVerified || user?.emailVerified)) {
    return (
      <>
        <p>
          We emailed a verification link to <strong>{profile.email}</strong>. Open the link in that
          email to verify your address. If it has not arrived, check your spam folder or send a new
          one.
        </p>
        <ResendVerificationButton />
      </>
    );
  }
  if (profile)
    return <p>Your email address is already verified. There is nothing more to do here.</p>;
  return (
    <>
      <p>
        This page confirms your email address when you open the link from the verification email we
        send after you create an account. Please open the link from that email, or sign in to ask
        for a new one.
      </p>
      <p className="form-links">
        <Link to="/login">Sign in</Link>
      </p>
    </>
  );
}

export default function VerifyEmailPage() {
  const [searchParams] = useSearchParams();
  const oobCode = searchParams.get('oobCode');

  return (
    <>
      <Seo
        title="Verify your email address"
        description="Confirm the email address of your Fixwell account."
        noindex
      />
      <h1>Verify your email address</h1>
      {oobCode ? <VerifyWithCode oobCode={oobCode} /> : <VerifyWithoutCode />}
    </>
  );
}
