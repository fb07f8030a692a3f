import type { DocumentPaymentView, DocumentView } from '@fixwell/common/documents/document-view';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';

import {
  DocumentNotFoundError,
  documentViewQuery,
  getDocumentView,
} from '@/features/document-view/api/get-document-view';

// Stripe sends the customer back from Checkout before (or just after) its webhook reaches us, and
// only the webhook records a payment. The paid page therefore reads the document again until the
// payment of its Checkout session shows up: quickly at first, when it almost always arrives, then
// less often, and gives up after a minute with a reassuring message rather than spinning forever.

/** How long to wait for the webhook before saying the payment is still being confirmed. */
export const PAYMENT_CONFIRMATION_TIMEOUT_MS = 60_000;

/**
 * The pause before the next read, after `attempt + 1` reads: half a second for the first two
 * seconds (the webhook usually lands then), each second for five more, then longer, up to 5 s.
 */
export function confirmationPollDelayMs(attempt: number): number {
  if (attempt < 4) return 500;
  if (attempt < 9) return 1_000;
  return Math.min(5_000, 1_000 * (attempt - 7));
}

export type PaymentConfirmation =
  | { state: 'waiting' }
  | { state: 'confirmed'; view: DocumentView; payment: DocumentPaymentView }
  | { state: 'timed-out' }
  | { state: 'not-found'; message: string };

export type PaymentConfirmationOptions = {
  documentId: string;
  token: string | null;
  /** `cs_…` from Stripe's return address: the payment to wait for. */
  sessionId: string;
};

/**
 * Waits for the payment of Checkout session `sessionId` to be recorded on the document. A failed
 * read (a phone between networks) is tried again on the same schedule; a document this link may
 * not open stops the wait at once. `retry` starts a new wait after a time-out.
 */
export function usePaymentConfirmation({
  documentId,
  token,
  sessionId,
}: PaymentConfirmationOptions): PaymentConfirmation & { retry: () => void } {
  const queryClient = useQueryClient();
  const [round, setRound] = useState(0);
  const [result, setResult] = useState<PaymentConfirmation>({ state: 'waiting' });

  useEffect(() => {
    let finished = false;
    let pollTimer: ReturnType<typeof setTimeout> | undefined;
    let deadline: ReturnType<typeof setTimeout> | undefined = undefined;
    const finish = (outcome: PaymentConfirmation) => {
      if (finished) return;
      finished = true;
      clearTimeout(pollTimer);
      clearTimeout(deadline);
      setResult(outcome);
    };
    // A read that hangs must not hold the page past the deadline either.
    deadline = setTimeout(() => finish({ state: 'timed-out' }), PAYMENT_CONFIRMATION_TIMEOUT_MS);
    let attempt = 0;

    const poll = async () => {
      try {
        const view = await getDocumentView(documentId, token);
        if (finished) return;
        const payment = view.payments.find((each) => each.checkoutSessionId === sessionId);
        if (payment) {
          // The document page, one click away, then opens at once with the payment on it.
          queryClient.setQueryData(documentViewQuery(documentId, token).queryKey, view);
          finish({ state: 'confirmed', view, payment });
          return;
        }
      } catch (error) {
        if (finished) return;
        if (error instanceof DocumentNotFoundError) {
          finish({ state: 'not-found', message: error.message });
          return;
        }
      }
      pollTimer = setTimeout(() => void poll(), confirmationPollDelayMs(attempt));
      attempt += 1;
    };

    void poll();
    return () => {
      finished = true;
      clearTimeout(pollTimer);
      clearTimeout(deadline);
    };
  }, [documentId, token, sessionId, round, queryClient]);

  const retry = useCallback(() => {
    setResult({ state: 'waiting' });
    setRound((value) => value + 1);
  }, []);
  return { ...result, retry };
}
