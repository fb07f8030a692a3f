import type { QuoteMatch } from '@fixwell/common/lead/lead';

import {
  acceptedMatches,
  quoteMatchesOf,
  toQuoteView,
  type QuoteView,
  type QuoteViewMatch,
} from '@/lib/quotes/quote-view';

/** A company the request was sent to, with its public details as matching copied them. */
export type CustomerQuoteMatch = QuoteViewMatch & Pick<QuoteMatch<Date>, 'badges'>;

/** `quotes/{id}` as the customer area shows it: dates as Dates, nothing the page does not use. */
export type CustomerQuote = QuoteView & { matches: CustomerQuoteMatch[] };

/** The stored document as the page reads it; fields functions always write are trusted as typed. */
export function toCustomerQuote(id: string, data: Record<string, unknown>): CustomerQuote {
  return {
    ...toQuoteView(id, data),
    matches: quoteMatchesOf(data.matches, () => 'A local company').map(({ match, data }) => ({
      ...match,
      badges: Array.isArray(data.badges)
        ? data.badges.filter((badge): badge is string => typeof badge === 'string')
        : [],
    })),
  };
}

function companies(count: number): string {
  return `${new Intl.NumberFormat('en-GB').format(count)} ${count === 1 ? 'company' : 'companies'}`;
}

/** Where a request stands, in a few words for the list. */
export function quoteStatusLabel(quote: CustomerQuote): string {
  switch (quote.status) {
    case 'received':
      return 'Received: finding companies';
    case 'matched':
      return `Sent to ${companies(quote.matches.length)}`;
    case 'no-match':
      return 'No company found yet';
    case 'accepted':
      return `${companies(acceptedMatches(quote).length)} accepted`;
    case 'closed':
      return 'Closed';
  }
}

/** "4.8 out of 5 from 12 reviews", or "No reviews yet". */
export function ratingText(rating: number, reviewCount: number): string {
  if (reviewCount === 0) return 'No reviews yet';
  const stars = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1 }).format(rating);
  const reviews = new Intl.NumberFormat('en-GB').format(reviewCount);
  return `${stars} out of 5 from ${reviews} ${reviewCount === 1 ? 'review' : 'reviews'}`;
}
