// `quotes/{id}` as the web reads it, shared by the customer area and the admin console so both
// read the stored document, and show progress, the same way.
import type { MatchStatus, QuoteMatch } from '@fixwell/common/lead/lead';
import type {
  BudgetBand,
  PropertyType,
  QuoteDocument,
  QuoteStatus,
  QuoteStatusView,
  QuoteTiming,
} from '@fixwell/common/quote/quote-request';
import { dateOf } from '@fixwell/common/timestamps';

export type QuoteSource = QuoteDocument<Date>['source'];

/** What every page that shows a quote request reads of it: dates as Dates. */
export type QuoteView = { id: string } & Pick<
  QuoteDocument<Date>,
  | 'service'
  | 'serviceName'
  | 'answers'
  | 'timing'
  | 'budget'
  | 'description'
  | 'postcode'
  | 'postcodeDistrict'
  | 'propertyType'
  | 'status'
  | 'timeline'
  | 'createdAt'
  | 'photos'
>;

/** A company the request was sent to, with the public details matching copied onto the quote. */
export type QuoteViewMatch = Pick<
  QuoteMatch<Date>,
  'companyId' | 'businessName' | 'slug' | 'rating' | 'reviewCount' | 'status'
>;

export const text = (value: unknown): string => (typeof value === 'string' ? value : '');
export const count = (value: unknown): number => (typeof value === 'number' ? value : 0);

/**
 * The well-formed entries of a quote's `matches`, each with the fields every page reads and the
 * raw entry for the rest. `unnamed` names a company whose name matching did not copy.
 */
export function quoteMatchesOf(
  value: unknown,
  unnamed: (companyId: string) => string,
): Array<{ match: QuoteViewMatch; data: Record<string, unknown> }> {
  const entries = Array.isArray(value) ? (value as unknown[]) : [];
  return entries.flatMap((entry) => {
    if (!entry || typeof entry !== 'object') return [];
    const data = entry as Record<string, unknown>;
    if (typeof data.companyId !== 'string') return [];
    const match: QuoteViewMatch = {
      companyId: data.companyId,
      businessName: text(data.businessName) || unnamed(data.companyId),
      slug: text(data.slug),
      rating: count(data.rating),
      reviewCount: count(data.reviewCount),
      status:
        data.status === 'accepted' || data.status === 'declined' || data.status === 'expired'
          ? data.status
          : 'offered',
    };
    return [{ match, data }];
  });
}

/** The well-formed entries of a quote's `photos` (absent on older quotes: none). */
export function quotePhotosOf(value: unknown): NonNullable<QuoteView['photos']> {
  const entries = Array.isArray(value) ? (value as unknown[]) : [];
  return entries.flatMap((entry) => {
    const photo = entry as { id?: unknown; contentType?: unknown } | null;
    return photo && typeof photo.id === 'string'
      ? [
          {
            id: photo.id,
            contentType: photo.contentType as NonNullable<
              QuoteView['photos']
            >[number]['contentType'],
          },
        ]
      : [];
  });
}

/** The stored document as the pages read it; fields functions always write are trusted as typed. */
export function toQuoteView(id: string, data: Record<string, unknown>): QuoteView {
  const timeline = Array.isArray(data.timeline) ? (data.timeline as unknown[]) : [];
  return {
    id,
    service: text(data.service),
    serviceName: text(data.serviceName) || text(data.service),
    answers: (data.answers ?? {}) as QuoteView['answers'],
    timing: data.timing as QuoteTiming,
    budget: data.budget as BudgetBand,
    description: text(data.description),
    postcode: text(data.postcode),
    postcodeDistrict: text(data.postcodeDistrict),
    propertyType: data.propertyType as PropertyType,
    status: (data.status ?? 'received') as QuoteStatus,
    // A server timestamp still pending reads as now.
    timeline: timeline.map((entry) => {
      const { status, at } = entry as { status: QuoteStatus; at: unknown };
      return { status, at: dateOf(at) ?? new Date() };
    }),
    createdAt: dateOf(data.createdAt) ?? new Date(),
    photos: quotePhotosOf(data.photos),
  };
}

export const acceptedMatches = <TMatch extends { status: MatchStatus }>(quote: {
  matches: readonly TMatch[];
}): TMatch[] => quote.matches.filter((match) => match.status === 'accepted');

/** The request in the shape the tracking timeline reads, so every page shows progress alike. */
export function toStatusView(
  quote: QuoteView & { matches: ReadonlyArray<{ status: MatchStatus }> },
): QuoteStatusView {
  return {
    serviceName: quote.serviceName,
    postcodeDistrict: quote.postcodeDistrict,
    createdAt: quote.createdAt.toISOString(),
    status: quote.status,
    timeline: quote.timeline.map(({ status, at }) => ({ status, at: at.toISOString() })),
    responses: acceptedMatches(quote).length,
  };
}
