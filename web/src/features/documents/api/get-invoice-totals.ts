import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { fetchInvoiceTotals } from '@/features/documents/api/documents-data';
import type { DocumentFilters } from '@/features/documents/document-types';

export const invoiceTotalsQuery = (companyId: string, filters: Omit<DocumentFilters, 'kind'>) =>
  queryOptions({
    queryKey: ['invoice-totals', companyId, filters],
    queryFn: () => fetchInvoiceTotals(companyId, filters),
    staleTime: 0,
  });

/** Outstanding, overdue and paid this month over the invoices the filters select. */
export function useInvoiceTotals(companyId: string, filters: Omit<DocumentFilters, 'kind'>) {
  return useQuery({
    ...invoiceTotalsQuery(companyId, filters),
    enabled: Boolean(companyId),
    placeholderData: keepPreviousData,
  });
}
