import { FieldValue } from 'firebase-admin/firestore';

import { syncEmailVerifiedCallable } from '@fixwell/common/callables';
import { COLLECTIONS } from '@fixwell/common/collections';
import type { UserProfileDocument } from '@fixwell/common/user-profile';

import { adminAuth, db } from '../lib/admin';
import { runTransaction } from '../lib/transaction';
import { onCallable } from '../lib/callable';
import { readDoc, type WriteTime } from '../lib/documents';
import { logError, logInfo } from '../lib/log';
import type { StoredUserProfile } from '../lib/user-profiles';
import { linkGuestQuotes } from '../quotes/guest-quotes';

/**
 * Copies Firebase Auth's emailVerified onto users/{uid}. The rules forbid clients to write that
 * field, so this trusted copy is the only way it changes after sign-up.
 */
export const syncEmailVerified = onCallable(
  syncEmailVerifiedCallable,
  async (_input, { uid }) => {
    const { emailVerified, email } = await adminAuth().getUser(uid);
    const profileRef = db().collection(COLLECTIONS.users).doc(uid);
    const newlyVerifiedCustomer = await runTransaction(async (tx) => {
      const profile = readDoc<StoredUserProfile>(await tx.get(profileRef));
      // A missing profile has nothing to sync; sign-in already refuses such accounts.
      if (!profile || profile.emailVerified === emailVerified) return false;
      tx.update(profileRef, {
        emailVerified,
        updatedAt: FieldValue.serverTimestamp(),
      } satisfies Partial<UserProfileDocument<WriteTime>>);
      return emailVerified && profile.role === 'customer' && profile.active === true;
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
  },
  { auth: 'required' },
);
