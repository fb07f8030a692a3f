import {
  collection,
  doc,
  getDocs,
  limit,
  query,
  serverTimestamp,
  updateDoc,
  where,
  writeBatch,
} from 'firebase/firestore';

import { firestore } from '@/lib/firestore';

// The rules let the owner change `readAt` and nothing else, and only to the request time.

/** Marks one notification read. */
export async function markNotificationRead(notificationId: string): Promise<void> {
  await updateDoc(doc(firestore(), 'notifications', notificationId), {
    readAt: serverTimestamp(),
  });
}

/** A batch takes at most 500 writes. */
const BATCH_SIZE = 500;

/**
 * Marks every unread notification of the user read, including those below "Show more".
 * Equality filters only, so Firestore serves it from single-field indexes.
 */
export async function markAllNotificationsRead(userId: string): Promise<number> {
  const db = firestore();
  const unread = await getDocs(
    query(
      collection(db, 'notifications'),
      where('userId', '==', userId),
      where('readAt', '==', null),
      limit(BATCH_SIZE),
    ),
  );
  if (unread.empty) return 0;
  const batch = writeBatch(db);
  unread.docs.forEach((snapshot) => batch.update(snapshot.ref, { readAt: serverTimestamp() }));
  await batch.commit();
  return unread.size;
}
