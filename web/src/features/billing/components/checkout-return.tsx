import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';

import { getSubscriptionStatusQueryOptions } from '@/features/billing/api/get-subscription-status';
import { paths } from '@/config/paths';

/** How long to wait for Stripe's webhook before saying it is late (the page keeps listening). */
export const CHECKOUT_CONFIRM_PATIENCE_MS = 30_000;

export type CheckoutReturnProps = {
  uid: string;
  outcome: 'success' | 'cancelled';
  /** Whether the live subscription gives access yet (`subscriptionAccess`). */
  active: boolean;
  planName: string | null;
};

/**
 * Back from Stripe Checkout: waits on the live subscription until the webhook has activated it,
 * then says so and lets the guarded pages open without a reload.
 */
export function CheckoutReturn({ uid, outcome, active, planName }: CheckoutReturnProps) {
  const queryClient = useQueryClient();
  const [late, setLate] = useState(false);

  useEffect(() => {
    if (outcome !== 'success' || active) return undefined;
    const timer = setTimeout(() => setLate(true), CHECKOUT_CONFIRM_PATIENCE_MS);
    return () => clearTimeout(timer);
  }, [outcome, active]);

  useEffect(() => {
    if (outcome === 'success' && active) {
      // The guard reads this query: the next guarded page opens without a reload.
      void queryClient.invalidateQueries({
        queryKey: getSubscriptionStatusQueryOptions(uid).queryKey,
      });
    }
  }, [outcome, active, uid, queryClient]);

  if (outcome === 'cancelled') {
    return (
      <div className="notice" role="status">
        <p>Checkout was cancelled. You have not been charged.</p>
      </div>
    );
  }
  return (
    <div className="notice" role="status">
      {active ? (
        <p>
          You&apos;re subscribed to {planName ?? 'your new plan'}. Your leads are open.{' '}
          <Link to={paths.companyLeads}>Go to your leads</Link>
        </p>
      ) : late ? (
        <p>
          Your payment went through but we have not heard from Stripe yet. This page will update by
          itself.
        </p>
      ) : (
        <p>Confirming your payment with Stripe…</p>
      )}
    </div>
  );
}
