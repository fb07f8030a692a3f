import { doc, getDoc } from 'firebase/firestore';

import { firestore } from '@/lib/firestore';

/** Reads `users/{uid}`: its data (pending server timestamps estimated), or undefined when missing. */
export async function getProfileData(uid: string): Promise<Record<string, unknown> | undefined> {
  const snapshot = await getDoc(doc(firestore(), 'users', uid));
  return snapshot.exists() ? snapshot.data({ serverTimestamps: 'estimate' }) : undefined;
}
