import { FieldValue } from 'firebase-admin/firestore';
import { onCall } from 'firebase-functions/https';

import { adminAuth, db } from '../lib/admin';
import { logError, logInfo } from '../lib/log';
import { linkGuestQuotes } from '../quotes/claim-guest-quotes';
import { requireNoInput, requireUid } from './callable-guards';

/**
 * Copies Firebase Auth's emailVerified onto users/{uid}. The rules forbid clients to write that
 * field, so this trusted copy is the only way it changes after sign-up.
 */
export const syncEmailVerified = onCall(async (request): Promise<{ emailVerified: boolean }> => {
  const uid = requireUid(request);
  requireNoInput(request.data);

  const { emailVerified, email } = await adminAuth().getUser(uid);
  const profileRef = db().collection('users').doc(uid);
  const newlyVerifiedCustomer = await db().runTransaction(async (tx) => {
    const profile = await tx.get(profileRef);
    // A missing profile has nothing to sync; sign-in already refuses such accounts.
    if (!profile.exists || profile.get('emailVerified') === emailVerified) return false;
    tx.update(profileRef, { emailVerified, updatedAt: FieldValue.serverTimestamp() });
    return emailVerified && profile.get('role') === 'customer' && profile.get('active') === true;
  });
  // Now that the address is proved theirs, the requests they made with it as a guest are theirs
  // too. The customer area calls claimGuestQuotes as well, so a failure here is only logged.
  if (newlyVerifiedCustomer && email) {
    try {
      const linked = await linkGuestQuotes(uid, email);
      logInfo('quote.guest-quotes-claimed', { uid, linked, via: 'sync-email-verified' });
    } catch (error) {
      logError('quote.guest-quotes-claim-failed', error, { uid });
    }
  }
  return { emailVerified };
});
