import type { StripeEventHandlers } from '../lib/stripe-events';

// The Connect webhook's handlers for payouts from connected accounts to companies' banks.
export const payoutEventHandlers: StripeEventHandlers = {};
