import type { UpdateCompanyCoverage } from '@fixwell/common/coverage/coverage';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { saveCompanyCoverage } from '@/features/company-coverage/api/company-coverage-data';
import { companyCoverageQuery } from '@/features/company-coverage/api/get-company-coverage';

export function useSaveCompanyCoverage(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateCompanyCoverage) => saveCompanyCoverage(input),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: companyCoverageQuery(companyId).queryKey }),
  });
}
