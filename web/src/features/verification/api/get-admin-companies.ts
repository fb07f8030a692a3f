import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';

import {
  fetchAdminCompanies,
  fetchAdminCompany,
  fetchVettingQueue,
  type AdminCompanyFilters,
} from '@/features/verification/api/verification-data';

export const ADMIN_VERIFICATION_KEY = ['verification', 'admin'] as const;

export const vettingQueueQuery = (pages: number) =>
  queryOptions({
    queryKey: [...ADMIN_VERIFICATION_KEY, 'queue', pages],
    queryFn: () => fetchVettingQueue(pages),
    placeholderData: keepPreviousData,
  });

/** Checks waiting for review, oldest first, with how many wait. */
export function useVettingQueue(pages: number) {
  return useQuery(vettingQueueQuery(pages));
}

export const adminCompaniesQuery = (filters: AdminCompanyFilters) =>
  infiniteQueryOptions({
    queryKey: [
      ...ADMIN_VERIFICATION_KEY,
      'companies',
      filters.name ?? '',
      filters.status ?? null,
      filters.trade ?? null,
      filters.pending === true,
    ],
    queryFn: ({ pageParam }) => fetchAdminCompanies(filters, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.cursor,
  });

/** Every company by name, narrowed by the filters, a page at a time. */
export function useAdminCompanies(filters: AdminCompanyFilters) {
  return useInfiniteQuery(adminCompaniesQuery(filters));
}

export const adminCompanyQuery = (id: string) =>
  queryOptions({
    queryKey: [...ADMIN_VERIFICATION_KEY, 'company', id],
    queryFn: () => fetchAdminCompany(id),
  });

export function useAdminCompany(id: string | null) {
  return useQuery({ ...adminCompanyQuery(id ?? ''), enabled: id !== null });
}
