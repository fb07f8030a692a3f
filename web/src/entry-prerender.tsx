// Server-side render of public pages at build time (web/scripts/prerender.mjs). The browser shows
// the page's real content as soon as the HTML arrives; the app then takes over the same markup
// (main.tsx). Only pages whose route needs no request to render are prerendered.
import {
  SEED_ARTICLES,
  SEED_LOCATIONS,
  SEED_PLANS,
  SEED_SERVICES,
} from '@fixwell/common/catalogue/catalogue-data';
import { CONTENT_TYPES } from '@fixwell/common/catalogue/catalogue-constants';
import { dehydrate, type DehydratedState } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';

import { AppProvider } from '@/app/provider';
import { buildRoutes } from '@/app/routes/build-routes';
import { routeTable } from '@/app/routes/route-table';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { RELATED_CANDIDATES, relatedCandidatesQueries } from '@/app/routes/content/article-page';
import { newestFirst } from '@/features/articles/article-utils';
import { ARTICLES_PER_PAGE } from '@/features/articles/pagination';
import {
  articleCountQuery,
  articleQuery,
  articlesQuery,
  locationQuery,
  plansQuery,
  serviceQuery,
} from '@/features/catalogue/api/catalogue-queries';
import { loadLocationIndex, loadServiceIndex } from '@/features/catalogue/catalogue-index';
import { createQueryClient, queryClient as sharedQueryClient } from '@/lib/query-client';

// For web/scripts/prerender.mjs, which cannot import the route table's TypeScript itself.
export { prerenderedTablePaths } from '@/app/routes/prerendered-pages';

export type PrerenderResult =
  | { kind: 'page'; html: string; status: number; queries: DehydratedState }
  | { kind: 'skip'; reason: string };

// The page data comes from the seed catalogue, the same documents Firestore starts with. It is
// shipped inside the page (main.tsx hydrates the query cache from it), so the app takes over with
// the content already on screen and refreshes it from Firestore once it goes stale.

const withId = <T extends object>(id: string, item: T) => ({ id, ...item });
/** A listing's articles in the order Firestore returns them: newest first, title breaking ties. */
const newestInListing = (section: string, category?: string) =>
  newestFirst(
    SEED_ARTICLES.filter(
      (article) => article.section === section && (!category || article.category === category),
    ),
  ).map((article) => withId(article.slug, article));

type SeedQuery = readonly [queryKey: readonly unknown[], data: unknown];

/** The queries a public page reads, answered from the seed catalogue. */
export function seedQueriesFor(path: string): SeedQuery[] {
  const [first = '', second, third] = path.split('/').filter(Boolean);
  const service = (slug: string | undefined): SeedQuery[] => {
    const found = SEED_SERVICES.find((item) => item.slug === slug);
    return found ? [[serviceQuery(found.slug).queryKey, withId(found.slug, found)]] : [];
  };
  const location = (slug: string | undefined): SeedQuery[] => {
    const found = SEED_LOCATIONS.find((item) => item.slug === slug);
    return found ? [[locationQuery(found.slug).queryKey, withId(found.slug, found)]] : [];
  };
  const article = (slug: string | undefined): SeedQuery[] => {
    const found = SEED_ARTICLES.find((item) => item.slug === slug);
    if (!found) return [];
    const [inSection, inCategory] = relatedCandidatesQueries(found.section, found.category);
    return [
      [articleQuery(found.slug).queryKey, withId(found.slug, found)],
      [inSection.queryKey, newestInListing(found.section).slice(0, RELATED_CANDIDATES)],
      [
        inCategory.queryKey,
        newestInListing(found.section, found.category).slice(0, RELATED_CANDIDATES),
      ],
    ];
  };
  const isSection = first === 'blog' || (CONTENT_TYPES as readonly string[]).includes(first);

  if (first === 'services' && second && third && third !== 'landing') {
    return [...service(second), ...location(third)];
  }
  if (first === 'services' || first === 'emergency') return service(second);
  if (first === 'tradespeople') return location(second);
  if (first === 'professionals' && second === 'pricing') {
    const plans = [...SEED_PLANS].sort((a, b) => a.order - b.order);
    return [[plansQuery().queryKey, plans.map((plan) => withId(plan.id, plan))]];
  }
  if (isSection && second) return article(second);
  if (isSection) {
    // The first page of the listing: prerendered pages are the ones without `?page=`.
    const all = newestInListing(first);
    return [
      [articleCountQuery({ section: first }).queryKey, all.length],
      [
        articlesQuery({ section: first }, 1, ARTICLES_PER_PAGE).queryKey,
        { articles: all.slice(0, ARTICLES_PER_PAGE), total: all.length },
      ],
    ];
  }
  return [];
}

// Route validation reads articles through the shared cache: answer it from the seed too.
for (const item of SEED_ARTICLES) {
  sharedQueryClient.setQueryData(articleQuery(item.slug).queryKey, withId(item.slug, item));
}

const handler = createStaticHandler(buildRoutes(routeTable));

export async function prerender(url: string, origin: string): Promise<PrerenderResult> {
  // A visitor arriving on a prerendered page is treated as signed out until Auth says otherwise.
  useAuthStore.setState({ status: 'ready' });
  await Promise.all([loadServiceIndex(), loadLocationIndex()]);

  const context = await handler.query(new Request(new URL(url, origin)));
  if (context instanceof Response) return { kind: 'skip', reason: `answered ${context.status}` };
  if (context.errors) return { kind: 'skip', reason: 'route error' };

  const router = createStaticRouter(handler.dataRoutes, context);
  // What the page reads, shipped with it; the render also sees the build-time index.
  const pageData = createQueryClient();
  const client = createQueryClient();
  for (const [key, data] of seedQueriesFor(url)) {
    pageData.setQueryData(key, data);
    client.setQueryData(key, data);
  }
  client.setQueryData(['catalogue-index', 'services'], await loadServiceIndex());
  client.setQueryData(['catalogue-index', 'locations'], await loadLocationIndex());
  const html = renderToString(
    // The app's own provider tree, so the browser hydrates this markup instead of replacing it.
    <AppProvider client={client}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProvider>,
  );
  return { kind: 'page', html, status: context.statusCode, queries: dehydrate(pageData) };
}

/** Public pages to prerender: everything that renders without a request, most-visited towns first. */
export async function prerenderPaths(staticPaths: readonly string[], townsPerService: number) {
  const [services, locations] = await Promise.all([loadServiceIndex(), loadLocationIndex()]);
  const largest = [...locations].sort((a, b) => b.population - a.population);
  return [
    ...staticPaths,
    ...services.map((service) => `/services/${service.slug}`),
    ...services
      .filter((service) => service.emergency)
      .map((service) => `/emergency/${service.slug}`),
    ...locations.map((location) => `/tradespeople/${location.slug}`),
    ...SEED_ARTICLES.map((article) => `/${article.section}/${article.slug}`),
    ...services.flatMap((service) =>
      largest.slice(0, townsPerService).map((town) => `/services/${service.slug}/${town.slug}`),
    ),
  ];
}
