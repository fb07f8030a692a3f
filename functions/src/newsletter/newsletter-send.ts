import { FieldPath, FieldValue, type Timestamp } from 'firebase-admin/firestore';
import { onDocumentCreated, onDocumentUpdated } from 'firebase-functions/firestore';

import {
  NEWSLETTER_BATCH_SIZE,
  type NewsletterIssueDocument,
} from '@fixwell/common/admin/newsletter';
import { COLLECTIONS } from '@fixwell/common/collections';

import { db } from '../lib/admin';
import { runTransaction } from '../lib/transaction';
import { readDoc, type WriteTime } from '../lib/documents';
import { suppressedAmong } from '../lib/email-suppression';
import { logInfo } from '../lib/log';
import { signingKey } from '../lib/signing-key';
import { mailDocument } from '../mail/queue-mail';
import { confirmedSubscribers } from './newsletter-admin';
import {
  deliveryCountChange,
  planBatch,
  type BatchSubscriber,
  type CountedDelivery,
} from './newsletter-decisions';
import { issueMessageFactory, newsletterUnsubscribeLink } from './newsletter-mail';
import { batchRef, deliveryRef, issueMailId, issueRef } from './newsletter-refs';

// Sending an issue: one batch document per NEWSLETTER_BATCH_SIZE recipients. Each batch's trigger
// queues its recipients' `mail` documents, marks itself done and creates the next batch, all in
// one transaction, so a trigger that runs twice queues nobody twice and a send of 50,000 is 125
// short function runs. The mailer (the Trigger Email extension; the local mail stand-in on the
// emulators) writes `delivery` back on each mail document, and `onNewsletterMailDelivery` keeps
// the issue's sent and failed counts from it.

interface BatchDocument {
  index: number;
  cursor: string | null;
  done: boolean;
}

type StoredIssue = NewsletterIssueDocument<Timestamp>;

/** Queues one batch of an issue; answers how many were queued (0 for a batch already done). */
export async function sendNewsletterBatch(issueId: string, index: number): Promise<number> {
  const batch = batchRef(issueId, index);
  const [batchSnapshot, issueSnapshot] = await Promise.all([batch.get(), issueRef(issueId).get()]);
  const stored = readDoc<BatchDocument>(batchSnapshot);
  const issue = readDoc<StoredIssue>(issueSnapshot);
  if (!stored || stored.done || !issue) return 0;

  let query = confirmedSubscribers(issue.audience).orderBy(FieldPath.documentId());
  if (stored.cursor) query = query.startAfter(stored.cursor);
  const page: BatchSubscriber[] = (await query.limit(NEWSLETTER_BATCH_SIZE).get()).docs.map(
    (doc) => ({ id: doc.id, email: String(doc.get('email')) }),
  );
  const suppressed = await suppressedAmong(page.map((subscriber) => subscriber.email));
  const plan = planBatch(page, suppressed, NEWSLETTER_BATCH_SIZE);
  const key = await signingKey();
  const messageFor = issueMessageFactory(issue);
  const mails = await Promise.all(
    plan.recipients.map(async (recipient) => ({
      id: issueMailId(issueId, recipient.id),
      document: {
        ...mailDocument(
          recipient.email,
          messageFor(await newsletterUnsubscribeLink(key, recipient.email)),
          'newsletter',
        ),
        issueId,
      },
    })),
  );

  const queued = await runTransaction(async (tx) => {
    const again = readDoc<BatchDocument>(await tx.get(batch));
    if (!again || again.done) return 0;
    for (const mail of mails) tx.set(db().collection(COLLECTIONS.mail).doc(mail.id), mail.document);
    tx.update(batch, { done: true, queued: mails.length, suppressed: plan.suppressed });
    const last = plan.nextCursor === null;
    tx.update(issueRef(issueId), {
      'counts.queued': FieldValue.increment(mails.length),
      'counts.suppressed': FieldValue.increment(plan.suppressed),
      ...(last
        ? ({ status: 'sent', queuedAt: FieldValue.serverTimestamp() } satisfies Partial<
            NewsletterIssueDocument<WriteTime>
          >)
        : {}),
    });
    if (!last)
      tx.create(batchRef(issueId, index + 1), {
        index: index + 1,
        cursor: plan.nextCursor,
        done: false,
      } satisfies BatchDocument);
    return mails.length;
  });
  logInfo('newsletter.batch-queued', { issueId, index, queued, suppressed: plan.suppressed });
  return queued;
}

export const onNewsletterBatchCreated = onDocumentCreated(
  `${COLLECTIONS.newsletterIssues}/{issueId}/${COLLECTIONS.newsletterBatches}/{batchId}`,
  async (event) => {
    await sendNewsletterBatch(event.params.issueId, Number(event.params.batchId));
  },
);

/** Brings an issue's sent and failed counts in line with one recipient's mail document. */
export async function countNewsletterDelivery(mailId: string): Promise<void> {
  const mailRef = db().collection(COLLECTIONS.mail).doc(mailId);
  await runTransaction(async (tx) => {
    const mail = await tx.get(mailRef);
    const issueId = mail.get('issueId');
    if (typeof issueId !== 'string' || !issueId) return;
    const tally = deliveryRef(issueId, mailId);
    const counted = ((await tx.get(tally)).get('counted') ?? null) as CountedDelivery;
    const change = deliveryCountChange(counted, mail.get('delivery.state'));
    if (!change) return;
    tx.set(tally, { counted: change.counted, updatedAt: FieldValue.serverTimestamp() });
    tx.update(
      issueRef(issueId),
      Object.fromEntries(
        Object.entries(change.change).map(([field, by]) => [
          `counts.${field}`,
          FieldValue.increment(by),
        ]),
      ),
    );
  });
}

export const onNewsletterMailDelivery = onDocumentUpdated(
  `${COLLECTIONS.mail}/{mailId}`,
  async (event) => {
    const after = event.data?.after;
    if (typeof after?.get('issueId') !== 'string') return;
    if (event.data?.before.get('delivery.state') === after.get('delivery.state')) return;
    await countNewsletterDelivery(event.params.mailId);
  },
);
