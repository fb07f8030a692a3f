import { ACCOUNT_LINK_MESSAGES } from '@fixwell/common/auth-messages';
import { useState } from 'react';

import { resendVerificationEmail } from '@/features/auth/api/resend-verification';
import { FormAlert } from '@/components/form/form-alert';

export function ResendVerificationButton() {
  const [pending, setPending] = useState(false);
  const [result, setResult] = useState<{ tone: 'success' | 'error'; message: string } | null>(null);

  const resend = async () => {
    setPending(true);
    setResult(null);
    try {
      await resendVerificationEmail();
      setResult({ tone: 'success', message: ACCOUNT_LINK_MESSAGES.verificationSent });
    } catch (error) {
      setResult({ tone: 'error', message: error instanceof Error ? error.message : String(error) });
    } finally {
      setPending(false);
    }
  };

  return (
    <div className="form form--narrow">
      {result ? <FormAlert tone={result.tone} message={result.message} /> : null}
      <button
        type="button"
        className="button button--secondary"
        disabled={pending}
        onClick={() => void resend()}
      >
        {pending ? 'Sending…' : 'Resend verification email'}
      </button>
    </div>
  );
}

/** Shown on profile pages until the email address is verified. */
export function VerificationNotice({ email }: { email: string }) {
  return (
    <section className="notice notice--warning" aria-labelledby="verify-notice-heading">
      <h2 id="verify-notice-heading">Please verify your email address</h2>
      <p>
        We sent a verification link to <strong>{email}</strong>. Open it to confirm the address is
        yours. Can&apos;t find it? Check your spam folder or send a new one.
      </p>
      <ResendVerificationButton />
    </section>
  );
}
