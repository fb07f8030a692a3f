import { useMutation, useQueryClient } from '@tanstack/react-query';

import {
  respondToQuote,
  type RespondToQuoteInput,
} from '@/features/document-view/api/document-view-data';
import { documentViewQueryKey } from '@/features/document-view/api/get-document-view';

/**
 * Accepts or declines a quote. Either way the document is read again: after an answer its status
 * has changed (read when the customer comes back to it); after a refusal the quote changed or was
 * answered meanwhile, and the page shows it as it now is.
 */
export function useRespondToQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RespondToQuoteInput) => respondToQuote(input),
    onSuccess: (_data, input) => {
      void queryClient.invalidateQueries({
        queryKey: documentViewQueryKey(input.documentId),
        refetchType: 'none',
      });
    },
    onError: (_error, input) => {
      void queryClient.invalidateQueries({ queryKey: documentViewQueryKey(input.documentId) });
    },
  });
}
