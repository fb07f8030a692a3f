import { createBrowserRouter, createMemoryRouter } from 'react-router';

import { buildRoutes } from '@/app/routes/build-routes';
import { routeTable } from '@/app/routes/route-table';
import type { RouteEntry } from '@/config/route-types';

/** The app's one router, built once when the module loads. */
export const router = createBrowserRouter(buildRoutes(routeTable));

export type AppRouterOptions = {
  initialEntries?: string[];
  initialIndex?: number;
  /** Defaults to the real route table. */
  table?: readonly RouteEntry[];
};

/** The same routes in memory, for tests. */
export function createAppRouter(options: AppRouterOptions = {}) {
  const { initialEntries = ['/'], initialIndex, table = routeTable } = options;
  return createMemoryRouter(buildRoutes(table), {
    initialEntries,
    ...(initialIndex !== undefined ? { initialIndex } : {}),
  });
}
