import type { Firestore, Transaction } from 'firebase-admin/firestore';

import { db } from './admin';

/** How many times a whole transaction is started again after the server closed it under a read. */
const CLOSED_TRANSACTION_ATTEMPTS = 3;

type TransactionOptions = Parameters<Firestore['runTransaction']>[1];

/**
 * The functions' one way to run a transaction: `db().runTransaction`, started again when a read
 * fails because the server had already closed the transaction. The SDK sends a query that timed
 * out again with the same transaction, which the server may have closed meanwhile (the emulator
 * under load does, as Firestore does past a transaction's deadline). The SDK starts a transaction
 * again for "has expired" but not for this wording ("Transaction is invalid or closed",
 * INVALID_ARGUMENT), so the caller, an admin's role change or a trigger, would fail with INTERNAL.
 * `update` runs again from the start, as on the SDK's own retries: it must only read and write
 * through `tx`, the rule for every transaction already.
 */
export function runTransaction<T>(
  update: (tx: Transaction) => Promise<T>,
  options?: TransactionOptions,
): Promise<T> {
  return retryClosedTransaction(() => db().runTransaction(update, options));
}

/** Runs `attempt` again, up to `attempts` times in all, while it fails on a closed transaction. */
export async function retryClosedTransaction<T>(
  attempt: () => Promise<T>,
  attempts = CLOSED_TRANSACTION_ATTEMPTS,
): Promise<T> {
  for (let tried = 1; ; tried += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (tried >= attempts || !isClosedTransaction(error)) throw error;
    }
  }
}

/** The server's answer to a read or commit in a transaction it no longer has (gRPC code 3). */
export function isClosedTransaction(error: unknown): boolean {
  const { code, details, message } = (error ?? {}) as Record<string, unknown>;
  return code === 3 && /transaction is invalid or closed/i.test(String(details ?? message ?? ''));
}
