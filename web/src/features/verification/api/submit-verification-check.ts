import type { SubmitVerificationCheckInput } from '@fixwell/common/companies/verification';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { companyChecksQuery } from '@/features/verification/api/get-company-checks';
import { submitVerificationCheck } from '@/features/verification/api/verification-data';

/** Submits a check for review, then reads the company's checks again. */
export function useSubmitVerificationCheck(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SubmitVerificationCheckInput) => submitVerificationCheck(input),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: companyChecksQuery(companyId).queryKey }),
  });
}
