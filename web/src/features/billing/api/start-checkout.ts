import { useMutation } from '@tanstack/react-query';

import {
  createBillingPortalSession,
  createSubscriptionCheckout,
} from '@/features/billing/api/billing-data';

/** Opens a Stripe-hosted page; the browser leaves Fixwell, so the mutation stays pending. */
function go(url: string): void {
  window.location.assign(url);
}

/** "Choose plan": a Checkout session for the plan, then off to Stripe. */
export function useStartCheckout() {
  return useMutation({
    mutationFn: async (planId: string) => {
      const { url } = await createSubscriptionCheckout(planId);
      go(url);
    },
  });
}

/** "Manage billing": the Stripe Billing portal. */
export function useOpenBillingPortal() {
  return useMutation({
    mutationFn: async () => {
      const { url } = await createBillingPortalSession();
      go(url);
    },
  });
}
