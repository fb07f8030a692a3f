import { FieldValue } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/https';

import { requireNoInput, requireUid } from '../callable/callable-guards';
import { adminAuth, db } from '../lib/admin';
import { logInfo } from '../lib/log';
import { QUOTES_COLLECTION } from './submit-quote-request';

/** Firestore's limit on the writes of one batch. */
const BATCH_SIZE = 500;
/** 10,000 requests from one address is far past anything real; stop rather than loop forever. */
const MAX_BATCHES = 20;

export const CLAIM_GUEST_QUOTES_MESSAGES = {
  unverified:
    'Verify your email address first: we link requests made as a guest only to an account that has proved it owns their email address.',
  notCustomer: 'Only customer accounts can have quote requests linked to them.',
} as const;

/**
 * Links every guest request made with `email` (not yet linked to anyone) to the customer `uid`.
 * The caller must have checked that `uid` owns `email` (a verified address). Returns how many
 * were linked. Each pass re-queries, because linked requests drop out of `customerId == null`.
 */
export async function linkGuestQuotes(uid: string, email: string): Promise<number> {
  const unclaimed = db()
    .collection(QUOTES_COLLECTION)
    .where('contact.email', '==', email.trim().toLowerCase())
    .where('customerId', '==', null)
    .limit(BATCH_SIZE);

  let linked = 0;
  for (let pass = 0; pass < MAX_BATCHES; pass += 1) {
    const snapshot = await unclaimed.get();
    if (snapshot.empty) break;
    const batch = db().batch();
    for (const quote of snapshot.docs) {
      batch.update(quote.ref, { customerId: uid, updatedAt: FieldValue.serverTimestamp() });
    }
    await batch.commit();
    linked += snapshot.size;
    if (snapshot.size < BATCH_SIZE) break;
  }
  return linked;
}

/** Whether `users/{uid}` is an active customer: only they may own quote requests. */
export async function isActiveCustomer(uid: string): Promise<boolean> {
  const profile = await db().collection('users').doc(uid).get();
  return profile.get('role') === 'customer' && profile.get('active') === true;
}

/**
 * A signed-in customer with a verified email takes ownership of the requests they made as a guest
 * with that address, so they appear in `/customer/quotes`. Answers `{ linked }`.
 */
export const claimGuestQuotes = onCall(async (request): Promise<{ linked: number }> => {
  const uid = requireUid(request);
  requireNoInput(request.data);

  // Auth's own record rather than the ID token: a customer who has just clicked the link may still
  // hold a token from before, and one issued before an email change names the old address.
  const { email, emailVerified: verified } = await adminAuth().getUser(uid);
  if (!verified || !email) {
    throw new HttpsError('failed-precondition', CLAIM_GUEST_QUOTES_MESSAGES.unverified);
  }
  if (!(await isActiveCustomer(uid))) {
    throw new HttpsError('permission-denied', CLAIM_GUEST_QUOTES_MESSAGES.notCustomer);
  }

  const linked = await linkGuestQuotes(uid, email);
  logInfo('quote.guest-quotes-claimed', { uid, linked });
  return { linked };
});
