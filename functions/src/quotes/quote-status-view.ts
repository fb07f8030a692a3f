import {
  QUOTE_STATUSES,
  type QuoteStatus,
  type QuoteStatusView,
} from '@fixwell/common/quote/quote-request';

/** Anything with `toDate()`, such as a firebase-admin Timestamp. */
interface DateLike {
  toDate(): Date;
}

function isoOf(value: unknown): string {
  const date =
    value && typeof (value as DateLike).toDate === 'function'
      ? (value as DateLike).toDate()
      : value instanceof Date
        ? value
        : null;
  return date ? date.toISOString() : '';
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
