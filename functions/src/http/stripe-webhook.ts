import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import type { Request } from 'firebase-functions/https';
import type { Response } from 'express';
import type Stripe from 'stripe';

import type { StripeEventRecord } from '@fixwell/common/billing/stripe-records';
import { COLLECTIONS } from '@fixwell/common/collections';

import { billingEventHandlers } from '../billing/billing-event-handlers';
import { extraLeadRefundEventHandlers } from '../billing/extra-lead-refund-events';
import { db } from '../lib/admin';
import { runTransaction } from '../lib/transaction';
import type { WriteTime } from '../lib/documents';
import { logError, logInfo, logWarning } from '../lib/log';
import { stripe, STRIPE_CONNECT_WEBHOOK_SECRET, STRIPE_WEBHOOK_SECRET } from '../lib/stripe';
import { combineHandlers, type StripeEventHandlers } from '../lib/stripe-events';
import { documentPaymentEventHandlers } from '../payments/payment-event-handlers';
import { connectEventHandlers } from '../payouts/connect-event-handlers';
import { payoutEventHandlers } from '../payouts/payout-event-handlers';
import { recordWebhookFailure, resolveWebhookFailure } from '../platform-stats/webhook-failures';

// POST /api/stripe/webhook (the platform's events) and /api/stripe/connect-webhook (connected
// accounts' events, with their own secret). In order: the signature on the raw body (400 and
// nothing written when missing or wrong); an event already in `stripeEvents` is answered 200 and
// changes nothing; a type nobody handles is acknowledged and ignored; otherwise the handler reads
// Stripe and its effect is applied in ONE transaction with `stripeEvents/{id}`, so an event lands
// exactly once. A handler that fails answers 500 with nothing written, and Stripe retries.

export const WEBHOOK_MESSAGES = {
  missingSignature: 'Missing Stripe-Signature header.',
  badSignature: 'The Stripe-Signature header does not match this payload.',
  failed: 'The event could not be processed. Stripe will retry it.',
} as const;

/** Thrown inside the transaction when a concurrent delivery of the same event got there first. */
class AlreadyProcessed extends Error {}

const eventRef = (id: string) => db().collection(COLLECTIONS.stripeEvents).doc(id);

function record(event: Stripe.Event): StripeEventRecord<WriteTime> {
  const object = event.data.object as { id?: unknown };
  return {
    type: event.type,
    objectId: typeof object.id === 'string' ? object.id : '',
    account: event.account ?? null,
    createdAt: Timestamp.fromMillis(event.created * 1000),
    processedAt: FieldValue.serverTimestamp(),
  };
}

/** Verifies, de-duplicates and applies one delivery for an endpoint's handlers and secret. */
export function stripeWebhook(
  endpoint: 'platform' | 'connect',
  handlers: StripeEventHandlers,
  secret: () => string,
) {
  return async (req: Request, res: Response): Promise<void> => {
    const signature = req.header('stripe-signature');
    if (!signature) {
      logWarning('stripe.webhook-unsigned', { endpoint });
      res.status(400).json({ error: WEBHOOK_MESSAGES.missingSignature });
      return;
    }
    let event: Stripe.Event;
    try {
      event = stripe().webhooks.constructEvent(req.rawBody, signature, secret());
    } catch {
      logWarning('stripe.webhook-bad-signature', { endpoint });
      res.status(400).json({ error: WEBHOOK_MESSAGES.badSignature });
      return;
    }

    const handler = handlers[event.type];
    if (!handler) {
      res.status(200).json({ received: true, ignored: true });
      return;
    }
    const details = { endpoint, eventId: event.id, type: event.type };
    if ((await eventRef(event.id).get()).exists) {
      res.status(200).json({ received: true, duplicate: true });
      return;
    }

    try {
      const effect = await handler(event);
      await runTransaction(async (tx) => {
        if ((await tx.get(eventRef(event.id))).exists) throw new AlreadyProcessed();
        await effect?.apply(tx);
        tx.create(eventRef(event.id), record(event));
      });
    } catch (error) {
      // A concurrent delivery of the same event committed first: this one changes nothing.
      if (error instanceof AlreadyProcessed || (await eventRef(event.id).get()).exists) {
        res.status(200).json({ received: true, duplicate: true });
        return;
      }
      logError('stripe.webhook-failed', error, details);
      // The admin dashboard's alert (best effort: never throws, never masks the 500).
      await recordWebhookFailure(event, endpoint, error);
      res.status(500).json({ error: WEBHOOK_MESSAGES.failed });
      return;
    }
    await resolveWebhookFailure(event.id);
    logInfo('stripe.webhook-processed', details);
    res.status(200).json({ received: true });
  };
}

export const platformStripeWebhook = stripeWebhook(
  'platform',
  combineHandlers(billingEventHandlers, extraLeadRefundEventHandlers, documentPaymentEventHandlers),
  () => STRIPE_WEBHOOK_SECRET.value(),
);
export const connectStripeWebhook = stripeWebhook(
  'connect',
  combineHandlers(connectEventHandlers, payoutEventHandlers),
  () => STRIPE_CONNECT_WEBHOOK_SECRET.value(),
);
