import { Timestamp } from 'firebase-admin/firestore';
import { onDocumentWritten } from 'firebase-functions/firestore';

import { COLLECTIONS } from '@fixwell/common/collections';

import { db } from '../lib/admin';
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
// figures, so nothing is ever counted twice; a day recomputed since the write is left alone.

type Loose = Record<string, unknown> | undefined;

/**
 * The days whose stored figures were read from their sources at or after `writtenAt` (the
 * write's commit time), and so already count that write. A burst of writes (a busy hour, a batch)
 * then recomputes each day a few times rather than once per write: each recompute reads the whole
 * day, so once per write would cost the square of the day's volume.
 */
async function daysCountingSince(days: readonly string[], writtenAt: Timestamp): Promise<string[]> {
  const stored = await db().getAll(
    ...days.map((day) => db().collection(COLLECTIONS.platformStatsDays).doc(day)),
  );
  return days.filter((_, i) => {
    const read = stored[i]?.get('sourcesReadAt') as unknown;
    // Timestamps' values sort as strings, to the nanosecond.
    return read instanceof Timestamp && read.valueOf() >= writtenAt.valueOf();
  });
}

/**
 * What each trigger does for one write: recomputes the days it changed, less those already
 * recomputed from sources read after the write (`writtenAt`, when known); how many were written.
 */
export async function recomputePlatformForWrite(
  contributions: (data: Loose) => PlatformContribution[],
  before: Loose,
  after: Loose,
  writtenAt?: Timestamp,
): Promise<{ days: string[]; written: number }> {
  const changed = changedPlatformDays(contributions(before), contributions(after));
  const counted =
    writtenAt && changed.length > 0 ? await daysCountingSince(changed, writtenAt) : [];
  const days = changed.filter((day) => !counted.includes(day));
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
    // A deletion has no commit time on its snapshot: its days are always recomputed.
    const writtenAt = event.data?.after?.exists ? event.data.after.updateTime : undefined;
    const { days, written } = await recomputePlatformForWrite(
      contributions,
      before,
      after,
      writtenAt,
    );
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
