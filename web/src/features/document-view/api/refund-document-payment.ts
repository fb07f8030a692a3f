import { useMutation, useQueryClient } from '@tanstack/react-query';

import {
  refundDocumentPayment,
  type RefundDocumentPaymentInput,
} from '@/features/document-view/api/document-view-data';
import { documentViewQueryKey } from '@/features/document-view/api/get-document-view';

/**
 * Refunds all or part of a card payment (the company). The document is read again afterwards:
 * Stripe confirms the refund through the webhook, which may already have recorded it.
 */
export function useRefundDocumentPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RefundDocumentPaymentInput) => refundDocumentPayment(input),
    onSettled: (_data, _error, input) => {
      void queryClient.invalidateQueries({ queryKey: documentViewQueryKey(input.documentId) });
    },
  });
}
