import { FieldValue, type Timestamp } from 'firebase-admin/firestore';

import type { StripeRefsDocument } from '@fixwell/common/billing/stripe-records';
import { COLLECTIONS } from '@fixwell/common/collections';
import type { CompanyDocument } from '@fixwell/common/company';

import { db } from '../lib/admin';
import { readDoc, type WriteTime } from '../lib/documents';
import { stripe } from '../lib/stripe';
import { readUserProfile } from '../lib/user-profiles';

// One Stripe customer per company, kept in `stripeRefs/{companyUid}` and reused by every
// checkout, the portal and extra-lead invoice items; and the way back from a Stripe object to the
// company it belongs to.

export const stripeRefsOf = (companyUid: string) =>
  db().collection(COLLECTIONS.stripeRefs).doc(companyUid);

/** The company's Stripe customer id, or null before its first checkout. */
export async function savedCustomerId(companyUid: string): Promise<string | null> {
  const refs = readDoc<Partial<StripeRefsDocument<Timestamp>>>(
    await stripeRefsOf(companyUid).get(),
  );
  return typeof refs?.customerId === 'string' && refs.customerId !== '' ? refs.customerId : null;
}

/** Keeps the customer id (merged: the Connect account id lives on the same document). */
export async function saveCustomerId(companyUid: string, customerId: string): Promise<void> {
  await stripeRefsOf(companyUid).set(
    { customerId, updatedAt: FieldValue.serverTimestamp() } satisfies Partial<
      StripeRefsDocument<WriteTime>
    >,
    { merge: true },
  );
}

/**
 * The company's customer, created on first use with its name, email and uid. The idempotency key
 * makes two racing first checkouts create one customer.
 */
export async function companyCustomerId(companyUid: string): Promise<string> {
  const saved = await savedCustomerId(companyUid);
  if (saved) return saved;
  const [profile, company] = await Promise.all([
    readUserProfile(companyUid),
    db()
      .collection(COLLECTIONS.companies)
      .doc(companyUid)
      .get()
      .then((snapshot) => readDoc<Partial<CompanyDocument<Timestamp>>>(snapshot)),
  ]);
  const name = company?.businessName ?? profile?.displayName;
  const customer = await stripe().customers.create(
    {
      ...(profile?.email ? { email: profile.email } : {}),
      ...(name ? { name } : {}),
      metadata: { companyUid },
    },
    { idempotencyKey: `customer-${companyUid}` },
  );
  await saveCustomerId(companyUid, customer.id);
  return customer.id;
}

/**
 * The company a Stripe object belongs to: the uid it carries (metadata.companyUid or a checkout's
 * client_reference_id), else the company whose customer it is. Null when neither says.
 */
export async function companyUidFor(
  carried: string | null | undefined,
  customerId: string | null | undefined,
): Promise<string | null> {
  if (typeof carried === 'string' && carried !== '') return carried;
  if (typeof customerId !== 'string' || customerId === '') return null;
  const found = await db()
    .collection(COLLECTIONS.stripeRefs)
    .where('customerId', '==', customerId)
    .limit(1)
    .get();
  return found.docs[0]?.id ?? null;
}
