import { onDocumentWritten } from 'firebase-functions/firestore';

import { COLLECTIONS } from '@fixwell/common/collections';

import { logInfo } from '../lib/log';
import { recomputeCompanyDays } from './recompute-company-day';
import {
  changedStatsDays,
  conversationContributions,
  documentContributions,
  leadContributions,
  transactionContributions,
  type StatsContribution,
} from './stats-contributions';

// Keep `companyStatsDays` current: when a lead, a conversation's first reply, a document or a
// payment row changes what a day counts, that company's day is recomputed from its sources. New
// triggers of their own, so the domains that write those documents need not know about analytics.
// A trigger delivered twice recomputes the same days again and writes the same figures.

type Loose = Record<string, unknown> | undefined;

/**
 * What each trigger does for one write (before and after as stored, undefined when absent):
 * recomputes the company days the write changed; how many days were written.
 */
export async function recomputeStatsForWrite(
  contributions: (data: Loose) => StatsContribution[],
  before: Loose,
  after: Loose,
): Promise<{ days: Array<{ companyId: string; day: string }>; written: number }> {
  const days = changedStatsDays(contributions(before), contributions(after));
  if (days.length === 0) return { days, written: 0 };
  return { days, written: await recomputeCompanyDays(days) };
}

function statsTrigger(
  collection: string,
  name: string,
  contributions: (data: Loose) => StatsContribution[],
) {
  return onDocumentWritten(`${collection}/{id}`, async (event) => {
    const before = event.data?.before?.exists ? event.data.before.data() : undefined;
    const after = event.data?.after?.exists ? event.data.after.data() : undefined;
    const { days, written } = await recomputeStatsForWrite(contributions, before, after);
    if (days.length === 0) return;
    logInfo('company-stats.recomputed', {
      source: name,
      id: event.params.id,
      days: days.map((d) => `${d.companyId}_${d.day}`).join(' '),
      written,
    });
  });
}

export const onLeadWrittenForStats = statsTrigger(COLLECTIONS.leads, 'lead', leadContributions);
export const onConversationWrittenForStats = statsTrigger(
  COLLECTIONS.conversations,
  'conversation',
  conversationContributions,
);
export const onDocumentWrittenForStats = statsTrigger(
  COLLECTIONS.documents,
  'document',
  documentContributions,
);
export const onTransactionWrittenForStats = statsTrigger(
  COLLECTIONS.transactions,
  'transaction',
  transactionContributions,
);
