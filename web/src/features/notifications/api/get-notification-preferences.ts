import { queryOptions, useQuery } from '@tanstack/react-query';

import { getNotificationPreferences } from '@/features/notifications/api/notifications-data';

export const notificationPreferencesQuery = (uid: string) =>
  queryOptions({
    queryKey: ['notificationPreferences', uid],
    queryFn: () => getNotificationPreferences(uid),
  });

/** The signed-in user's email choices. */
export function useNotificationPreferences(uid: string) {
  return useQuery({ ...notificationPreferencesQuery(uid), enabled: Boolean(uid) });
}
