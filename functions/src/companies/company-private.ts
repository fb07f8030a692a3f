import type { Timestamp, Transaction } from 'firebase-admin/firestore';

import { COLLECTIONS } from '@fixwell/common/collections';
import type { CompanyPrivateDocument } from '@fixwell/common/company';

import { db } from '../lib/admin';
import { readDoc } from '../lib/documents';
import type { StoredUserProfile } from '../lib/user-profiles';

// `companyPrivate/{uid}`: what only the owner and admins see (the full base postcode, the lead
// email, the VAT number, a suspension reason). Functions write it; other domains read it through
// these helpers rather than reaching into the collection themselves.

export type StoredCompanyPrivate = CompanyPrivateDocument<Timestamp>;

export function companyPrivateRef(uid: string) {
  return db().collection(COLLECTIONS.companyPrivate).doc(uid);
}

/** The company's private document, or undefined (not provisioned yet, or deleted). */
export async function readCompanyPrivate(
  uid: string,
  tx?: Transaction,
): Promise<StoredCompanyPrivate | undefined> {
  const ref = companyPrivateRef(uid);
  return readDoc<StoredCompanyPrivate>(tx ? await tx.get(ref) : await ref.get());
}

/** Where lead emails go: the lead email the company chose, else its login email. */
export function leadEmailFrom(
  companyPrivate: Pick<StoredCompanyPrivate, 'leadEmail'> | undefined,
  profile: Pick<StoredUserProfile, 'email'> | undefined,
): string | null {
  const chosen = companyPrivate?.leadEmail;
  if (typeof chosen === 'string' && chosen.trim() !== '') return chosen.trim();
  const login = profile?.email;
  return typeof login === 'string' && login !== '' ? login : null;
}

/**
 * The address lead emails for this company go to: its lead email when set, else the email it
 * signs in with (`users/{uid}.email`); null when neither is known. Pass `tx` to read inside a
 * transaction (before its writes).
 */
export async function leadEmailOf(uid: string, tx?: Transaction): Promise<string | null> {
  const profileRef = db().collection(COLLECTIONS.users).doc(uid);
  const [companyPrivate, profileSnap] = await Promise.all([
    readCompanyPrivate(uid, tx),
    tx ? tx.get(profileRef) : profileRef.get(),
  ]);
  return leadEmailFrom(companyPrivate, readDoc<StoredUserProfile>(profileSnap));
}
