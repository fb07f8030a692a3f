// The notifications feature's only contact with Firebase. Hooks build on these, so component
// tests replace this one module.
import { COLLECTIONS } from '@fixwell/common/collections';
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  notificationPreferencesSchema,
  type NotificationPreferences,
} from '@fixwell/common/notification-preferences';
import { dateOf } from '@fixwell/common/timestamps';
import {
  collection,
  doc,
  getDoc,
  getDocs,
  limit,
  onSnapshot,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  writeBatch,
} from 'firebase/firestore';

import type {
  AppNotification,
  NotificationPage,
} from '@/features/notifications/notification-types';
import { firestore } from '@/lib/firestore';
import { readConverter } from '@/lib/firestore-converter';
import { watchPage } from '@/lib/firestore-live';

/** Notifications per "Show more". */
export const NOTIFICATIONS_PAGE_SIZE = 20;

// Our own "mark as read" is pending until the server answers: the converter estimates it, so it
// shows at once.
const notificationConverter = readConverter((id, data): AppNotification => ({
  id,
  userId: typeof data.userId === 'string' ? data.userId : '',
  type: data.type as AppNotification['type'],
  title: typeof data.title === 'string' ? data.title : 'Notification',
  body: typeof data.body === 'string' ? data.body : '',
  link: typeof data.link === 'string' ? data.link : '',
  readAt: dateOf(data.readAt),
  createdAt: dateOf(data.createdAt) ?? new Date(0),
}));

/** Listens to a user's notifications, newest first (index: userId ↑, createdAt ↓). */
export function watchNotifications(
  userId: string,
  count: number,
  onData: (page: NotificationPage) => void,
  onError: (error: Error) => void,
): () => void {
  const notifications = collection(firestore(), COLLECTIONS.notifications).withConverter(
    notificationConverter,
  );
  return watchPage(
    query(notifications, where('userId', '==', userId), orderBy('createdAt', 'desc')),
    count,
    ({ items, hasMore }) => onData({ notifications: items, hasMore }),
    onError,
  );
}

// The rules let the owner change `readAt` and nothing else, and only to the request time.

/** Marks one notification read. */
export async function markNotificationRead(notificationId: string): Promise<void> {
  await updateDoc(doc(firestore(), COLLECTIONS.notifications, notificationId), {
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
      collection(db, COLLECTIONS.notifications),
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

/** The unread count stops at this many (the header shows "99+" beyond it). */
export const UNREAD_COUNT_LIMIT = 100;

/**
 * Listens to how many notifications of the user are unread, up to `UNREAD_COUNT_LIMIT`. Equality
 * filters only, so Firestore serves it from single-field indexes.
 */
export function watchUnreadNotificationCount(
  userId: string,
  onData: (count: number) => void,
  onError: (error: Error) => void,
): () => void {
  const unread = query(
    collection(firestore(), COLLECTIONS.notifications),
    where('userId', '==', userId),
    where('readAt', '==', null),
    limit(UNREAD_COUNT_LIMIT),
  );
  return onSnapshot(unread, (snapshot) => onData(snapshot.size), onError);
}

// `notificationPreferences/{uid}`: the rules let the owner write `email`, `messageDigest` and
// `updatedAt` (the request time); `lastDigestAt` belongs to the digest function and is left alone.

/** The user's email choices; the defaults (everything on) until they save any. */
export async function getNotificationPreferences(uid: string): Promise<NotificationPreferences> {
  const snapshot = await getDoc(doc(firestore(), COLLECTIONS.notificationPreferences, uid));
  const parsed = notificationPreferencesSchema.safeParse(snapshot.data());
  return parsed.success ? parsed.data : DEFAULT_NOTIFICATION_PREFERENCES;
}

/** Saves the user's email choices (the whole `email` map and the digest choice). */
export async function saveNotificationPreferences(
  uid: string,
  preferences: NotificationPreferences,
): Promise<void> {
  await setDoc(
    doc(firestore(), COLLECTIONS.notificationPreferences, uid),
    {
      email: preferences.email,
      messageDigest: preferences.messageDigest,
      updatedAt: serverTimestamp(),
    },
    { mergeFields: ['email', 'messageDigest', 'updatedAt'] },
  );
}
