import { FieldValue } from 'firebase-admin/firestore';

import type { TransactionDocument } from '@fixwell/common/billing/transaction';
import { COLLECTIONS } from '@fixwell/common/collections';

import { db } from '../lib/admin';
import type { WriteTime } from '../lib/documents';

/** `transactions/{stripeObjectId}`: keyed by the Stripe object, so a replayed event rewrites it. */
export const transactionRef = (stripeObjectId: string) =>
  db().collection(COLLECTIONS.transactions).doc(stripeObjectId);

/** A whole row: always in pounds sterling, stamped now. */
export function transactionRow(
  fields: Omit<TransactionDocument<WriteTime>, 'currency' | 'updatedAt'>,
): TransactionDocument<WriteTime> {
  return { ...fields, currency: 'gbp', updatedAt: FieldValue.serverTimestamp() };
}
