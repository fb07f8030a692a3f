// The demo company's analytics (`/company/analytics`): its daily figures rolled up from the
// activity the other demos seeded (leads, first replies, documents, card payments), through the
// functions' own recompute, exactly as the triggers and the nightly pass would (which also
// rebuilds each day's week and month, what the page reads). Nothing here is invented: a day
// appears only when something happened on it.
import type { Firestore } from 'firebase-admin/firestore';

import { COLLECTIONS } from '@fixwell/common/collections';

import { recomputeCompanyDays } from '../../functions/src/analytics/recompute-company-day';
import {
  conversationContributions,
  documentContributions,
  leadContributions,
  transactionContributions,
  type StatsContribution,
} from '../../functions/src/analytics/stats-contributions';

/** Rows of each source read for the demo company (the demos seed far fewer). */
const LIMIT = 1_000;

export async function seedAnalyticsDemo(db: Firestore, companyId: string): Promise<string[]> {
  const rowsOf = async (collection: string) =>
    (
      await db.collection(collection).where('companyId', '==', companyId).limit(LIMIT).get()
    ).docs.map((doc) => doc.data());
  const [leads, conversations, documents, transactions] = await Promise.all([
    rowsOf(COLLECTIONS.leads),
    rowsOf(COLLECTIONS.conversations),
    rowsOf(COLLECTIONS.documents),
    rowsOf(COLLECTIONS.transactions),
  ]);
  const contributions: StatsContribution[] = [
    ...leads.flatMap(leadContributions),
    ...conversations.flatMap(conversationContributions),
    ...documents.flatMap(documentContributions),
    ...transactions.flatMap(transactionContributions),
  ];
  const days = [...new Set(contributions.map((c) => c.day))]
    .sort()
    .map((day) => ({ companyId, day }));
  const written = await recomputeCompanyDays(days);
  return [
    `Analytics: ${days.length} days of ${companyId}'s activity rolled up into companyStatsDays (${written} written), with their weeks and months`,
  ];
}
