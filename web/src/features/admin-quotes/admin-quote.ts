import type { MatchStatus, QuoteMatch } from '@fixwell/common/lead/lead';
import type { QuoteStatus } from '@fixwell/common/quote/quote-request';
import { dateOf } from '@fixwell/common/timestamps';

import {
  quoteMatchesOf,
  text,
  toQuoteView,
  type QuoteSource,
  type QuoteView,
  type QuoteViewMatch,
} from '@/lib/quotes/quote-view';

export const ADMIN_QUOTE_STATUS_LABELS: Record<QuoteStatus, string> = {
  received: 'Received',
  matched: 'Matched',
  'no-match': 'No match',
  accepted: 'Accepted',
  closed: 'Closed',
};

export const QUOTE_SOURCE_LABELS: Record<QuoteSource, string> = {
  web: 'Quote form',
  widget: 'Company widget',
  'customer-area': 'Customer area',
};

export const MATCH_STATUS_LABELS: Record<MatchStatus, string> = {
  offered: 'Waiting for an answer',
  accepted: 'Accepted',
  declined: 'Declined',
  expired: 'Expired: nobody answered',
};

export type AdminQuoteMatch = QuoteViewMatch & Pick<QuoteMatch<Date>, 'leadId' | 'respondedAt'>;

/** `quotes/{id}` as admins see it: everything, contact details included. */
export type AdminQuote = QuoteView & {
  contact: { name: string; email: string; phone: string };
  customerId: string | null;
  company: string | null;
  source: QuoteSource;
  matches: AdminQuoteMatch[];
  matchedAt: Date | null;
  noMatchReason: string | null;
};

/** The stored document as the console reads it; fields functions always write are trusted as typed. */
export function toAdminQuote(id: string, data: Record<string, unknown>): AdminQuote {
  const contact = (data.contact ?? {}) as Record<string, unknown>;
  return {
    ...toQuoteView(id, data),
    contact: { name: text(contact.name), email: text(contact.email), phone: text(contact.phone) },
    customerId: typeof data.customerId === 'string' ? data.customerId : null,
    company: typeof data.company === 'string' ? data.company : null,
    source: (data.source ?? 'web') as QuoteSource,
    matches: quoteMatchesOf(data.matches, (companyId) => companyId).map(({ match, data }) => ({
      ...match,
      leadId: text(data.leadId),
      respondedAt: dateOf(data.respondedAt),
    })),
    matchedAt: dateOf(data.matchedAt),
    noMatchReason: typeof data.noMatchReason === 'string' ? data.noMatchReason : null,
  };
}

/** "3 (1 accepted)", or "None" when matching chose nobody. */
export function matchesSummary(quote: AdminQuote): string {
  if (quote.matches.length === 0) return 'None';
  const accepted = quote.matches.filter((match) => match.status === 'accepted').length;
  return accepted > 0
    ? `${quote.matches.length} (${accepted} accepted)`
    : `${quote.matches.length}`;
}
