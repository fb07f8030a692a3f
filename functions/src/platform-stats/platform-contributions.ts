import { londonDateOf } from '@fixwell/common/london-time';
import { millisOf } from '@fixwell/common/timestamps';

// What one source document adds to the platform's days, as strings naming the figure, its London
// day and whatever its value depends on. A trigger compares a document's contributions before and
// after a write: the days where one appeared or disappeared are recomputed from their sources;
// a write that changed nothing counted (or the same trigger delivered again after the day was
// recomputed) changes no day's figures. Pure, so unit-tested without the emulators.

export interface PlatformContribution {
  day: string;
  what: string;
}

type Loose = Record<string, unknown> | undefined;

const dayOf = (value: unknown): string | null => {
  const millis = millisOf(value);
  return millis === null ? null : londonDateOf(millis);
};

function at(value: unknown, what: string): PlatformContribution[] {
  const day = dayOf(value);
  return day ? [{ day, what }] : [];
}

/** How matching ended for a request: matched (≥ 1 company), no match, or not yet decided. */
export function matchOutcomeOf(quote: Record<string, unknown>): 'matched' | 'no-match' | 'pending' {
  if (quote.status === 'no-match') return 'no-match';
  if (Array.isArray(quote.matches) && quote.matches.length > 0) return 'matched';
  return 'pending';
}

/** A quote request: made on `createdAt`, in its service and area, with its match. */
export function quoteContributions(quote: Loose): PlatformContribution[] {
  if (!quote) return [];
  return at(
    quote.createdAt,
    `request|${String(quote.service)}|${String(quote.postcodeArea)}|${matchOutcomeOf(quote)}`,
  );
}

/** A lead: sent on `createdAt`; accepted or declined on `respondedAt`; expired on `expiredAt`. */
export function leadContributions(lead: Loose): PlatformContribution[] {
  if (!lead) return [];
  const service = String(lead.service);
  const out = at(lead.createdAt, `lead-sent|${service}`);
  if (lead.status === 'accepted' || lead.status === 'declined')
    out.push(...at(lead.respondedAt, `lead-${lead.status}|${service}`));
  if (lead.status === 'expired') out.push(...at(lead.expiredAt, `lead-expired|${service}`));
  return out;
}

/** A lead's conversation: the company's first reply (support conversations are not leads). */
export function conversationContributions(conversation: Loose): PlatformContribution[] {
  if (!conversation || conversation.kind === 'support') return [];
  return at(conversation.firstCompanyMessageAt, `reply|${String(conversation.leadId)}`);
}

/** A company: new on `createdAt`. */
export function companyContributions(company: Loose): PlatformContribution[] {
  return company ? at(company.createdAt, 'company') : [];
}

/** A document's card payment row (`transactions`), on `occurredAt`. */
export function transactionContributions(row: Loose): PlatformContribution[] {
  if (!row || row.type !== 'document-payment') return [];
  return at(row.occurredAt, `payment|${String(row.amountPence)}|${String(row.status)}`);
}

/** The days a write changes: those where a contribution appeared or disappeared. */
export function changedPlatformDays(
  before: readonly PlatformContribution[],
  after: readonly PlatformContribution[],
): string[] {
  const key = (c: PlatformContribution) => `${c.day}\u0000${c.what}`;
  const count = (list: readonly PlatformContribution[]) => {
    const counts = new Map<string, number>();
    for (const c of list) counts.set(key(c), (counts.get(key(c)) ?? 0) + 1);
    return counts;
  };
  const b = count(before);
  const a = count(after);
  const days = new Set<string>();
  for (const c of [...before, ...after]) {
    if (b.get(key(c)) !== a.get(key(c))) days.add(c.day);
  }
  return [...days].sort();
}
