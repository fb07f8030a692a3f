import { orderBy, where, type DocumentSnapshot } from 'firebase/firestore';

import type {
  AppNotification,
  NotificationPage,
} from '@/features/notifications/notification-types';
import { toDateOrNull, watchPage } from '@/lib/firestore-live';

/** Notifications per "Show more". */
export const NOTIFICATIONS_PAGE_SIZE = 20;

function notificationFromSnapshot(snapshot: DocumentSnapshot): AppNotification {
  // Our own "mark as read" is pending until the server answers: estimate it so it shows at once.
  const data = snapshot.data({ serverTimestamps: 'estimate' }) ?? {};
  return {
    id: snapshot.id,
    userId: String(data.userId ?? ''),
    type: data.type as AppNotification['type'],
    title: typeof data.title === 'string' ? data.title : 'Notification',
    body: typeof data.body === 'string' ? data.body : '',
    link: typeof data.link === 'string' ? data.link : '',
    readAt: toDateOrNull(data.readAt),
    createdAt: toDateOrNull(data.createdAt) ?? new Date(0),
  };
}

/** Listens to a user's notifications, newest first (index: userId ↑, createdAt ↓). */
export function watchNotifications(
  userId: string,
  count: number,
  onData: (page: NotificationPage) => void,
  onError: (error: Error) => void,
): () => void {
  return watchPage(
    'notifications',
    [where('userId', '==', userId), orderBy('createdAt', 'desc')],
    count,
    notificationFromSnapshot,
    ({ items, hasMore }) => onData({ notifications: items, hasMore }),
    onError,
  );
}
