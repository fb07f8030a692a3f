import { COLLECTIONS } from '@fixwell/common/collections';

import { adminAuth, adminDb, uniqueEmail } from './emulators';
import { COMPANY_PASSWORD } from './quote-fixtures';

/**
 * An active account with `role` (its auth user, password COMPANY_PASSWORD, and `users/{uid}`);
 * answers its email for signing in.
 */
export async function seedUser(
  uid: string,
  role: 'customer' | 'admin' | 'company',
): Promise<string> {
  const email = uniqueEmail(uid);
  await adminAuth().createUser({ uid, email, password: COMPANY_PASSWORD, emailVerified: true });
  await adminDb()
    .collection(COLLECTIONS.users)
    .doc(uid)
    .set({ uid, email, role, active: true, displayName: uid });
  return email;
}
