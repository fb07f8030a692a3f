import { useMutation, useQueryClient } from '@tanstack/react-query';

import { adminQuoteQuery } from '@/features/admin-quotes/api/get-admin-quote';
import { callFunction } from '@/lib/call-function';

export type RematchResult =
  | { outcome: 'matched'; leads: number }
  | { outcome: 'no-match'; reason: 'no-company-covers' | 'none-available' };

/** Sends a request that found nobody through matching again (`rematchQuote`, admins only). */
export function rematchQuote(quoteId: string): Promise<RematchResult> {
  return callFunction<{ quoteId: string }, RematchResult>('rematchQuote', { quoteId });
}

export function useRematchQuote(quoteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => rematchQuote(quoteId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminQuoteQuery(quoteId).queryKey }),
  });
}
