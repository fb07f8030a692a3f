// /v1/events: retrieve (the functions re-read an event) and list.
import type { ApiRoute } from '../context';
import { mustGet } from '../lookup';
import { optionalString, paginate } from '../params';
import { present } from '../present';
import { listOf } from '../state';

export const eventRoutes: ApiRoute[] = [
  {
    method: 'GET',
    pattern: /^\/v1\/events$/,
    handler: (ctx, { params }) => {
      const type = optionalString(params, 'type');
      const all = ctx.state.all('event', (e) => !type || e.type === type);
      const { page, hasMore } = paginate(all, params);
      return listOf(
        page.map((e) => present(ctx, e)),
        '/v1/events',
        hasMore,
      );
    },
  },
  {
    method: 'GET',
    pattern: /^\/v1\/events\/([^/]+)$/,
    handler: (ctx, { match }) => present(ctx, mustGet(ctx, match[0] as string, 'event')),
  },
];
