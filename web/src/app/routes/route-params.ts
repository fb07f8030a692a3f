import { useMatches, useParams } from 'react-router';

import type { LayoutName, RouteParams } from '@/config/route-types';

/**
 * A parameter that shares its segment with fixed text, as in `view-:id`. React Router 7 only
 * matches whole-segment parameters, so the router sees `:viewId` and we peel the prefix off.
 */
export type SegmentParam = { routerParam: string; name: string; prefix: string };

/** What every leaf route carries in `handle`, for pages, layouts and the head. */
export type RouteHandle = {
  path: string;
  title: string;
  layout: LayoutName;
  segmentParams: SegmentParam[];
};

const PARTIAL_SEGMENT = /^([^:]+):([A-Za-z_][A-Za-z0-9_]*)$/;

function camelCase(text: string): string {
  return text
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word, index) => (index === 0 ? word : word[0]!.toUpperCase() + word.slice(1)))
    .join('');
}

/** Translates a SPEC.md path into one React Router can match, listing the segments it rewrote. */
export function toRouterPath(path: string): { path: string; segmentParams: SegmentParam[] } {
  const segmentParams: SegmentParam[] = [];
  const segments = path.split('/').map((segment) => {
    const match = PARTIAL_SEGMENT.exec(segment);
    if (!match) return segment;
    const [, prefix = '', name = ''] = match;
    const routerParam = camelCase(`${prefix}-${name}`);
    segmentParams.push({ routerParam, name, prefix });
    return `:${routerParam}`;
  });
  return { path: segments.join('/'), segmentParams };
}

/**
 * The parameters as the SPEC.md path names them (`id` for `view-:id`), or null when a rewritten
 * segment lacks its fixed prefix, which means the URL does not really match the route.
 */
export function resolveRouteParams(
  params: RouteParams,
  segmentParams: readonly SegmentParam[],
): RouteParams | null {
  const resolved: RouteParams = { ...params };
  for (const { routerParam, name, prefix } of segmentParams) {
    const raw = params[routerParam];
    if (raw === undefined || !raw.startsWith(prefix) || raw.length === prefix.length) return null;
    delete resolved[routerParam];
    resolved[name] = raw.slice(prefix.length);
  }
  return resolved;
}

export function useRouteHandle(): RouteHandle | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle as Partial<RouteHandle> | undefined;
    if (handle?.path) return handle as RouteHandle;
  }
  return undefined;
}

/** `useParams()` with in-segment parameters resolved to their SPEC.md names. */
export function useRouteParams(): RouteParams {
  const params = useParams();
  const handle = useRouteHandle();
  return resolveRouteParams(params, handle?.segmentParams ?? []) ?? params;
}
