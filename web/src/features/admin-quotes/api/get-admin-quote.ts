import { queryOptions, useQuery } from '@tanstack/react-query';

import { fetchAdminQuote, fetchQuoteLeads } from '@/features/admin-quotes/api/admin-quotes-data';

export const adminQuoteQuery = (id: string) =>
  queryOptions({
    queryKey: ['admin-quotes', 'detail', id],
    queryFn: () => fetchAdminQuote(id),
    staleTime: 30 * 1000,
  });

export function useAdminQuote(id: string) {
  return useQuery(adminQuoteQuery(id));
}

export const quoteLeadsQuery = (leadIds: readonly string[]) =>
  queryOptions({
    queryKey: ['admin-quotes', 'leads', ...leadIds],
    queryFn: () => fetchQuoteLeads(leadIds),
    staleTime: 30 * 1000,
  });

export function useQuoteLeads(leadIds: readonly string[]) {
  return useQuery({ ...quoteLeadsQuery(leadIds), enabled: leadIds.length > 0 });
}
