import {
  NEWSLETTER_CONFIRM_TTL_MS,
  type NewsletterAudience,
  type NewsletterIssueCounts,
  type NewsletterSegment,
  type NewsletterSubscriberStatus,
} from '@fixwell/common/admin/newsletter';
import type { Role } from '@fixwell/common/user-profile';

// The newsletter's decisions, without Firestore: the handlers read, decide here and write.

/** A signed-in person's segment comes from their role; a visitor's (or an admin's) is chosen. */
export function segmentFor(
  role: Role | null | undefined,
  chosen: NewsletterSegment,
): NewsletterSegment {
  if (role === 'company') return 'companies';
  if (role === 'customer') return 'homeowners';
  return chosen;
}

export interface SuppressionFacts {
  reason: string;
  source: string;
}

/**
 * What a subscription request does. The answer to the visitor is the same in every case, so it
 * tells nobody whether an address is on the list.
 * - `ignore`: already confirmed (nothing to do), or suppressed for a reason a form cannot undo
 *   (an outreach opt-out, a bounce, an admin's decision): no email is sent;
 * - `send-confirmation`: a new or still-pending subscription, or someone who unsubscribed from the
 *   newsletter and asks again: a fresh double opt-in (confirming lifts their suppression).
 */
export function subscribeDecision(facts: {
  existing: { status: NewsletterSubscriberStatus } | null;
  suppression: SuppressionFacts | null;
}): 'ignore' | 'send-confirmation' {
  const { existing, suppression } = facts;
  if (suppression && !liftedByConfirming(suppression)) return 'ignore';
  if (existing?.status === 'confirmed') return 'ignore';
  return 'send-confirmation';
}

/** Only a newsletter unsubscribe is undone by the same person confirming a new subscription. */
export function liftedByConfirming(suppression: SuppressionFacts): boolean {
  return suppression.reason === 'unsubscribed' && suppression.source === 'newsletter';
}

export type ConfirmOutcome = 'confirmed' | 'already-confirmed' | 'expired' | 'bad-link';

/** What a confirmation link does to the subscriber it names. */
export function confirmDecision(
  subscriber: {
    status: NewsletterSubscriberStatus;
    confirmTokenHash: string | null;
    confirmExpiresAtMillis: number | null;
  } | null,
  tokenHash: string,
  now: number,
): ConfirmOutcome {
  if (!subscriber) return 'bad-link';
  if (subscriber.status === 'confirmed') return 'already-confirmed';
  if (!subscriber.confirmTokenHash || subscriber.confirmTokenHash !== tokenHash) return 'bad-link';
  if (subscriber.confirmExpiresAtMillis === null || now > subscriber.confirmExpiresAtMillis)
    return 'expired';
  return 'confirmed';
}

export const confirmExpiry = (now: number): number => now + NEWSLETTER_CONFIRM_TTL_MS;

/** The segments an audience reaches (null: every segment). */
export function audienceSegment(audience: NewsletterAudience): NewsletterSegment | null {
  return audience === 'all' ? null : audience;
}

export interface BatchSubscriber {
  id: string;
  email: string;
}

export interface BatchPlan {
  recipients: BatchSubscriber[];
  suppressed: number;
  /** Where the next batch starts (the last subscriber read), or null when this was the last. */
  nextCursor: string | null;
}

/**
 * One batch: the page of confirmed subscribers read (in id order, at most `batchSize`), minus
 * suppressed addresses. A full page means there may be more after it.
 */
export function planBatch(
  page: readonly BatchSubscriber[],
  suppressed: ReadonlySet<string>,
  batchSize: number,
): BatchPlan {
  const recipients = page.filter((subscriber) => !suppressed.has(subscriber.email.toLowerCase()));
  return {
    recipients,
    suppressed: page.length - recipients.length,
    nextCursor: page.length >= batchSize ? (page.at(-1)?.id ?? null) : null,
  };
}

export type CountedDelivery = 'sent' | 'failed' | null;

/** What a mailer's `delivery.state` counts as on the issue; null for a state still in progress. */
export function countedAs(state: unknown): 'sent' | 'failed' | 'unchanged' {
  if (state === 'SUCCESS') return 'sent';
  if (state === 'ERROR') return 'failed';
  return 'unchanged';
}

/**
 * The change to an issue's counts when a recipient's delivery moves from what it was counted as
 * to what its mail document now says. Counting again what was already counted changes nothing,
 * so a trigger that runs twice, or late, keeps the counts right.
 */
export function deliveryCountChange(
  previously: CountedDelivery,
  state: unknown,
): {
  counted: CountedDelivery;
  change: Partial<Record<keyof NewsletterIssueCounts, number>>;
} | null {
  const next = countedAs(state);
  if (next === 'unchanged' || next === previously) return null;
  const change: Partial<Record<keyof NewsletterIssueCounts, number>> = {};
  change[next] = 1;
  if (previously) change[previously] = -1;
  return { counted: next, change };
}
