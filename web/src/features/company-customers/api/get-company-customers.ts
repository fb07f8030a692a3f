import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';

import {
  fetchCompanyCustomer,
  fetchCompanyCustomers,
  fetchCustomerDocuments,
  type CustomerCursor,
} from '@/features/company-customers/api/company-customers-data';
import type { CustomerFilters } from '@/features/company-customers/customer-types';

const STALE_MS = 30 * 1000;

export const companyCustomersKey = ['company-customers'] as const;

export const companyCustomersQuery = (companyId: string, filters: CustomerFilters) =>
  infiniteQueryOptions({
    queryKey: [...companyCustomersKey, 'list', companyId, filters.search.trim(), filters.sort],
    queryFn: ({ pageParam }) => fetchCompanyCustomers(companyId, filters, pageParam),
    initialPageParam: null as CustomerCursor | null,
    getNextPageParam: (page) => page.next,
    staleTime: STALE_MS,
  });

/** The company's customers, a page at a time ("Show more"). */
export function useCompanyCustomers(companyId: string, filters: CustomerFilters) {
  return useInfiniteQuery({ ...companyCustomersQuery(companyId, filters), enabled: !!companyId });
}

export const companyCustomerQuery = (id: string) =>
  queryOptions({
    queryKey: [...companyCustomersKey, 'one', id],
    queryFn: () => fetchCompanyCustomer(id),
    staleTime: STALE_MS,
  });

/** One customer; null when there is no such customer of this company. */
export function useCompanyCustomer(id: string) {
  return useQuery(companyCustomerQuery(id));
}

export const customerDocumentsQuery = (companyId: string, customerId: string) =>
  queryOptions({
    queryKey: [...companyCustomersKey, 'documents', companyId, customerId],
    queryFn: () => fetchCustomerDocuments(companyId, customerId),
    staleTime: STALE_MS,
  });

/** The latest documents the company has written to the customer. */
export function useCustomerDocuments(companyId: string, customerId: string, enabled = true) {
  return useQuery({
    ...customerDocumentsQuery(companyId, customerId),
    enabled: enabled && !!companyId,
  });
}
