import { COLLECTIONS } from '@fixwell/common/collections';
import { coverageKeys } from '@fixwell/common/company';
import { queryOptions } from '@tanstack/react-query';

import type {
  Article,
  Location,
  Plan,
  PublicCompany,
  Service,
} from '@/features/catalogue/catalogue-types';
import { publicFirestore, type FieldFilter, type RestQuery } from '@/lib/firestore-rest';

// Public catalogue reads (signed out, over REST). The catalogue changes rarely: an hour's
// freshness keeps navigation between pages instant without hiding an admin's edit for long.
const CATALOGUE_STALE_MS = 60 * 60 * 1000;

export const serviceQuery = (slug: string) =>
  queryOptions({
    queryKey: ['catalogue', 'service', slug],
    queryFn: () => publicFirestore().getDocument<Service>(`${COLLECTIONS.services}/${slug}`),
    staleTime: CATALOGUE_STALE_MS,
  });

/** The service whose keywords (merged suggestions, synonyms) include this search, if any. */
export const serviceByKeywordQuery = (key: string) =>
  queryOptions({
    queryKey: ['catalogue', 'service-by-keyword', key],
    queryFn: async () => {
      const [service] = await publicFirestore().runQuery<Service>({
        collection: COLLECTIONS.services,
        where: [{ field: 'keywordKeys', op: 'ARRAY_CONTAINS', value: key }],
        limit: 1,
      });
      return service ?? null;
    },
    staleTime: CATALOGUE_STALE_MS,
  });

export const locationQuery = (slug: string) =>
  queryOptions({
    queryKey: ['catalogue', 'location', slug],
    queryFn: () => publicFirestore().getDocument<Location>(`${COLLECTIONS.locations}/${slug}`),
    staleTime: CATALOGUE_STALE_MS,
  });

export const articleQuery = (slug: string) =>
  queryOptions({
    queryKey: ['catalogue', 'article', slug],
    queryFn: () => publicFirestore().getDocument<Article>(`${COLLECTIONS.articles}/${slug}`),
    staleTime: CATALOGUE_STALE_MS,
  });

/** A listing of articles: the blog or one content type, optionally one category of it. */
export type ArticleListing = { section: string; category?: string | null };

/** One page of a listing, and how many articles the whole listing holds. */
export type ArticlesPage = { articles: Article[]; total: number };

const listingKey = ({ section, category }: ArticleListing) =>
  ['catalogue', 'articles', section, category ?? 'all'] as const;

function listingFilters({ section, category }: ArticleListing): FieldFilter[] {
  return [
    { field: 'section', op: 'EQUAL', value: section },
    ...(category ? [{ field: 'category', op: 'EQUAL', value: category } as const] : []),
  ];
}

/** Newest first, title breaking ties; indexes: articles (section, [category,] publishedAt ↓, title ↑). */
const NEWEST_FIRST: RestQuery['orderBy'] = [
  { field: 'publishedAt', direction: 'DESCENDING' },
  { field: 'title', direction: 'ASCENDING' },
];

/** How many articles a listing holds: a count on the server, no documents read. */
export const articleCountQuery = (listing: ArticleListing) =>
  queryOptions({
    queryKey: [...listingKey(listing), 'count'],
    queryFn: () =>
      publicFirestore().count({ collection: COLLECTIONS.articles, where: listingFilters(listing) }),
    staleTime: CATALOGUE_STALE_MS,
  });

/**
 * Page `page` (from 1) of a listing, `perPage` articles, newest first. A page starts after the
 * last article of the page before (a cursor), which comes from the cache when the visitor paged
 * through, so each page reads only its own articles.
 */
export const articlesQuery = (listing: ArticleListing, page: number, perPage: number) =>
  queryOptions({
    queryKey: [...listingKey(listing), 'page', page, perPage],
    queryFn: async ({ client }): Promise<ArticlesPage> => {
      const total = await client.fetchQuery(articleCountQuery(listing));
      if (page > Math.ceil(total / perPage)) return { articles: [], total };
      const before =
        page > 1 ? await client.fetchQuery(articlesQuery(listing, page - 1, perPage)) : null;
      const last = before?.articles.at(-1);
      const articles = await publicFirestore().runQuery<Article>({
        collection: COLLECTIONS.articles,
        where: listingFilters(listing),
        orderBy: NEWEST_FIRST,
        ...(last ? { startAfter: [last.publishedAt, last.title] } : {}),
        limit: perPage,
      });
      return { articles, total };
    },
    staleTime: CATALOGUE_STALE_MS,
  });

/** The `count` newest articles of a listing: candidates for "related articles". */
export const latestArticlesQuery = (listing: ArticleListing, count: number) =>
  queryOptions({
    queryKey: [...listingKey(listing), 'latest', count],
    queryFn: () =>
      publicFirestore().runQuery<Article>({
        collection: COLLECTIONS.articles,
        where: listingFilters(listing),
        orderBy: NEWEST_FIRST,
        limit: count,
      }),
    staleTime: CATALOGUE_STALE_MS,
  });

export const plansQuery = () =>
  queryOptions({
    queryKey: ['catalogue', 'plans'],
    queryFn: () =>
      publicFirestore().runQuery<Plan>({
        collection: COLLECTIONS.plans,
        orderBy: [{ field: 'order' }],
      }),
    staleTime: CATALOGUE_STALE_MS,
  });

const DIRECTORY_LIMIT = 6;

/** Public companies with one of the trades covering one of the areas, best rated first. */
/** Firestore's limit on `array-contains-any` values. */
const ANY_OF_MAX = 30;

/**
 * Public companies offering one of `trades` in one of `places`: the town's postcode areas first,
 * then its districts, so companies covering by district or radius are found too (their
 * `coverageKeys` name districts). Places are taken in order while the trade × place keys fit in
 * one query.
 */
export const directoryQuery = (trades: readonly string[], places: readonly string[]) => {
  const perPlace = Math.max(1, trades.length);
  const kept = [...new Set(places)].slice(0, Math.floor(ANY_OF_MAX / perPlace));
  const keys = kept.flatMap((place) => coverageKeys(trades, [place])).slice(0, ANY_OF_MAX);
  return queryOptions({
    queryKey: ['catalogue', 'directory', [...trades].sort(), kept],
    queryFn: () =>
      publicFirestore().runQuery<PublicCompany>({
        collection: COLLECTIONS.companies,
        where: [
          { field: 'public', op: 'EQUAL', value: true },
          { field: 'coverageKeys', op: 'ARRAY_CONTAINS_ANY', value: keys },
        ],
        orderBy: [{ field: 'rating', direction: 'DESCENDING' }],
        limit: DIRECTORY_LIMIT,
      }),
    staleTime: 5 * 60 * 1000,
  });
};

export const companyBySlugQuery = (slug: string) =>
  queryOptions({
    queryKey: ['catalogue', 'company', slug],
    queryFn: async () => {
      const [company] = await publicFirestore().runQuery<PublicCompany>({
        collection: COLLECTIONS.companies,
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
