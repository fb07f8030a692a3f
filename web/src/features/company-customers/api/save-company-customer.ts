import { useMutation, useQueryClient } from '@tanstack/react-query';

import {
  createCompanyCustomer,
  updateCompanyCustomer,
  type CompanyCustomerDetails,
} from '@/features/company-customers/api/company-customers-data';
import { companyCustomersKey } from '@/features/company-customers/api/get-company-customers';

/** Adds a customer by hand, then reads the customers again. Resolves to the new id. */
export function useCreateCompanyCustomer(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (details: CompanyCustomerDetails) => createCompanyCustomer(companyId, details),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyCustomersKey }),
  });
}

/** Saves a manual customer's details, then reads the customers again. */
export function useUpdateCompanyCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, details }: { id: string; details: CompanyCustomerDetails }) =>
      updateCompanyCustomer(id, details),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyCustomersKey }),
  });
}
