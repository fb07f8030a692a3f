import type { StripeEventHandlers } from '../lib/stripe-events';

// The platform webhook's handlers for customers' card payments of documents.
export const documentPaymentEventHandlers: StripeEventHandlers = {};
