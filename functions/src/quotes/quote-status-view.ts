import {
  QUOTE_STATUSES,
  type QuoteStatus,
  type QuoteStatusView,
} from '@fixwell/common/quote/quote-request';
import { isoOf as storedIsoOf } from '@fixwell/common/timestamps';

/** ISO 8601 text of a stored timestamp (or a Date), '' when there is none. */
function isoOf(value: unknown): string {
  return value instanceof Date ? value.toISOString() : (storedIsoOf(value) ?? '');
}

function statusOf(value: unknown): QuoteStatus {
  return (QUOTE_STATUSES as readonly unknown[]).includes(value)
    ? (value as QuoteStatus)
    : 'received';
}

/**
 * What a tracking link shows about a stored quote. Built field by field from an allow-list, so a
 * field added to the document later (contact details, the description) never leaks by default.
 */
export function quoteStatusView(data: Record<string, unknown>): QuoteStatusView {
  const timeline = Array.isArray(data.timeline) ? (data.timeline as unknown[]) : [];
  const matches = Array.isArray(data.matches) ? (data.matches as unknown[]) : [];
  return {
    serviceName: typeof data.serviceName === 'string' ? data.serviceName : '',
    postcodeDistrict: typeof data.postcodeDistrict === 'string' ? data.postcodeDistrict : '',
    createdAt: isoOf(data.createdAt),
    status: statusOf(data.status),
    timeline: timeline.map((entry) => {
      const { status, at } = (entry ?? {}) as { status?: unknown; at?: unknown };
      return { status: statusOf(status), at: isoOf(at) };
    }),
    responses: matches.filter(
      (match) => (match as { status?: unknown } | null)?.status === 'accepted',
    ).length,
  };
}
