import { routes, type RouteName } from '@/config/routes';

type Routes = typeof routes;

/**
 * The paths links use, one per route of the table, under the route's name. Build concrete URLs
 * with `href` so a parameter can never be left out or misspelt.
 */
export const paths = Object.fromEntries(
  Object.entries(routes).map(([name, route]) => [name, route.path]),
) as { readonly [Name in RouteName]: Routes[Name]['path'] };

export type PathPattern = (typeof paths)[keyof typeof paths];

/** The parameter names in a pattern, including those that follow text in a segment (`view-:id`). */
export type PathParamName<P extends string> = P extends `${string}:${infer Rest}`
  ? Rest extends `${infer Name}/${infer Tail}`
    ? Name | PathParamName<`/${Tail}`>
    : Rest
  : never;

export type PathParams<P extends string> = { [K in PathParamName<P>]: string | number };

/** `href('/blog/:slug', { slug: 'damp' })` → `/blog/damp`; parameters are URL-encoded. */
export function href<P extends string>(
  pattern: P,
  ...[params]: PathParamName<P> extends never ? [] : [PathParams<P>]
): string {
  const values = (params ?? {}) as Record<string, string | number>;
  return pattern.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`Missing parameter "${name}" for ${pattern}`);
    return encodeURIComponent(String(value));
  });
}
