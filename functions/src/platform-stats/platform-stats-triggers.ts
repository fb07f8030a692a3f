import { onDocumentWritten } from 'firebase-functions/firestore';

import { COLLECTIONS } from '@fixwell/common/collections';

import { logInfo } from '../lib/log';
import {
  changedPlatformDays,
  companyContributions,
  conversationContributions,
  leadContributions,
  quoteContributions,
  transactionContributions,
  type PlatformContribution,
} from './platform-contributions';
import { recomputePlatformDays } from './recompute-platform-day';

// Keep `platformStatsDays` and `serviceStatsDays` current: when a quote request, a lead, a lead's
// first reply, a company or a card payment row changes what a day counts, that day is recomputed
// from its sources. A trigger delivered twice recomputes the same day again and writes the same
// figures, so nothing is ever counted twice.

type Loose = Record<string, unknown> | undefined;

/** What each trigger does for one write: recomputes the days it changed; how many were written. */
export async function recomputePlatformForWrite(
  contributions: (data: Loose) => PlatformContribution[],
  before: Loose,
  after: Loose,
): Promise<{ days: string[]; written: number }> {
  const days = changedPlatformDays(contributions(before), contributions(after));
  if (days.length === 0) return { days, written: 0 };
  return { days, written: await recomputePlatformDays(days) };
}

function platformTrigger(
  collection: string,
  name: string,
  contributions: (data: Loose) => PlatformContribution[],
) {
  return onDocumentWritten(`${collection}/{id}`, async (event) => {
    const before = event.data?.before?.exists ? event.data.before.data() : undefined;
    const after = event.data?.after?.exists ? event.data.after.data() : undefined;
    const { days, written } = await recomputePlatformForWrite(contributions, before, after);
    if (days.length === 0) return;
    logInfo('platform-stats.recomputed', {
      source: name,
      id: event.params.id,
      days: days.join(' '),
      written,
    });
  });
}

export const onQuoteWrittenForPlatformStats = platformTrigger(
  COLLECTIONS.quotes,
  'quote',
  quoteContributions,
);
export const onLeadWrittenForPlatformStats = platformTrigger(
  COLLECTIONS.leads,
  'lead',
  leadContributions,
);
export const onConversationWrittenForPlatformStats = platformTrigger(
  COLLECTIONS.conversations,
  'conversation',
  conversationContributions,
);
export const onCompanyWrittenForPlatformStats = platformTrigger(
  COLLECTIONS.companies,
  'company',
  companyContributions,
);
export const onTransactionWrittenForPlatformStats = platformTrigger(
  COLLECTIONS.transactions,
  'transaction',
  transactionContributions,
);
