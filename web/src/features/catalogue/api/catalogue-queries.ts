import { coverageKeys } from '@fixwell/common/company';
import { queryOptions } from '@tanstack/react-query';

import type {
  Article,
  Location,
  Plan,
  PublicCompany,
  Service,
} from '@/features/catalogue/catalogue-types';
import { publicFirestore } from '@/lib/firestore-rest';

// Public catalogue reads (signed out, over REST). The catalogue changes rarely: an hour's
// freshness keeps navigation between pages instant without hiding an admin's edit for long.
const CATALOGUE_STALE_MS = 60 * 60 * 1000;

export const serviceQuery = (slug: string) =>
  queryOptions({
    queryKey: ['catalogue', 'service', slug],
    queryFn: () => publicFirestore().getDocument<Service>(`services/${slug}`),
    staleTime: CATALOGUE_STALE_MS,
  });

export const locationQuery = (slug: string) =>
  queryOptions({
    queryKey: ['catalogue', 'location', slug],
    queryFn: () => publicFirestore().getDocument<Location>(`locations/${slug}`),
    staleTime: CATALOGUE_STALE_MS,
  });

export const articleQuery = (slug: string) =>
  queryOptions({
    queryKey: ['catalogue', 'article', slug],
    queryFn: () => publicFirestore().getDocument<Article>(`articles/${slug}`),
    staleTime: CATALOGUE_STALE_MS,
  });

/** Newest first; `section` narrows to the blog or one content type. */
export const articlesQuery = (section?: string) =>
  queryOptions({
    queryKey: ['catalogue', 'articles', section ?? 'all'],
    queryFn: () =>
      publicFirestore().runQuery<Article>({
        collection: 'articles',
        ...(section ? { where: [{ field: 'section', op: 'EQUAL', value: section }] } : {}),
        orderBy: [{ field: 'publishedAt', direction: 'DESCENDING' }],
      }),
    staleTime: CATALOGUE_STALE_MS,
  });

export const plansQuery = () =>
  queryOptions({
    queryKey: ['catalogue', 'plans'],
    queryFn: () =>
      publicFirestore().runQuery<Plan>({ collection: 'plans', orderBy: [{ field: 'order' }] }),
    staleTime: CATALOGUE_STALE_MS,
  });

const DIRECTORY_LIMIT = 6;

/** Public companies with one of the trades covering one of the areas, best rated first. */
export const directoryQuery = (trades: readonly string[], areas: readonly string[]) =>
  queryOptions({
    queryKey: ['catalogue', 'directory', [...trades].sort(), [...areas].sort()],
    queryFn: () =>
      publicFirestore().runQuery<PublicCompany>({
        collection: 'companies',
        where: [
          { field: 'public', op: 'EQUAL', value: true },
          // array-contains-any takes at most 30 values.
          {
            field: 'coverageKeys',
            op: 'ARRAY_CONTAINS_ANY',
            value: coverageKeys(trades, areas).slice(0, 30),
          },
        ],
        orderBy: [{ field: 'rating', direction: 'DESCENDING' }],
        limit: DIRECTORY_LIMIT,
      }),
    staleTime: 5 * 60 * 1000,
  });

export const companyBySlugQuery = (slug: string) =>
  queryOptions({
    queryKey: ['catalogue', 'company', slug],
    queryFn: async () => {
      const [company] = await publicFirestore().runQuery<PublicCompany>({
        collection: 'companies',
        where: [
          { field: 'public', op: 'EQUAL', value: true },
          { field: 'slug', op: 'EQUAL', value: slug },
        ],
        limit: 1,
      });
      return company ?? null;
    },
    staleTime: 5 * 60 * 1000,
  });
