import { useMutation, useQueryClient } from '@tanstack/react-query';

import { QUOTE_DRAFTS_KEY } from '@/features/admin-quote-funnel/api/get-quote-drafts';
import { sendQuoteRecoveryEmail } from '@/features/admin-quote-funnel/api/quote-funnel-data';

/** Sends a draft's recovery email, then reads the list again to show the sent date. */
export function useSendQuoteRecoveryEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (draftId: string) => sendQuoteRecoveryEmail(draftId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: QUOTE_DRAFTS_KEY }),
  });
}
