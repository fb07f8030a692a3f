/** Routes of the `api` function: path (without the /api prefix) → method → handler. */
export type RouteTable<Handler> = Record<string, Partial<Record<string, Handler>>>;

export type RouteMatch<Handler> =
  /** `params` holds the values of a pattern's `:name` segments (absent for exact paths). */
  | { kind: 'handler'; handler: Handler; params?: Record<string, string> }
  | { kind: 'not-found' }
  | { kind: 'method-not-allowed'; allow: string[] };

/**
 * Behind the Hosting rewrite and the Vite proxy the function sees `/api/auth/...`; called
 * directly at its own URL it sees `/auth/...`. Both name the same route.
 */
export function routePath(path: string): string {
  const trimmed = path.replace(/\/+$/, '') || '/';
  if (trimmed === '/api') return '/';
  return trimmed.startsWith('/api/') ? trimmed.slice('/api'.length) : trimmed;
}

/**
 * The values of a pattern's `:name` segments when `path` fits it ('/quote-photos/:id' fits
 * '/quote-photos/abc'), else undefined. A parameter is one non-empty path segment.
 */
function patternParams(pattern: string, path: string): Record<string, string> | undefined {
  const patternParts = pattern.split('/');
  const pathParts = path.split('/');
  if (!pattern.includes('/:') || patternParts.length !== pathParts.length) return undefined;
  const params: Record<string, string> = {};
  for (const [i, part] of patternParts.entries()) {
    const value = pathParts[i]!;
    if (part.startsWith(':')) {
      if (value === '') return undefined;
      try {
        params[part.slice(1)] = decodeURIComponent(value);
      } catch {
        return undefined;
      }
    } else if (part !== value) return undefined;
  }
  return params;
}

export function matchRoute<Handler>(
  routes: RouteTable<Handler>,
  method: string,
  path: string,
): RouteMatch<Handler> {
  const route = routePath(path);
  let methods = Object.hasOwn(routes, route) ? routes[route] : undefined;
  let params: Record<string, string> | undefined;
  if (!methods) {
    // Exact paths win; otherwise the first pattern (key with `:name` segments) that fits.
    for (const [pattern, patternMethods] of Object.entries(routes)) {
      params = patternParams(pattern, route);
      if (params) {
        methods = patternMethods;
        break;
      }
    }
  }
  if (!methods) return { kind: 'not-found' };
  const handler = methods[method.toUpperCase()];
  if (handler) return params ? { kind: 'handler', handler, params } : { kind: 'handler', handler };
  return { kind: 'method-not-allowed', allow: Object.keys(methods) };
}
