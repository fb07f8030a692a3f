import type { Timestamp } from 'firebase-admin/firestore';

import type { StripeRefsDocument } from '@fixwell/common/billing/stripe-records';
import { COLLECTIONS } from '@fixwell/common/collections';

import { db } from '../lib/admin';
import { readDoc } from '../lib/documents';

/** `stripeRefs/{companyUid}`, where the company's Connect account id is kept. */
export const stripeRefsRef = (companyUid: string) =>
  db().collection(COLLECTIONS.stripeRefs).doc(companyUid);

/** The company's Connect account id, or null before its first "Set up payouts". */
export async function savedConnectAccountId(companyUid: string): Promise<string | null> {
  const refs = readDoc<Partial<StripeRefsDocument<Timestamp>>>(
    await stripeRefsRef(companyUid).get(),
  );
  return typeof refs?.connectAccountId === 'string' && refs.connectAccountId !== ''
    ? refs.connectAccountId
    : null;
}
