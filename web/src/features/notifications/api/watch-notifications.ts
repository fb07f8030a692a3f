import {
  watchNotifications,
  watchUnreadNotificationCount,
} from '@/features/notifications/api/notifications-data';
import type { NotificationPage } from '@/features/notifications/notification-types';
import { useLiveQuery } from '@/hooks/use-live-query';

/** A user's notifications, live: the listener shows a change of `readAt` by itself. */
export function useNotifications(userId: string, count: number) {
  return useLiveQuery<NotificationPage>(
    ['notifications', userId, count],
    (onData, onError) => watchNotifications(userId, count, onData, onError),
    { enabled: Boolean(userId), keepPrevious: true },
  );
}

/** How many of the user's notifications are unread, live; undefined until the first answer. */
export function useUnreadNotificationCount(userId: string): number | undefined {
  const { data } = useLiveQuery<number>(
    ['notifications', userId, 'unread'],
    (onData, onError) => watchUnreadNotificationCount(userId, onData, onError),
    { enabled: Boolean(userId) },
  );
  return userId ? data : undefined;
}
