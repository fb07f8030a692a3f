import { FieldValue } from 'firebase-admin/firestore';

import {
  WEBHOOK_FAILURE_MESSAGE_MAX,
  type WebhookFailureDocument,
} from '@fixwell/common/admin/platform-stats';
import { COLLECTIONS } from '@fixwell/common/collections';

import { db } from '../lib/admin';
import { runTransaction } from '../lib/transaction';
import type { WriteTime } from '../lib/documents';
import { logError } from '../lib/log';

// `webhookFailures/{eventId}`: the admin dashboard's alert for Stripe events that failed. The
// webhook records each failed delivery and marks the event resolved when a later delivery
// succeeds. Best effort: neither ever throws, so the webhook's own answer (500, so that Stripe
// retries; 200 once processed) never depends on them.

const failureRef = (eventId: string) => db().collection(COLLECTIONS.webhookFailures).doc(eventId);

/** The failure's message as kept: a string, one line, at most WEBHOOK_FAILURE_MESSAGE_MAX long. */
export function failureMessage(error: unknown): string {
  const raw = error instanceof Error ? error.message : String(error);
  const line = raw.replace(/\s+/g, ' ').trim() || 'Unknown error';
  return line.length > WEBHOOK_FAILURE_MESSAGE_MAX
    ? `${line.slice(0, WEBHOOK_FAILURE_MESSAGE_MAX - 1)}…`
    : line;
}

/** Records one failed delivery of an event (a new failure, or one more attempt of a known one). */
export async function recordWebhookFailure(
  event: { id: string; type: string },
  endpoint: 'platform' | 'connect',
  error: unknown,
): Promise<void> {
  try {
    await runTransaction(async (tx) => {
      const ref = failureRef(event.id);
      const stored = await tx.get(ref);
      const now = FieldValue.serverTimestamp();
      if (stored.exists) {
        tx.update(ref, {
          message: failureMessage(error),
          attempts: FieldValue.increment(1),
          lastFailedAt: now,
          resolved: false,
          resolvedAt: null,
        } satisfies Partial<Record<keyof WebhookFailureDocument<WriteTime>, unknown>>);
        return;
      }
      tx.create(ref, {
        eventId: event.id,
        endpoint,
        type: event.type,
        message: failureMessage(error),
        attempts: 1,
        firstFailedAt: now,
        lastFailedAt: now,
        resolved: false,
        resolvedAt: null,
      } satisfies WebhookFailureDocument<WriteTime>);
    });
  } catch (recordError) {
    logError('stripe.webhook-failure-not-recorded', recordError, { eventId: event.id });
  }
}

/** Marks a recorded failure resolved once its event has been processed; nothing when none. */
export async function resolveWebhookFailure(eventId: string): Promise<void> {
  try {
    await runTransaction(async (tx) => {
      const ref = failureRef(eventId);
      const stored = await tx.get(ref);
      if (!stored.exists || stored.get('resolved') === true) return;
      tx.update(ref, { resolved: true, resolvedAt: FieldValue.serverTimestamp() });
    });
  } catch (resolveError) {
    logError('stripe.webhook-failure-not-resolved', resolveError, { eventId });
  }
}
