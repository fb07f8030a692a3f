import { HttpsError } from 'firebase-functions/https';
import { FieldValue, type Query, type Timestamp } from 'firebase-admin/firestore';

import {
  NEWSLETTER_AUDIT_ACTIONS,
  NEWSLETTER_MESSAGES,
  NEWSLETTER_SEGMENTS,
  NEWSLETTER_SUBSCRIBER_STATUSES,
  type NewsletterAudience,
  type NewsletterIssueDocument,
  type NewsletterOverview,
  type NewsletterSubscriberDocument,
} from '@fixwell/common/admin/newsletter';
import {
  countNewsletterRecipientsCallable,
  getNewsletterOverviewCallable,
  removeNewsletterSubscriberCallable,
  sendNewsletterIssueCallable,
  sendNewsletterTestCallable,
  suppressNewsletterAddressCallable,
} from '@fixwell/common/callables';
import { COLLECTIONS } from '@fixwell/common/collections';

import { recordAdminAction } from '../lib/admin-audit';
import { db } from '../lib/admin';
import { runTransaction } from '../lib/transaction';
import { onCallable } from '../lib/callable';
import { readDoc, type WriteTime } from '../lib/documents';
import { suppressEmail, suppressionId } from '../lib/email-suppression';
import { logInfo } from '../lib/log';
import { requireRecentSignIn } from '../lib/recent-sign-in';
import { signingKey } from '../lib/signing-key';
import { readUserProfile } from '../lib/user-profiles';
import { mailDocument } from '../mail/queue-mail';
import { audienceSegment } from './newsletter-decisions';
import { issueMessage, newsletterUnsubscribeLink } from './newsletter-mail';
import { batchRef, NEWSLETTER_ADMIN_ONLY, subscriberIdOf, subscriberRef } from './newsletter-refs';

// /admin/newsletter's callables: every one checks an active admin; every change is audited.

/** Confirmed subscribers of an audience (the issue's recipients before suppressed addresses). */
export function confirmedSubscribers(audience: NewsletterAudience): Query {
  const segment = audienceSegment(audience);
  let query: Query = db()
    .collection(COLLECTIONS.newsletterSubscribers)
    .where('status', '==', 'confirmed');
  if (segment) query = query.where('segment', '==', segment);
  return query;
}

async function countOf(query: Query): Promise<number> {
  return (await query.count().get()).data().count;
}

export const getNewsletterOverview = onCallable(
  getNewsletterOverviewCallable,
  async (): Promise<NewsletterOverview> => {
    const subscribers = db().collection(COLLECTIONS.newsletterSubscribers);
    const pairs = NEWSLETTER_SEGMENTS.flatMap((segment) =>
      NEWSLETTER_SUBSCRIBER_STATUSES.map((status) => ({ segment, status })),
    );
    const [counts, suppressed] = await Promise.all([
      Promise.all(
        pairs.map(({ segment, status }) =>
          countOf(subscribers.where('segment', '==', segment).where('status', '==', status)),
        ),
      ),
      countOf(db().collection(COLLECTIONS.emailSuppressions)),
    ]);
    const overview: NewsletterOverview = {
      subscribers: {
        homeowners: { pending: 0, confirmed: 0 },
        companies: { pending: 0, confirmed: 0 },
      },
      suppressed,
    };
    pairs.forEach(({ segment, status }, index) => {
      overview.subscribers[segment][status] = counts[index] ?? 0;
    });
    return overview;
  },
  NEWSLETTER_ADMIN_ONLY,
);

export const countNewsletterRecipients = onCallable(
  countNewsletterRecipientsCallable,
  async ({ audience }) => ({ recipients: await countOf(confirmedSubscribers(audience)) }),
  NEWSLETTER_ADMIN_ONLY,
);

async function adminActor(uid: string): Promise<{ uid: string; email: string }> {
  const profile = await readUserProfile(uid);
  return { uid, email: profile?.email ?? '' };
}

export const sendNewsletterTest = onCallable(
  sendNewsletterTestCallable,
  async ({ subject, body }, { uid }) => {
    const actor = await adminActor(uid);
    if (!actor.email) throw new HttpsError('failed-precondition', NEWSLETTER_MESSAGES.noAdminEmail);
    const link = await newsletterUnsubscribeLink(await signingKey(), actor.email);
    const message = issueMessage(
      { subject: `[Test] ${subject}`, body },
      link,
      'This is a test send of a newsletter issue: it went only to you.',
    );
    await runTransaction(async (tx) => {
      tx.create(
        db().collection(COLLECTIONS.mail).doc(),
        mailDocument(actor.email, message, 'newsletter-test'),
      );
      recordAdminAction(tx, {
        action: NEWSLETTER_AUDIT_ACTIONS.test,
        actor,
        target: `${COLLECTIONS.newsletterIssues}/test`,
        before: null,
        after: { subject, to: actor.email },
        reason: null,
      });
    });
    logInfo('newsletter.test-sent', { uid });
    return { to: actor.email };
  },
  NEWSLETTER_ADMIN_ONLY,
);

/**
 * Sends an issue: records it and its first batch; `onNewsletterBatchCreated` queues the recipients
 * 400 at a time, each batch starting the next, so no function run handles more than one batch.
 */
export const sendNewsletterIssue = onCallable(
  sendNewsletterIssueCallable,
  async ({ subject, body, audience, expectedRecipients }, { uid, request }) => {
    // Sending to thousands of people needs the admin's password typed in the last 5 minutes.
    requireRecentSignIn(request.auth?.token.auth_time);
    const actor = await adminActor(uid);
    const recipients = await countOf(confirmedSubscribers(audience));
    if (recipients === 0)
      throw new HttpsError('failed-precondition', NEWSLETTER_MESSAGES.noRecipients);
    if (recipients !== expectedRecipients)
      throw new HttpsError('failed-precondition', NEWSLETTER_MESSAGES.recipientsChanged, {
        recipients,
      });
    const ref = db().collection(COLLECTIONS.newsletterIssues).doc();
    await runTransaction(async (tx) => {
      tx.create(ref, {
        subject,
        body,
        audience,
        status: 'sending',
        recipients,
        counts: { queued: 0, sent: 0, failed: 0, suppressed: 0 },
        sentBy: actor,
        createdAt: FieldValue.serverTimestamp(),
        queuedAt: null,
      } satisfies NewsletterIssueDocument<WriteTime>);
      tx.create(batchRef(ref.id, 0), { index: 0, cursor: null, done: false });
      recordAdminAction(tx, {
        action: NEWSLETTER_AUDIT_ACTIONS.send,
        actor,
        target: `${COLLECTIONS.newsletterIssues}/${ref.id}`,
        before: null,
        after: { subject, audience, recipients },
        reason: null,
      });
    });
    logInfo('newsletter.issue-started', { issueId: ref.id, audience, recipients });
    return { issueId: ref.id, recipients };
  },
  NEWSLETTER_ADMIN_ONLY,
);

export const removeNewsletterSubscriber = onCallable(
  removeNewsletterSubscriberCallable,
  async ({ subscriberId, reason }, { uid }) => {
    const actor = await adminActor(uid);
    const ref = subscriberRef(subscriberId);
    await runTransaction(async (tx) => {
      const subscriber = readDoc<NewsletterSubscriberDocument<Timestamp>>(await tx.get(ref));
      if (!subscriber) throw new HttpsError('not-found', NEWSLETTER_MESSAGES.subscriberNotFound);
      tx.delete(ref);
      recordAdminAction(tx, {
        action: NEWSLETTER_AUDIT_ACTIONS.remove,
        actor,
        target: `${COLLECTIONS.newsletterSubscribers}/${subscriberId}`,
        before: { email: subscriber.email, segment: subscriber.segment, status: subscriber.status },
        after: null,
        reason,
      });
    });
    logInfo('newsletter.subscriber-removed', { subscriberId });
    return { removed: true as const };
  },
  NEWSLETTER_ADMIN_ONLY,
);

export const suppressNewsletterAddress = onCallable(
  suppressNewsletterAddressCallable,
  async ({ email, reason }, { uid }) => {
    const actor = await adminActor(uid);
    await suppressEmail(email, 'added-by-admin', 'admin');
    const subscriberId = await subscriberIdOf(email);
    const target = `${COLLECTIONS.emailSuppressions}/${await suppressionId(email)}`;
    await runTransaction(async (tx) => {
      const subscriber = await tx.get(subscriberRef(subscriberId));
      if (subscriber.exists) tx.delete(subscriberRef(subscriberId));
      recordAdminAction(tx, {
        action: NEWSLETTER_AUDIT_ACTIONS.suppress,
        actor,
        target,
        before: subscriber.exists ? { subscribed: true } : null,
        after: { suppressed: true },
        reason,
      });
    });
    logInfo('newsletter.address-suppressed', { subscriberId });
    return { suppressed: true as const };
  },
  NEWSLETTER_ADMIN_ONLY,
);
