import { useMutation } from '@tanstack/react-query';

import {
  markAllNotificationsRead,
  markNotificationRead,
} from '@/features/notifications/api/mark-notifications-read';
import { watchNotifications } from '@/features/notifications/api/watch-notifications';
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

export function useMarkNotificationRead() {
  return useMutation({ mutationFn: (id: string) => markNotificationRead(id) });
}

export function useMarkAllNotificationsRead() {
  return useMutation({ mutationFn: (userId: string) => markAllNotificationsRead(userId) });
}
