import type { ServiceQuestion } from '@fixwell/common/catalogue/catalogue-schema';
import { useQuery } from '@tanstack/react-query';

import { serviceQuery } from '@/features/catalogue/api/catalogue-queries';

/**
 * A service's questions from the catalogue, through the same cached document as its service
 * page, so stored answers are labelled with the questions the homeowner saw. Undefined while
 * loading; none when the service cannot be read.
 */
export function useServiceQuestions(service: string): readonly ServiceQuestion[] | undefined {
  const query = useQuery({ ...serviceQuery(service), enabled: service !== '' });
  if (query.isError) return [];
  return query.data === undefined ? undefined : (query.data?.questions ?? []);
}
