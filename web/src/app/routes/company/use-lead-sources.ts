import { useQuery } from '@tanstack/react-query';

import { serviceQuery } from '@/features/catalogue/api/catalogue-queries';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import type { LeadQuestion } from '@/features/leads/lead-types';

/** The signed-in company's uid (the guards have made sure there is one). */
export function useCompanyId(): string {
  return useAuthStore((state) => state.user?.uid ?? '');
}

/**
 * A service's questions from the catalogue, through the same cached document as its service
 * page, so a lead's answers are labelled with the questions the homeowner saw.
 */
export function useServiceQuestions(service: string): readonly LeadQuestion[] | undefined {
  const query = useQuery({ ...serviceQuery(service), enabled: service !== '' });
  if (query.isError) return [];
  return query.data === undefined ? undefined : (query.data?.questions ?? []);
}
