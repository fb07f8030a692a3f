import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';

import { serviceQuery } from '@/features/catalogue/api/catalogue-queries';
import { matchService } from '@/features/catalogue/components/home-search';
import { useServiceIndex } from '@/features/catalogue/hooks/use-catalogue-index';
import { useQuotePhotoField } from '@/features/quote-photos/hooks/use-quote-photo-field';
import type { QuestionsQuery } from '@/features/quote-request/components/quote-request-form';
import {
  prefillFromSearch,
  type QuoteFormValues,
} from '@/features/quote-request/quote-form-values';

/**
 * The catalogue, as the quote form needs it: the services to offer, each service's questions
 * (read through the same cached document as its service page) and the prefill a link asks for.
 */
export function useQuoteFormSources() {
  const services = useServiceIndex();
  const queryClient = useQueryClient();

  const questionsQuery = useCallback<QuestionsQuery>(
    (slug) => ({
      queryKey: ['quote-request', 'questions', slug],
      queryFn: async () => (await queryClient.fetchQuery(serviceQuery(slug)))?.questions ?? [],
      staleTime: 60 * 60 * 1000,
    }),
    [queryClient],
  );

  const prefillFor = useCallback(
    (params: URLSearchParams): Partial<QuoteFormValues> =>
      prefillFromSearch(params, {
        isKnownService: (slug) => services?.some((service) => service.slug === slug) ?? false,
        matchService: (text) => matchService(text, services)?.slug,
      }),
    [services],
  );

  const serviceOptions = useMemo(
    () => services?.map(({ slug, name }) => ({ slug, name })),
    [services],
  );

  // The photo picker and its uploads, for the form's `usePhotos`.
  return { services: serviceOptions, questionsQuery, prefillFor, usePhotos: useQuotePhotoField };
}
