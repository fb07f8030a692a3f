import { serviceKeywordKey } from '@fixwell/common/admin/service-suggestion';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

import { serviceQuery } from '@/features/catalogue/api/catalogue-queries';
import { findLiveService, findServiceByKeyword } from '@/features/catalogue/catalogue-index';
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
  const indexed = useServiceIndex();
  const queryClient = useQueryClient();
  // Looked up in Firestore before the form opens, as the build-time index knows neither: a link to
  // a service added since the build (`?service=pond-cleaning`, e.g. from the email telling someone
  // their suggestion became a service), or a search matching a service's keywords (`?q=…`).
  const [searchParams] = useSearchParams();
  const asked = searchParams.get('service') ?? '';
  const searched = serviceKeywordKey(searchParams.get('q') ?? '');
  const lookUp = useMemo(() => {
    if (indexed === undefined) return null;
    if (asked)
      return indexed.some((service) => service.slug === asked)
        ? null
        : { kind: 'slug' as const, value: asked };
    return searched && !matchService(searched, indexed)
      ? { kind: 'keyword' as const, value: searched }
      : null;
  }, [indexed, asked, searched]);
  const live = useQuery({
    queryKey: ['quote-request', 'live-service', lookUp?.kind, lookUp?.value],
    queryFn: async () =>
      (lookUp?.kind === 'slug'
        ? await findLiveService(lookUp.value)
        : await findServiceByKeyword(lookUp?.value ?? '')) ?? null,
    enabled: lookUp !== null,
    staleTime: 60 * 60 * 1000,
  });
  const found = lookUp && live.data ? live.data : null;
  const services = useMemo(() => {
    if (!indexed || (lookUp && live.isPending)) return undefined;
    return found && !indexed.some((service) => service.slug === found.slug)
      ? [...indexed, found]
      : indexed;
  }, [indexed, lookUp, live.isPending, found]);

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
        matchService: (text) =>
          matchService(text, services)?.slug ??
          (found && lookUp?.kind === 'keyword' && serviceKeywordKey(text) === lookUp.value
            ? found.slug
            : undefined),
      }),
    [services, found, lookUp],
  );

  const serviceOptions = useMemo(
    () => services?.map(({ slug, name }) => ({ slug, name })),
    [services],
  );

  // The photo picker and its uploads, for the form's `usePhotos`.
  return { services: serviceOptions, questionsQuery, prefillFor, usePhotos: useQuotePhotoField };
}
