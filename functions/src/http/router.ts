/** Routes of the `api` function: path (without the /api prefix) → method → handler. */
export type RouteTable<Handler> = Record<string, Partial<Record<string, Handler>>>;

export type RouteMatch<Handler> =
  | { kind: 'handler'; handler: Handler }
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

export function matchRoute<Handler>(
  routes: RouteTable<Handler>,
  method: string,
  path: string,
): RouteMatch<Handler> {
  const methods = Object.hasOwn(routes, routePath(path)) ? routes[routePath(path)] : undefined;
  if (!methods) return { kind: 'not-found' };
  const handler = methods[method.toUpperCase()];
  if (handler) return { kind: 'handler', handler };
  return { kind: 'method-not-allowed', allow: Object.keys(methods) };
}
