import type { NotificationPreferences } from '@fixwell/common/notification-preferences';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { notificationPreferencesQuery } from '@/features/notifications/api/get-notification-preferences';
import { saveNotificationPreferences } from '@/features/notifications/api/notifications-data';

/** Saves the user's email choices and keeps the cached copy in step. */
export function useSaveNotificationPreferences(uid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (preferences: NotificationPreferences) =>
      saveNotificationPreferences(uid, preferences),
    onSuccess: (_, preferences) => {
      queryClient.setQueryData(notificationPreferencesQuery(uid).queryKey, preferences);
    },
  });
}
