import { useMutation } from '@tanstack/react-query';

import {
  createDocumentCheckout,
  type DocumentCheckoutInput,
} from '@/features/document-view/api/document-view-data';

/**
 * Starts a card payment: asks the server for a Stripe Checkout page for what is due now (it
 * decides the amount) and sends the browser there. The mutation stays pending while the browser
 * leaves, so the button cannot start a second session.
 */
export function useStartDocumentCheckout() {
  return useMutation({
    mutationFn: async (input: DocumentCheckoutInput) => {
      const { url } = await createDocumentCheckout(input);
      window.location.assign(url);
      // Never settles: the page is being replaced by Stripe's.
      await new Promise<never>(() => {});
    },
  });
}
