import { useMutation } from '@tanstack/react-query';

import {
  createConnectDashboardLink,
  startConnectOnboarding,
} from '@/features/payouts/api/payouts-data';

/** "Set up payouts" / "Continue setup": a fresh onboarding link, then off to Stripe. */
export function useStartOnboarding() {
  return useMutation({
    mutationFn: async () => {
      const { url } = await startConnectOnboarding();
      window.location.assign(url);
    },
  });
}

/** "Open Stripe dashboard": a login link to the Express dashboard. */
export function useOpenDashboard() {
  return useMutation({
    mutationFn: async () => {
      const { url } = await createConnectDashboardLink();
      window.location.assign(url);
    },
  });
}
