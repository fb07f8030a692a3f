// Words about card payments that more than one page says, so they read the same everywhere.

/** Under every "Pay by card" button. */
export const SECURE_PAYMENT_LINE =
  'Paid securely by card through Stripe. Fixwell never sees your card number.';

/** After a wait for Stripe's confirmation that ran out. */
export const STILL_CONFIRMING_MESSAGE =
  "Your payment is still being confirmed. You don't need to pay again — we'll email your receipt.";
