import type { DocumentKind } from '@fixwell/common/documents/document-labels';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import {
  fetchCompanyCustomer,
  fetchCompanyCustomers,
  fetchDocumentTemplates,
  fetchTakesCardPayments,
  fetchVatNumber,
} from '@/features/documents/api/documents-data';

export const companyCustomersQuery = (companyId: string, search: string) =>
  queryOptions({
    queryKey: ['company-customers', companyId, search.trim()],
    queryFn: () => fetchCompanyCustomers(companyId, search),
  });

/** The company's customers whose name starts with `search`, for the editor's picker. */
export function useCompanyCustomers(companyId: string, search: string) {
  return useQuery({
    ...companyCustomersQuery(companyId, search),
    enabled: Boolean(companyId),
    placeholderData: keepPreviousData,
  });
}

/** One customer by id (nothing is read while `customerId` is null). */
export function useCompanyCustomer(customerId: string | null) {
  return useQuery({
    queryKey: ['company-customer', customerId],
    queryFn: () => fetchCompanyCustomer(customerId ?? ''),
    enabled: Boolean(customerId),
  });
}

export const documentTemplatesQuery = (companyId: string, kind: DocumentKind) =>
  queryOptions({
    queryKey: ['document-templates', companyId, kind],
    queryFn: () => fetchDocumentTemplates(companyId, kind),
  });

/** The company's templates of one kind. */
export function useDocumentTemplates(companyId: string, kind: DocumentKind) {
  return useQuery({ ...documentTemplatesQuery(companyId, kind), enabled: Boolean(companyId) });
}

export const vatNumberQuery = (companyId: string) =>
  queryOptions({
    queryKey: ['company-vat-number', companyId],
    queryFn: () => fetchVatNumber(companyId),
    // Read on each visit: the number is changed on the profile page.
    staleTime: 0,
  });

/** Whether customers can pay the company's invoices by card (payouts set up at Stripe). */
export function useTakesCardPayments(companyId: string) {
  return useQuery({
    queryKey: ['company-takes-card-payments', companyId],
    queryFn: () => fetchTakesCardPayments(companyId),
    enabled: Boolean(companyId),
    staleTime: 0,
  });
}

/** The company's VAT number, or null when it is not VAT-registered. */
export function useVatNumber(companyId: string) {
  return useQuery({ ...vatNumberQuery(companyId), enabled: Boolean(companyId) });
}
