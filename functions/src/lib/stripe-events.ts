import type { Transaction } from 'firebase-admin/firestore';
import type Stripe from 'stripe';

// How a domain handles a Stripe event (functions/src/http/stripe-webhook.ts calls these). A
// handler first reads what it needs from Stripe, outside any transaction (re-retrieving the object
// rather than trusting the event's copy, so events arriving out of order cannot roll state back),
// and answers the effect to apply. The webhook applies it in the same Firestore transaction that
// records `stripeEvents/{event.id}`, so an event's effect lands exactly once.

export interface StripeEventEffect {
  /** Firestore reads first, then writes (a transaction's rule). Throw to fail the delivery (5xx). */
  apply(tx: Transaction): Promise<void>;
}

/** null: nothing to change for this event (it is still recorded as processed). */
export type StripeEventHandler = (event: Stripe.Event) => Promise<StripeEventEffect | null>;

export type StripeEventHandlers = Partial<Record<Stripe.Event.Type, StripeEventHandler>>;
