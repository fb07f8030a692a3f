import { FieldValue } from 'firebase-admin/firestore';
import { onCall } from 'firebase-functions/https';

import { adminAuth, db } from '../lib/admin';
import { requireNoInput, requireUid } from './callable-guards';

/**
 * Copies Firebase Auth's emailVerified onto users/{uid}. The rules forbid clients to write that
 * field, so this trusted copy is the only way it changes after sign-up.
 */
export const syncEmailVerified = onCall(async (request): Promise<{ emailVerified: boolean }> => {
  const uid = requireUid(request);
  requireNoInput(request.data);

  const { emailVerified } = await adminAuth().getUser(uid);
  const profileRef = db().collection('users').doc(uid);
  await db().runTransaction(async (tx) => {
    const profile = await tx.get(profileRef);
    // A missing profile has nothing to sync; sign-in already refuses such accounts.
    if (!profile.exists || profile.get('emailVerified') === emailVerified) return;
    tx.update(profileRef, { emailVerified, updatedAt: FieldValue.serverTimestamp() });
  });
  return { emailVerified };
});
