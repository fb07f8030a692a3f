import { ROUTE_PARAMETER_LABELS } from '@/config/route-parameters';
import { routeDeclarations } from '@/config/routes';

/** Every path a pattern stands for, one per known value of each parameter. */
function expand(path: string): string[] {
  return path.split('/').reduce<string[]>(
    (prefixes, segment, index) => {
      if (index === 0) return prefixes;
      if (!segment.startsWith(':')) return prefixes.map((prefix) => `${prefix}/${segment}`);
      const values = ROUTE_PARAMETER_LABELS[segment.slice(1)];
      if (!values) throw new Error(`No known values to prerender ${path} with`);
      return prefixes.flatMap((prefix) => Object.keys(values).map((value) => `${prefix}/${value}`));
    },
    [''],
  );
}

/**
 * The route table's prerendered pages (web/scripts/prerender.mjs): its sitemap pages and those
 * marked `prerender`. Pages read from the catalogue are added by the prerender entry.
 */
export function prerenderedTablePaths(): string[] {
  return routeDeclarations
    .filter(
      (route) => route.prerender || (route.sitemap !== undefined && !route.path.includes(':')),
    )
    .flatMap((route) => expand(route.path));
}
