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

/**
 * Several domains' handlers for one endpoint. Where two handle the same type (Checkout sessions:
 * subscriptions and document payments), each looks at the object and answers null when it is not
 * theirs; more than one effect for one event is a mistake and fails the delivery.
 */
export function combineHandlers(...maps: StripeEventHandlers[]): StripeEventHandlers {
  const types = new Set(maps.flatMap((map) => Object.keys(map) as Stripe.Event.Type[]));
  const combined: StripeEventHandlers = {};
  for (const type of types) {
    const handlers = maps.flatMap((map) => (map[type] ? [map[type]] : []));
    combined[type] =
      handlers.length === 1
        ? handlers[0]
        : async (event) => {
            const effects = (await Promise.all(handlers.map((handle) => handle(event)))).filter(
              (effect): effect is StripeEventEffect => effect !== null,
            );
            if (effects.length > 1)
              throw new Error(`Two handlers claimed ${event.type} ${event.id}.`);
            return effects[0] ?? null;
          };
  }
  return combined;
}
