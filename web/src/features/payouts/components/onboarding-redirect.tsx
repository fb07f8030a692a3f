import { useEffect, useRef } from 'react';

import { useStartOnboarding } from '@/features/payouts/api/open-stripe';

/**
 * Stripe sends the company here when an onboarding link expired or was used: a fresh link is made
 * at once and the browser goes back to Stripe.
 */
export function OnboardingRedirect() {
  const onboarding = useStartOnboarding();
  const started = useRef(false);
  const { mutate } = onboarding;

  useEffect(() => {
    // Once per visit, even when React runs effects twice in development.
    if (started.current) return;
    started.current = true;
    mutate();
  }, [mutate]);

  if (onboarding.isError) {
    return (
      <div className="form-alert form-alert--error" role="alert">
        <p>{onboarding.error.message}</p>
        <button type="button" className="button button--primary" onClick={() => mutate()}>
          Try again
        </button>
      </div>
    );
  }
  return <p role="status">Taking you back to Stripe…</p>;
}
