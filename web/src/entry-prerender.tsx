// Server-side render of public pages: at build time (web/scripts/prerender.mjs), from the seed, for
// the pages whose content admins cannot edit; and on request (`renderOnRequest`, called by the
// renderPublicPage function in functions/src/render, which ships this bundle), with the page's data
// read live from Firestore as a signed-out visitor, for everything else. The browser shows the
// page's real content as soon as the HTML arrives; the app then takes over the same markup
// (main.tsx), whichever of the two made it.
import {
  SEED_ARTICLES,
  SEED_LOCATIONS,
  SEED_PLANS,
  SEED_SERVICES,
} from '@fixwell/common/catalogue/catalogue-data';
import { CONTENT_TYPES } from '@fixwell/common/catalogue/catalogue-constants';
import { dehydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
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
import type { ServiceIndexEntry } from '@/features/catalogue/catalogue-types';
import { serviceIndexQuery } from '@/features/catalogue/hooks/use-catalogue-index';
import { lazyPartsLoaded } from '@/lib/lazy-part';
import { createQueryClient, queryClient as sharedQueryClient } from '@/lib/query-client';

import { prerenderedTablePaths } from '@/app/routes/prerendered-pages';

// For web/scripts/prerender.mjs and the renderPublicPage function, which cannot import TypeScript:
// one HTML assembly for both (web/scripts/page-html.ts).
export { composePage, deferScripts, documentShell, withStylesheets } from '../scripts/page-html';
export { isRenderedOnRequest } from '../scripts/rendered-paths';
import { isRenderedOnRequest } from '../scripts/rendered-paths';

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

const handler = createStaticHandler(buildRoutes(routeTable));

type RouteContext = Exclude<Awaited<ReturnType<typeof handler.query>>, Response>;

function renderWith(client: QueryClient, context: RouteContext): string {
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    // The app's own provider tree, so the browser hydrates this markup instead of replacing it.
    <AppProvider client={client}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProvider>,
  );
}

/** A render's cache, holding the indexes: the build's towns and the given services. */
async function pageClient(services: ServiceIndexEntry[]): Promise<QueryClient> {
  const client = createQueryClient();
  client.setQueryData(serviceIndexQuery.queryKey, services);
  client.setQueryData(['catalogue-index', 'locations'], await loadLocationIndex());
  return client;
}

/** A page of the build, from the seed catalogue (web/scripts/prerender.mjs). */
export async function prerender(url: string, origin: string): Promise<PrerenderResult> {
  // A visitor arriving on a prerendered page is treated as signed out until Auth says otherwise.
  useAuthStore.setState({ status: 'ready' });
  const [builtServices] = await Promise.all([loadServiceIndex(), loadLocationIndex()]);
  // Route validation reads services and articles through the shared cache: answer it from the
  // seed (the build's index), whatever Firestore the build machine can reach.
  sharedQueryClient.setQueryData(serviceIndexQuery.queryKey, builtServices);
  for (const item of SEED_ARTICLES) {
    sharedQueryClient.setQueryData(articleQuery(item.slug).queryKey, withId(item.slug, item));
  }

  const context = await handler.query(new Request(new URL(url, origin)));
  if (context instanceof Response) return { kind: 'skip', reason: `answered ${context.status}` };
  if (context.errors) return { kind: 'skip', reason: 'route error' };

  // What the page reads, shipped with it; the render also sees the build-time index.
  const pageData = createQueryClient();
  const client = await pageClient(builtServices);
  for (const [key, data] of seedQueriesFor(url)) {
    pageData.setQueryData(key, data);
    client.setQueryData(key, data);
  }
  let html = renderWith(client, context);
  if (await lazyPartsLoaded()) html = renderWith(client, context);
  return { kind: 'page', html, status: context.statusCode, queries: dehydrate(pageData) };
}

/** How many times a page is drawn to find queries that depend on the answers of others. */
const MAX_DISCOVERY_PASSES = 4;

/** The indexes' queries, which pageClient answers before the first draw. */
function isIndex(key: readonly unknown[]): boolean {
  return key[0] === 'catalogue-index';
}

/** The queries a render asked for that have no data yet and are enabled. */
function unansweredQueries(client: QueryClient) {
  return client
    .getQueryCache()
    .getAll()
    .filter((query) => {
      if (query.state.status !== 'pending' || isIndex(query.queryKey)) return false;
      const { enabled } = query.options as { enabled?: unknown };
      return typeof enabled === 'function' ? enabled(query) !== false : enabled !== false;
    });
}

export type RenderedPage =
  | { kind: 'page'; html: string; status: number; queries: DehydratedState }
  /** Not a public page (an app route, a redirect): the function serves the app shell. */
  | { kind: 'app'; reason: string };

/**
 * A public page rendered now, with its data read live from Firestore through the same query
 * functions the browser uses (firestore-rest, signed out), for the renderPublicPage function. The
 * page is drawn, the queries it asked for are answered, and it is drawn again until it asks for
 * nothing new; the answers are shipped with it as on prerendered pages. A failed read throws.
 */
export async function renderOnRequest(url: string, origin: string): Promise<RenderedPage> {
  useAuthStore.setState({ status: 'ready' });
  await Promise.all([loadServiceIndex(), loadLocationIndex()]);
  // Route validation fetches articles and companies into the shared cache: never an old answer.
  sharedQueryClient.clear();

  const context = await handler.query(new Request(new URL(url, origin)));
  if (context instanceof Response) return { kind: 'app', reason: `answered ${context.status}` };
  // A read that failed (Firestore unreachable) is not a missing page, whatever validation made
  // of it: the caller answers that it could not render, rather than a 404 that would be cached.
  const failed = sharedQueryClient
    .getQueryCache()
    .getAll()
    .find((query) => query.state.status === 'error');
  if (failed) throw new Error(`Reading ${JSON.stringify(failed.queryKey)} failed`);
  if (context.errors && context.statusCode !== 404) {
    throw new Error(`The route failed with status ${context.statusCode}`);
  }

  // The live service index (validation may have read it already): the page lists what admins
  // added and leaves out what they hid. Shipped with the page only when it differs from the
  // build's, which the browser already has.
  const [builtServices, services] = await Promise.all([
    loadServiceIndex(),
    sharedQueryClient.fetchQuery(serviceIndexQuery),
  ]);
  const client = await pageClient(services);
  const pageData = createQueryClient();
  if (JSON.stringify(services) !== JSON.stringify(builtServices)) {
    pageData.setQueryData(serviceIndexQuery.queryKey, services);
  }
  let html = renderWith(client, context);
  for (let pass = 1; pass < MAX_DISCOVERY_PASSES; pass += 1) {
    const wanted = unansweredQueries(client);
    if (wanted.length === 0) {
      if (await lazyPartsLoaded()) html = renderWith(client, context);
      break;
    }
    await Promise.all(
      wanted.map(async (query) => {
        // What route validation has just read is reused rather than read twice.
        const known = sharedQueryClient.getQueryData(query.queryKey);
        const data =
          known !== undefined
            ? known
            : await client.fetchQuery({ ...query.options, queryKey: query.queryKey, retry: 1 });
        client.setQueryData(query.queryKey, data);
        pageData.setQueryData(query.queryKey, data);
      }),
    );
    html = renderWith(client, context);
  }
  const queries = dehydrate(pageData);
  // The caches die with the request: cleared, their queries' collection timers go too.
  client.clear();
  pageData.clear();
  return { kind: 'page', html, status: context.statusCode, queries };
}

/**
 * Public pages to prerender at build time: the route table's pages whose content lives in the
 * code. Pages that show what admins edit without a deploy (articles and their listings, services,
 * emergency pages, towns, each service in each town, company profiles) are rendered on request by
 * the renderPublicPage function instead, so an edit reaches them within the CDN's five minutes;
 * a prerendered copy would keep serving the build (Hosting serves a file before any rewrite).
 */
export function prerenderPaths(): string[] {
  return prerenderedTablePaths().filter((path) => !isRenderedOnRequest(path));
}
