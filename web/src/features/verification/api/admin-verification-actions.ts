import type {
  ReviewVerificationCheckInput,
  SetCompanySuspendedInput,
} from '@fixwell/common/companies/verification';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { ADMIN_VERIFICATION_KEY } from '@/features/verification/api/get-admin-companies';
import {
  reviewVerificationCheck,
  setCompanySuspended,
} from '@/features/verification/api/verification-data';

/** An admin verifies or rejects a check; the queue and the company are read again. */
export function useReviewVerificationCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReviewVerificationCheckInput) => reviewVerificationCheck(input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_VERIFICATION_KEY }),
  });
}

/** An admin suspends a company or lifts its suspension. */
export function useSetCompanySuspended() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SetCompanySuspendedInput) => setCompanySuspended(input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_VERIFICATION_KEY }),
  });
}
