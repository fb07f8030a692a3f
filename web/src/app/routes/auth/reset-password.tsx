import { ACCOUNT_LINK_MESSAGES } from '@fixwell/common/auth-messages';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';

import { Seo } from '@/components/seo/seo';
import { verifyResetCode } from '@/features/auth/api/confirm-password-reset';
import { FormAlert } from '@/components/form/form-alert';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';

type ResetState =
  | { step: 'checking' }
  | { step: 'form'; email: string }
  | { step: 'done' }
  | { step: 'link-problem'; message: string }
  | { step: 'error'; message: string };

export default function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const oobCode = searchParams.get('oobCode');
  const [state, setState] = useState<ResetState>(() =>
    oobCode
      ? { step: 'checking' }
      : { step: 'link-problem', message: ACCOUNT_LINK_MESSAGES.resetLinkMissing },
  );

  useEffect(() => {
    if (!oobCode) return;
    let current = true;
    verifyResetCode(oobCode).then(
      (email) => current && setState({ step: 'form', email }),
      (error: unknown) => {
        if (!current) return;
        const message = error instanceof Error ? error.message : String(error);
        setState(
          error instanceof Error && error.name === 'ResetLinkError'
            ? { step: 'link-problem', message }
            : { step: 'error', message },
        );
      },
    );
    return () => {
      current = false;
    };
  }, [oobCode]);

  return (
    <>
      <Seo
        title="Reset your password"
        description="Choose a new password for your Fixwell account."
        noindex
      />
      <h1>Reset your password</h1>
      {state.step === 'checking' ? <p role="status">Checking your reset link…</p> : null}
      {state.step === 'form' && oobCode ? (
        <ResetPasswordForm
          oobCode={oobCode}
          email={state.email}
          onSuccess={() => setState({ step: 'done' })}
          onLinkProblem={(message) => setState({ step: 'link-problem', message })}
        />
      ) : null}
      {state.step === 'done' ? (
        <>
          <FormAlert tone="success" message={ACCOUNT_LINK_MESSAGES.passwordChanged} />
          <p className="form-links">
            <Link to="/login">Sign in with your new password</Link>
          </p>
        </>
      ) : null}
      {state.step === 'link-problem' || state.step === 'error' ? (
        <>
          <FormAlert message={state.message} />
          <p className="form-links">
            <Link to="/forgot-password">Request a new reset link</Link>
          </p>
        </>
      ) : null}
    </>
  );
}
