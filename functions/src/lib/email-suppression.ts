import { FieldValue } from 'firebase-admin/firestore';

import { COLLECTIONS } from '@fixwell/common/collections';

import { db } from './admin';
import { identifierHashKey, keyedHash } from './keyed-hash';

// The suppression list: addresses that must never get marketing email again (the newsletter and
// outreach), because their owner opted out, unsubscribed, or the address bounced. Kept as keyed
// hashes of the normalised address, so the list honours an opt-out without keeping the address
// itself (the person asked us to stop, not to remember them). Functions only: rules deny clients.

export type SuppressionReason = 'unsubscribed' | 'opted-out' | 'bounced' | 'added-by-admin';
export type SuppressionSource = 'newsletter' | 'outreach' | 'admin';

/** The form an address is compared in: trimmed and lower-cased. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** `emailSuppressions/{id}`: the id is the keyed hash of the normalised address. */
export async function suppressionId(email: string): Promise<string> {
  return keyedHash(await identifierHashKey(), `email-suppression:${normaliseEmail(email)}`);
}

export async function isSuppressed(email: string): Promise<boolean> {
  const snapshot = await db()
    .collection(COLLECTIONS.emailSuppressions)
    .doc(await suppressionId(email))
    .get();
  return snapshot.exists;
}

/** Which of these addresses are suppressed (one read per address, in parallel). */
export async function suppressedAmong(emails: readonly string[]): Promise<Set<string>> {
  const unique = [...new Set(emails.map(normaliseEmail))];
  const key = await identifierHashKey();
  const refs = unique.map((email) =>
    db()
      .collection(COLLECTIONS.emailSuppressions)
      .doc(keyedHash(key, `email-suppression:${email}`)),
  );
  const snapshots = refs.length > 0 ? await db().getAll(...refs) : [];
  return new Set(unique.filter((_, index) => snapshots[index]?.exists));
}

/** Adds an address to the list; adding it again keeps the first reason and time. */
export async function suppressEmail(
  email: string,
  reason: SuppressionReason,
  source: SuppressionSource,
): Promise<void> {
  await db()
    .collection(COLLECTIONS.emailSuppressions)
    .doc(await suppressionId(email))
    .create({ reason, source, createdAt: FieldValue.serverTimestamp() })
    .catch((error: { code?: number }) => {
      // 6 = ALREADY_EXISTS: the address is suppressed already, which is what was asked.
      if (error.code !== 6) throw error;
    });
}
