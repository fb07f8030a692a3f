import { londonDateOf } from '@fixwell/common/london-time';
import { millisOf } from '@fixwell/common/timestamps';

// What one source document adds to its company's daily figures, as strings naming the figure, the
// London day and anything else its value depends on. A trigger compares the document's
// contributions before and after a write: when they are the same (a write that changed nothing
// the figures count) nothing is recomputed; otherwise each day that gained or lost one is
// recomputed from its sources. Pure, so it is unit-tested without the emulators.

export interface StatsContribution {
  companyId: string;
  day: string;
  /** What is counted and what its value depends on, e.g. `lead-accepted`, `payment:12000:succeeded`. */
  what: string;
}

const dayOf = (value: unknown): string | null => {
  const millis = millisOf(value);
  return millis === null ? null : londonDateOf(millis);
};

type Loose = Record<string, unknown> | undefined;

function contribution(companyId: unknown, at: unknown, what: string): StatsContribution[] {
  if (typeof companyId !== 'string' || !companyId) return [];
  const day = dayOf(at);
  return day ? [{ companyId, day, what }] : [];
}

/** A lead: received on its `createdAt`, accepted or declined on `respondedAt`, expired on `expiredAt`. */
export function leadContributions(lead: Loose): StatsContribution[] {
  if (!lead) return [];
  const out = contribution(lead.companyId, lead.createdAt, 'lead-received');
  if (lead.status === 'accepted' || lead.status === 'declined')
    out.push(...contribution(lead.companyId, lead.respondedAt, `lead-${lead.status}`));
  if (lead.status === 'expired')
    out.push(...contribution(lead.companyId, lead.expiredAt, 'lead-expired'));
  return out;
}

/** A lead's conversation: the company's first reply (support conversations are not leads). */
export function conversationContributions(conversation: Loose): StatsContribution[] {
  if (!conversation || conversation.kind === 'support') return [];
  return contribution(conversation.companyId, conversation.firstCompanyMessageAt, 'first-reply');
}

/** A document: a quote or invoice sent on `sentAt`, a quote accepted on `acceptance.at`. */
export function documentContributions(document: Loose): StatsContribution[] {
  if (!document || document.status === 'draft') return [];
  const kind = document.kind === 'quote' ? 'quote' : document.kind === 'invoice' ? 'invoice' : null;
  if (!kind) return [];
  const out = contribution(document.companyId, document.sentAt, `${kind}-sent`);
  const acceptance = document.acceptance as { at?: unknown } | null | undefined;
  if (kind === 'quote' && acceptance)
    out.push(...contribution(document.companyId, acceptance.at, 'quote-accepted'));
  return out;
}

/** A `transactions` row: a document's card payment, or a refund of one. */
export function transactionContributions(row: Loose): StatsContribution[] {
  if (!row || (row.type !== 'document-payment' && row.type !== 'refund')) return [];
  return contribution(
    row.companyId,
    row.occurredAt,
    `${row.type}:${String(row.amountPence)}:${String(row.status)}`,
  );
}

/**
 * The company days a write changes: those where a contribution appeared or disappeared. Empty
 * when the write changed nothing counted.
 */
export function changedStatsDays(
  before: readonly StatsContribution[],
  after: readonly StatsContribution[],
): Array<{ companyId: string; day: string }> {
  const key = (c: StatsContribution) => `${c.companyId}\u0000${c.day}\u0000${c.what}`;
  const beforeKeys = new Set(before.map(key));
  const afterKeys = new Set(after.map(key));
  const changed = new Map<string, { companyId: string; day: string }>();
  for (const c of [...before, ...after]) {
    const k = key(c);
    if (beforeKeys.has(k) && afterKeys.has(k)) continue;
    changed.set(`${c.companyId}\u0000${c.day}`, { companyId: c.companyId, day: c.day });
  }
  return [...changed.values()];
}
