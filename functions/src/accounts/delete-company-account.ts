import { FieldValue, type Query, type Timestamp } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/https';

import {
  ACCOUNT_DELETION_MESSAGES,
  type DeletedIssuer,
} from '@fixwell/common/accounts/account-deletion';
import type { StripeRefsDocument } from '@fixwell/common/billing/stripe-records';
import { COLLECTIONS } from '@fixwell/common/collections';
import type { SubscriptionDocument } from '@fixwell/common/subscription';

import type { CompanyDocument } from '../companies/company-documents';
import { deleteCompanySlug, writeCoverageIndex } from '../companies/company-lookup-index';
import { companyPrivateRef } from '../companies/company-private';
import { db } from '../lib/admin';
import { readDoc } from '../lib/documents';
import { logInfo, logWarning } from '../lib/log';
import { stripe } from '../lib/stripe';
import { documentVerdict } from './account-deletion-decision';

// What leaving Fixwell does to a company's data (issue 15 §2). Every step tolerates "already
// done", so calling deleteMyAccount again after a failure finishes the job.
//
// Kept, as money records (HMRC: 6 years): invoices issued and documents with card payments
// (stamped with the business name as it was), `transactions`, `stripeRefs` and `connectAccounts`
// (ids only: later Stripe events about those payments still find their rows). Reviews customers
// wrote stay as they are. Everything else the company owns is deleted or left.

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
 * Everything a company's account leaves behind, for deleteMyAccount: cancels its Stripe
 * subscriptions first (nothing is deleted when Stripe cannot be reached), unpublishes it, keeps
 * and stamps what must stay, deletes the rest and leaves its conversations and appointments. The
 * profile and the Auth user are the caller's to delete, last.
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

  await settleDocuments(uid, businessName);
  await unpublish(uid);

  const byCompany = (name: string) => db().collection(name).where('companyId', '==', uid);
  await deleteAll(byCompany(COLLECTIONS.documentTemplates));
  await deleteAll(byCompany(COLLECTIONS.companyCustomers));
  await deleteAll(byCompany(COLLECTIONS.leads));
  await deleteAll(db().collection(COLLECTIONS.notifications).where('userId', '==', uid));

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

  const batch = db().batch();
  batch.delete(companyPrivateRef(uid));
  batch.delete(db().collection(COLLECTIONS.subscriptions).doc(uid));
  batch.delete(db().collection(COLLECTIONS.leadAllowances).doc(uid));
  batch.delete(db().collection(COLLECTIONS.documentCounters).doc(uid));
  batch.delete(db().collection(COLLECTIONS.notificationPreferences).doc(uid));
  await batch.commit();

  logInfo('account.company-data-deleted', { cancelledSubscriptions: cancelled.length });
  return { cancelled };
}
