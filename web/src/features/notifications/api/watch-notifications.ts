import { watchNotifications } from '@/features/notifications/api/notifications-data';
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
