import { routeValidators } from '@/app/routes/route-validators';
import type { PageModule, RouteDeclaration, RouteEntry } from '@/config/route-types';
import { routeDeclarations } from '@/config/routes';

// Every page module below this folder, each its own lazily loaded chunk; the table names them.
const PAGE_MODULES = import.meta.glob<PageModule>(['./*/*.tsx', '!./**/*.test.tsx']);

function pageLoader(page: RouteDeclaration['page']): RouteEntry['page'] {
  const load = PAGE_MODULES[`./${page}.tsx`];
  // Thrown while the app starts, so a misspelt page fails every test rather than one visit.
  if (!load) throw new Error(`The route table names a page that does not exist: ${page}`);
  return load;
}

/** A route of the table (config/routes.ts) with its page loader and validation resolved. */
export function resolveRoute(declaration: RouteDeclaration): RouteEntry {
  const { page, validate, ...rest } = declaration;
  return {
    ...rest,
    page: pageLoader(page),
    ...(validate ? { validate: routeValidators[validate] } : {}),
  };
}

/** The route table, ready for the router. */
export const routeTable: RouteEntry[] = routeDeclarations.map(resolveRoute);
