import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';

import {
  fetchAdminUser,
  fetchAdminUsers,
  fetchUserActivity,
  type AdminUserFilters,
  type AdminUsersCursor,
} from '@/features/admin-users/api/admin-users-data';

export const ADMIN_USERS_KEY = ['admin-users'] as const;

export const adminUsersQuery = (filters: AdminUserFilters) =>
  infiniteQueryOptions({
    queryKey: [
      ...ADMIN_USERS_KEY,
      'list',
      filters.q ?? '',
      filters.role ?? null,
      filters.status ?? null,
    ],
    queryFn: ({ pageParam }) => fetchAdminUsers(filters, pageParam),
    initialPageParam: null as AdminUsersCursor | null,
    getNextPageParam: (page) => page.next,
    staleTime: 30 * 1000,
  });

/** Every account, newest first, narrowed by the filters, a page at a time. */
export function useAdminUsers(filters: AdminUserFilters) {
  return useInfiniteQuery(adminUsersQuery(filters));
}

export const adminUserQuery = (uid: string) =>
  queryOptions({
    queryKey: [...ADMIN_USERS_KEY, 'user', uid],
    queryFn: () => fetchAdminUser(uid),
  });

export function useAdminUser(uid: string) {
  return useQuery(adminUserQuery(uid));
}

export function useUserActivity(uid: string) {
  return useQuery({
    queryKey: [...ADMIN_USERS_KEY, 'activity', uid],
    queryFn: () => fetchUserActivity(uid),
  });
}
