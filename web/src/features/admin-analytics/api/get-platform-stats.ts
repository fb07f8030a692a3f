import { queryOptions, useQuery } from '@tanstack/react-query';

import {
  getAdminDashboard,
  getPlatformDays,
  getServiceDays,
} from '@/features/admin-analytics/api/admin-analytics-data';

export const adminDashboardQuery = () =>
  queryOptions({
    queryKey: ['admin-analytics', 'dashboard'],
    queryFn: getAdminDashboard,
    staleTime: 60 * 1000,
  });

export function useAdminDashboard() {
  return useQuery(adminDashboardQuery());
}

export const platformDaysQuery = (fromDay: string) =>
  queryOptions({
    queryKey: ['admin-analytics', 'platform-days', fromDay],
    queryFn: () => getPlatformDays(fromDay),
    staleTime: 5 * 60 * 1000,
  });

export function usePlatformDays(fromDay: string) {
  return useQuery(platformDaysQuery(fromDay));
}

export const serviceDaysQuery = (service: string, fromDay: string) =>
  queryOptions({
    queryKey: ['admin-analytics', 'service-days', service, fromDay],
    queryFn: () => getServiceDays(service, fromDay),
    staleTime: 5 * 60 * 1000,
  });

export function useServiceDays(service: string, fromDay: string) {
  return useQuery(serviceDaysQuery(service, fromDay));
}
