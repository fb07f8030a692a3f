import type { RematchQuoteResult } from '@fixwell/common/callables';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { rematchQuote } from '@/features/admin-quotes/api/admin-quotes-data';
import { adminQuoteQuery } from '@/features/admin-quotes/api/get-admin-quote';

export type RematchResult = RematchQuoteResult;

/** Sends the request through matching again, then reads it again to show the new matches. */
export function useRematchQuote(quoteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => rematchQuote(quoteId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminQuoteQuery(quoteId).queryKey }),
  });
}
