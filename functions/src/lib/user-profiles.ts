import type { Timestamp } from 'firebase-admin/firestore';

import { COLLECTIONS } from '@fixwell/common/collections';
import type { UserProfileDocument } from '@fixwell/common/user-profile';

import { db } from './admin';
import { readDoc } from './documents';

export type StoredUserProfile = UserProfileDocument<Timestamp>;

export async function readUserProfile(uid: string): Promise<StoredUserProfile | undefined> {
  return readDoc<StoredUserProfile>(await db().collection(COLLECTIONS.users).doc(uid).get());
}

/** Whether `users/{uid}` is an active customer: only they may own quote requests. */
export async function isActiveCustomer(uid: string): Promise<boolean> {
  const profile = await readUserProfile(uid);
  return profile?.role === 'customer' && profile.active === true;
}
