import { FieldValue, type Query, type Timestamp } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/https';

import {
  ACCOUNT_DELETION_MESSAGES,
  type DeletedIssuer,
} from '@fixwell/common/accounts/account-deletion';
import type { StripeRefsDocument } from '@fixwell/common/billing/stripe-records';
import { COLLECTIONS } from '@fixwell/common/collections';
import type { SupportReplyDocument } from '@fixwell/common/support/support-ticket';
import type { SubscriptionDocument } from '@fixwell/common/subscription';

import { cancelDecision } from '../appointments/appointment-decisions';
import {
  appointmentsRef,
  readAppointment,
  readParties,
  writeCancellation,
} from '../appointments/appointment-effects';
import type { CompanyDocument } from '../companies/company-documents';
import { deleteCompanySlug, writeCoverageIndex } from '../companies/company-lookup-index';
import { adminStorage, db } from '../lib/admin';
import { runTransaction } from '../lib/transaction';
import { readDoc } from '../lib/documents';
import { logInfo, logWarning } from '../lib/log';
import { deleteObjectsUnder } from '../lib/stored-objects';
import { stripe } from '../lib/stripe';
import { quotePhotosBucket } from '../quote-photos/photo-store';
import {
  deleteSupportFile,
  repliesOf,
  supportAttachmentRef,
  ticketsCollection,
} from '../support/support-store';
import {
  cancelsOnDeletion,
  COMPANY_FILE_FOLDERS,
  documentVerdict,
  tableDeletes,
} from './account-deletion-decision';

// What leaving Fixwell does to a company's data (issue 15 §2). COMPANY_DATA_RULES in
// account-deletion-decision.ts is the audit: every collection, and whether the company's documents
// there are deleted, left (the company taken out, the other side keeps them), kept (HMRC, the
// customers' own words, the admin audit log) or hold nothing of one company; its test fails when a
// collection has no row. The plain deletes (`{uid}` documents, `where(field, '==', uid)`) run from
// that table; the rest are the steps below. Every step tolerates "already done", so calling
// deleteMyAccount again after a failure finishes the job.

const PAGE = 300;

/** Runs `query` page by page, handing each page's documents to `each` in one batch. */
async function forEachPage(
  query: Query,
  each: (batch: FirebaseFirestore.WriteBatch, doc: FirebaseFirestore.QueryDocumentSnapshot) => void,
): Promise<number> {
  let total = 0;
  let last: FirebaseFirestore.QueryDocumentSnapshot | undefined;
  for (;;) {
    const page = await (last ? query.startAfter(last) : query).limit(PAGE).get();
    if (page.empty) return total;
    const batch = db().batch();
    for (const doc of page.docs) each(batch, doc);
    await batch.commit();
    total += page.size;
    if (page.size < PAGE) return total;
    last = page.docs[page.docs.length - 1];
  }
}

const deleteAll = (query: Query) => forEachPage(query, (batch, doc) => batch.delete(doc.ref));

/**
 * Cancels every live Stripe subscription of the company's customer (and the one its
 * subscription document names), at once and without a refund. Throws `unavailable` when Stripe
 * cannot be reached, before anything is deleted.
 */
export async function cancelStripeSubscriptions(uid: string): Promise<string[]> {
  const [subscriptionSnap, refsSnap] = await Promise.all([
    db().collection(COLLECTIONS.subscriptions).doc(uid).get(),
    db().collection(COLLECTIONS.stripeRefs).doc(uid).get(),
  ]);
  const subscription = readDoc<Partial<SubscriptionDocument<Timestamp>>>(subscriptionSnap);
  const refs = readDoc<Partial<StripeRefsDocument<Timestamp>>>(refsSnap);
  const customerId = refs?.customerId ?? subscription?.stripeCustomerId ?? null;
  const ids = new Set<string>();
  if (typeof subscription?.stripeSubscriptionId === 'string' && subscription.stripeSubscriptionId)
    ids.add(subscription.stripeSubscriptionId);
  const cancelled: string[] = [];
  try {
    if (typeof customerId === 'string' && customerId) {
      const live = await stripe().subscriptions.list({ customer: customerId, limit: 100 });
      for (const item of live.data) ids.add(item.id);
    }
    for (const id of ids) {
      const current = await stripe()
        .subscriptions.retrieve(id)
        .catch((error: unknown) => {
          if ((error as { code?: unknown }).code === 'resource_missing') return null;
          throw error;
        });
      if (!current || current.status === 'canceled' || current.status === 'incomplete_expired')
        continue;
      await stripe().subscriptions.cancel(id, undefined, {
        idempotencyKey: `account-deletion-cancel-${id}`,
      });
      cancelled.push(id);
    }
  } catch (error) {
    logWarning('account.stripe-cancel-failed', {
      message: error instanceof Error ? error.message : String(error),
    });
    throw new HttpsError('unavailable', ACCOUNT_DELETION_MESSAGES.stripeUnavailable);
  }
  return cancelled;
}

/** Takes the company out of the directory and matching: coverage index, slug, then its document. */
async function unpublish(uid: string): Promise<void> {
  const companyRef = db().collection(COLLECTIONS.companies).doc(uid);
  const company = readDoc<CompanyDocument>(await companyRef.get());
  const batch = db().batch();
  if (company) {
    const keys = Array.isArray(company.coverageKeys) ? company.coverageKeys : [];
    writeCoverageIndex(db(), batch, uid, keys, []);
    if (typeof company.slug === 'string' && company.slug !== '')
      deleteCompanySlug(db(), batch, company.slug);
  }
  batch.delete(companyRef);
  await batch.commit();
}

/**
 * Keeps what HMRC needs of the company's documents (with its business name as it was) and
 * deletes the rest.
 */
async function settleDocuments(uid: string, businessName: string): Promise<void> {
  const issuer: DeletedIssuer = { businessName, deletedAt: new Date().toISOString() };
  await forEachPage(
    db().collection(COLLECTIONS.documents).where('companyId', '==', uid),
    (batch, doc) => {
      if (documentVerdict(doc.data()) === 'delete') batch.delete(doc.ref);
      else if (!doc.get('deletedIssuer')) batch.update(doc.ref, { deletedIssuer: issuer });
    },
  );
}

/**
 * Cancels the company's appointments still to come (cancelsOnDeletion), each in its own
 * transaction as the cancelAppointment callable does: the customer is told in the conversation,
 * in the app and by email. Runs before the company leaves its appointments, so a second call
 * still finds any it missed.
 */
async function cancelFutureAppointments(uid: string): Promise<number> {
  const nowMillis = Date.now();
  const upcoming = await appointmentsRef()
    .where('participantIds', 'array-contains', uid)
    .where('startsAt', '>', new Date(nowMillis))
    .get();
  let cancelled = 0;
  for (const { id: appointmentId } of upcoming.docs) {
    const done = await runTransaction(async (tx) => {
      const { ref, appointment } = await readAppointment(tx, appointmentId);
      const current = { ...appointment, startsAtMillis: appointment.startsAt.toMillis() };
      const decision = cancelDecision({ appointment: current, uid });
      if (!decision.allow || decision.by !== 'company' || !cancelsOnDeletion(current, nowMillis))
        return false;
      const parties = await readParties(tx, appointment);
      writeCancellation(tx, {
        ref,
        appointmentId,
        appointment,
        by: 'company',
        parties,
        nowMillis,
        reason: ACCOUNT_DELETION_MESSAGES.appointmentCancelled,
      });
      return true;
    });
    if (done) cancelled += 1;
  }
  return cancelled;
}

/**
 * Deletes the company's support tickets: each ticket's files (whoever sent them) with their
 * records, its replies, then the ticket; then any upload of the company's no ticket used.
 */
async function deleteSupportTickets(uid: string): Promise<number> {
  const deleteFile = async (id: string) => {
    await deleteSupportFile(id);
    await supportAttachmentRef(id).delete();
  };
  const tickets = await ticketsCollection().where('requesterId', '==', uid).get();
  for (const ticket of tickets.docs) {
    const replies = await repliesOf(ticket.id).get();
    const fileIds = replies.docs.flatMap((reply) => {
      const files = (reply.data() as Partial<SupportReplyDocument<Timestamp>>).attachments;
      return Array.isArray(files) ? files.map((file) => file.id) : [];
    });
    for (const id of new Set(fileIds)) await deleteFile(id);
    await deleteAll(repliesOf(ticket.id));
    await ticket.ref.delete();
  }
  const unused = await db()
    .collection(COLLECTIONS.supportAttachments)
    .where('uploaderId', '==', uid)
    .get();
  for (const upload of unused.docs) await deleteFile(upload.id);
  return tickets.size;
}

/** The company's `{uid}` documents and its documents found by a field, as the table says. */
async function deleteByTable(uid: string): Promise<void> {
  const batch = db().batch();
  for (const { collection, by, verdict } of tableDeletes(Object.values(COLLECTIONS))) {
    if (by === 'id') {
      batch.delete(db().collection(collection).doc(uid));
      continue;
    }
    await forEachPage(db().collection(collection).where(by, '==', uid), (page, doc) => {
      if (!verdict || verdict(doc.data()) === 'delete') page.delete(doc.ref);
    });
  }
  await batch.commit();
}

/** Every object in the company's Storage folders: logo, photos of past work, evidence. */
async function deleteCompanyFiles(uid: string): Promise<number> {
  // The stores accept only such uids in their paths; anything else has no folder of its own.
  if (!/^[A-Za-z0-9_-]{1,128}$/.test(uid)) return 0;
  let deleted = 0;
  for (const { bucket, folder } of COMPANY_FILE_FOLDERS)
    deleted += await deleteObjectsUnder(
      bucket === 'default' ? adminStorage().bucket() : quotePhotosBucket(),
      folder(uid),
    );
  return deleted;
}

/**
 * Everything a company's account leaves behind, for deleteMyAccount: cancels its Stripe
 * subscriptions first (nothing is deleted when Stripe cannot be reached) and its appointments
 * still to come, keeps and stamps what must stay, unpublishes it, deletes the rest (documents and
 * files) and leaves its conversations and appointments. The profile and the Auth user are the
 * caller's to delete, last.
 */
export async function deleteCompanyData(uid: string): Promise<{ cancelled: string[] }> {
  const cancelled = await cancelStripeSubscriptions(uid);

  const company = readDoc<CompanyDocument>(
    await db().collection(COLLECTIONS.companies).doc(uid).get(),
  );
  const profile = (await db().collection(COLLECTIONS.users).doc(uid).get()).data();
  const businessName =
    company?.branding?.tradingName ||
    company?.businessName ||
    (typeof profile?.businessName === 'string' ? profile.businessName : '') ||
    'A former Fixwell company';

  const appointments = await cancelFutureAppointments(uid);
  await settleDocuments(uid, businessName);
  await unpublish(uid);
  await deleteByTable(uid);
  const tickets = await deleteSupportTickets(uid);
  const files = await deleteCompanyFiles(uid);

  // Customers keep their copy of the conversation and their appointments; the company leaves.
  for (const name of [COLLECTIONS.conversations, COLLECTIONS.appointments])
    await forEachPage(
      db().collection(name).where('participantIds', 'array-contains', uid),
      (batch, doc) =>
        batch.update(doc.ref, {
          participantIds: FieldValue.arrayRemove(uid),
          ...(name === COLLECTIONS.conversations ? { unreadBy: FieldValue.arrayRemove(uid) } : {}),
        }),
    );

  logInfo('account.company-data-deleted', {
    cancelledSubscriptions: cancelled.length,
    cancelledAppointments: appointments,
    supportTickets: tickets,
    files,
  });
  return { cancelled };
}
