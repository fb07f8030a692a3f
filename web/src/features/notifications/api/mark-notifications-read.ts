import { useMutation } from '@tanstack/react-query';

import {
  markAllNotificationsRead,
  markNotificationRead,
} from '@/features/notifications/api/notifications-data';

export function useMarkNotificationRead() {
  return useMutation({ mutationFn: (id: string) => markNotificationRead(id) });
}

export function useMarkAllNotificationsRead() {
  return useMutation({ mutationFn: (userId: string) => markAllNotificationsRead(userId) });
}
