import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';

import { serviceQuery } from '@/features/catalogue/api/catalogue-queries';

/**
 * A service's questions by id, as the catalogue words them, so a stored request's answers can be
 * shown under their questions. Undefined while loading or when the service has gone; pages then
 * fall back to the answer's id.
 */
export function useQuestionLabels(service: string | undefined): Record<string, string> | undefined {
  const query = useQuery({ ...serviceQuery(service ?? ''), enabled: Boolean(service) });
  const questions = query.data?.questions;
  return useMemo(
    () =>
      questions
        ? Object.fromEntries(questions.map((question) => [question.id, question.label]))
        : undefined,
    [questions],
  );
}
