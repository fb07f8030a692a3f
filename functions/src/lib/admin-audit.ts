import { FieldValue, type Transaction } from 'firebase-admin/firestore';

import { COLLECTIONS } from '@fixwell/common/collections';
import type { AdminAuditEntry } from '@fixwell/common/billing/stripe-records';

import { db } from './admin';
import type { WriteTime } from './documents';

/** Appends one entry to `adminAudit` in the transaction that makes the change it records. */
export function recordAdminAction(
  tx: Transaction,
  entry: Omit<AdminAuditEntry<WriteTime>, 'at'>,
): void {
  tx.create(db().collection(COLLECTIONS.adminAudit).doc(), {
    ...entry,
    at: FieldValue.serverTimestamp(),
  } satisfies AdminAuditEntry<WriteTime>);
}
