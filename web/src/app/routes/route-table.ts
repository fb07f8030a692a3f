import { routeValidators } from '@/app/routes/route-validators';
import type { PageModule, RouteDeclaration, RouteEntry } from '@/config/route-types';
import { routeDeclarations } from '@/config/routes';

/** Folders whose pages load through app/routes/area-pages.ts rather than the entry chunk. */
export const AREA_FOLDERS: readonly string[] = [
  'admin',
  'company',
  'customer',
  'documents',
  'widget',
];

// Every other page module below this folder, each its own lazily loaded chunk; the table names
// them. The areas' folders are left out here (the patterns must be literals) and globbed in
// area-pages.ts instead.
const PAGE_MODULES = import.meta.glob<PageModule>([
  './*/*.tsx',
  '!./admin/*.tsx',
  '!./company/*.tsx',
  '!./customer/*.tsx',
  '!./documents/*.tsx',
  '!./widget/*.tsx',
  '!./**/*.test.tsx',
]);

export function isAreaPage(page: string): boolean {
  return AREA_FOLDERS.includes(page.slice(0, page.indexOf('/')));
}

function missingPage(page: string): Error {
  return new Error(`The route table names a page that does not exist: ${page}`);
}

function pageLoader(page: RouteDeclaration['page']): RouteEntry['page'] {
  if (isAreaPage(page)) {
    // Checked once the areas' loaders arrive; route-table.test.ts checks every name up front.
    return async () => {
      const { AREA_PAGE_MODULES } = await import('@/app/routes/area-pages');
      const load = AREA_PAGE_MODULES[`./${page}.tsx`];
      if (!load) throw missingPage(page);
      return load();
    };
  }
  const load = PAGE_MODULES[`./${page}.tsx`];
  // Thrown while the app starts, so a misspelt page fails every test rather than one visit.
  if (!load) throw missingPage(page);
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
