import type { ComponentType } from 'react';
import type { LoaderFunctionArgs, RouteObject, ShouldRevalidateFunction } from 'react-router';

import { RootLayout } from '@/app/layouts/root-layout';
import { runGuards } from '@/app/routes/guards';
import { unmatchedNotFound, validationNotFound } from '@/app/routes/route-errors';
import { resolveRouteParams, toRouterPath, type RouteHandle } from '@/app/routes/route-params';
import ErrorPage, { NotFoundPage } from '@/app/routes/error-page';
import { PageSpinner } from '@/components/page-spinner';
import type { LayoutName, RouteEntry } from '@/config/route-types';

type LayoutModule = () => Promise<{ default: ComponentType }>;

/** Layouts are lazy too: a visitor to the home page never downloads the admin chrome. */
const LAYOUTS: Record<LayoutName, LayoutModule> = {
  default: () => import('@/app/layouts/default-layout'),
  auth: () => import('@/app/layouts/auth-layout'),
  admin: () => import('@/app/layouts/admin-layout'),
  company: () => import('@/app/layouts/company-layout'),
  customer: () => import('@/app/layouts/customer-layout'),
  public: () => import('@/app/layouts/public-layout'),
  'professional-public': () => import('@/app/layouts/professional-public-layout'),
  empty: () => import('@/app/layouts/empty-layout'),
  none: () => import('@/app/layouts/none-layout'),
};

/** A top-level catch-all (`/:contentType`) that fails validation means no route matched at all. */
function isCatchAll(path: string): boolean {
  return path.startsWith('/:');
}

function buildLoader(entry: RouteEntry, segmentParams: RouteHandle['segmentParams']) {
  if (entry.guards.length === 0 && !entry.validate && segmentParams.length === 0) return undefined;

  return async ({ request, params }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    const notFound = () =>
      isCatchAll(entry.path) ? unmatchedNotFound(url.pathname) : validationNotFound(url.pathname);
    // A segment without its fixed prefix (`view-`) means the URL does not match this route at all.
    const resolved = resolveRouteParams(params, segmentParams);
    if (!resolved) throw notFound();
    // Guards first: a validation may read data, and must not for a visitor the guards turn away.
    await runGuards(entry.guards, {
      url,
      layout: entry.layout,
      ...(entry.requiredRole ? { requiredRole: entry.requiredRole } : {}),
    });
    if (entry.validate && !(await entry.validate(resolved))) throw notFound();
    return null;
  };
}

/**
 * Guards and validation read the path and the session, never the query. A navigation waits for its
 * loaders, so re-running them when only `?…` changes (a filter, a range, a tab kept in the URL)
 * would hold every such control on its old value until the guards had run again, a Firestore read
 * of the subscription on company pages.
 */
const onlyWhenThePathChanges: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) =>
  !formMethod && currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search
    ? false
    : defaultShouldRevalidate;

function buildPageRoute(entry: RouteEntry, children: RouteEntry[]): RouteObject {
  const { path, segmentParams } = toRouterPath(entry.path);
  const handle: RouteHandle = {
    path: entry.path,
    title: entry.title,
    layout: entry.layout,
    segmentParams,
  };
  const loader = buildLoader(entry, segmentParams);
  const nested = children.filter((child) => child.parent === entry.path);
  return {
    id: entry.path,
    path,
    handle,
    ...(loader ? { loader, shouldRevalidate: onlyWhenThePathChanges } : {}),
    lazy: async () => ({ Component: (await entry.page()).default }),
    ...(nested.length > 0
      ? { children: nested.map((child) => buildPageRoute(child, children)) }
      : {}),
  };
}

/**
 * Turns the route table into React Router routes: a root (scroll handling and the error page), one
 * pathless route per layout, and each page below its layout with its guards in its loader.
 */
export function buildRoutes(table: readonly RouteEntry[]): RouteObject[] {
  const layouts = [...new Set(table.map((entry) => entry.layout))];
  const nestedEntries = table.filter((entry) => entry.parent);

  const layoutRoutes: RouteObject[] = layouts.map((layout) => {
    const children: RouteObject[] = table
      .filter((entry) => entry.layout === layout && !entry.parent)
      .map((entry) => buildPageRoute(entry, nestedEntries));
    if (layout === 'default')
      children.push({ id: 'not-found', path: '*', Component: NotFoundPage });
    return {
      id: `layout:${layout}`,
      lazy: async () => ({ Component: (await LAYOUTS[layout]()).default }),
      children,
    };
  });

  return [
    {
      id: 'root',
      Component: RootLayout,
      ErrorBoundary: ErrorPage,
      HydrateFallback: PageSpinner,
      children: layoutRoutes,
    },
  ];
}
