import { HttpsError } from 'firebase-functions/https';
import type { Timestamp, Transaction } from 'firebase-admin/firestore';
import type { z } from 'zod';

import { COLLECTIONS } from '@fixwell/common/collections';
import {
  verificationCheckId,
  VERIFICATION_MESSAGES,
  type VerificationCheckDocument,
  type VerificationCheckType,
} from '@fixwell/common/companies/verification';

import { db } from '../lib/admin';
import { readDoc } from '../lib/documents';
import type { StoredUserProfile } from '../lib/user-profiles';
import type { Refusal } from './verification-decisions';

export type StoredCheck = VerificationCheckDocument<Timestamp>;

export const checkRef = (companyId: string, type: VerificationCheckType) =>
  db().collection(COLLECTIONS.verificationChecks).doc(verificationCheckId(companyId, type));
export const companyRef = (uid: string) => db().collection(COLLECTIONS.companies).doc(uid);

export const refusalError = (refusal: Refusal) => new HttpsError(refusal.code, refusal.message);

/** The login email of `uid`, read in `tx` (before its writes); null when unknown. */
export async function loginEmailOf(uid: string, tx: Transaction): Promise<string | null> {
  const profile = readDoc<StoredUserProfile>(
    await tx.get(db().collection(COLLECTIONS.users).doc(uid)),
  );
  return typeof profile?.email === 'string' && profile.email ? profile.email : null;
}

/**
 * Invalid input: the first problem as the message (shown as it is), and every field's first
 * message in `details.fields`, keyed by its path ("details.expiresOn"), for the form's fields.
 */
export function invalidVerificationInput(issues: readonly z.core.$ZodIssue[]): HttpsError {
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[issue.path.map(String).join('.') || 'form'] ??= issue.message;
  return new HttpsError('invalid-argument', issues[0]?.message ?? VERIFICATION_MESSAGES.invalid, {
    fields,
  });
}
