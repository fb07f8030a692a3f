import {
  QUOTE_SOURCES,
  QUOTE_STATUSES,
  type QuoteStatus,
} from '@fixwell/common/quote/quote-request';

import type { QuoteSource } from '@/lib/quotes/quote-view';

/** What the list can be narrowed to; each is an equality filter beside `createdAt` descending. */
export type AdminQuoteFilters = {
  status?: QuoteStatus;
  service?: string;
  source?: QuoteSource;
};

export const FILTER_NAMES = ['status', 'service', 'source'] as const;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The filters a URL asks for; an unknown value is ignored rather than showing an empty list. */
export function filtersFromSearch(params: URLSearchParams): AdminQuoteFilters {
  const status = params.get('status');
  const service = params.get('service');
  const source = params.get('source');
  return {
    ...((QUOTE_STATUSES as readonly string[]).includes(status ?? '')
      ? { status: status as QuoteStatus }
      : {}),
    ...(service && SLUG.test(service) ? { service } : {}),
    ...((QUOTE_SOURCES as readonly string[]).includes(source ?? '')
      ? { source: source as QuoteSource }
      : {}),
  };
}
