import type { Timestamp } from 'firebase-admin/firestore';
import { onDocumentUpdated } from 'firebase-functions/firestore';

import { COLLECTIONS } from '@fixwell/common/collections';
import type { ConversationDocument } from '@fixwell/common/conversations/conversation';
import {
  FIRST_RESPONSE_SAMPLE,
  type CompanyFirstResponseStats,
} from '@fixwell/common/lead/first-reply-rules';
import type { LeadDocument } from '@fixwell/common/lead/lead';
import { millisOf } from '@fixwell/common/timestamps';

import { db } from '../../lib/admin';
import { readDoc } from '../../lib/documents';
import { logInfo } from '../../lib/log';
import { medianMinutes } from './first-reply-decisions';

type StoredConversation = ConversationDocument<Timestamp>;

/**
 * The company's median first response over its latest FIRST_RESPONSE_SAMPLE conversations with a
 * first message: minutes from the lead's `createdAt` (when it was offered) to the company's first
 * message. Written to `companies/{uid}.firstResponseMedianMinutes` (nothing when there is no
 * sample; a missing company document is left missing). Index: conversations companyId ↑,
 * firstCompanyMessageAt ↓.
 */
export async function recomputeFirstResponseMedian(companyId: string): Promise<number | null> {
  const latest = await db()
    .collection(COLLECTIONS.conversations)
    .where('companyId', '==', companyId)
    .orderBy('firstCompanyMessageAt', 'desc')
    .limit(FIRST_RESPONSE_SAMPLE)
    .get();
  // Descending, conversations without a first message (null) come last: dropping them keeps the
  // latest answered ones.
  const answered = latest.docs.flatMap((doc) => {
    const conversation = doc.data() as StoredConversation;
    const first = millisOf(conversation.firstCompanyMessageAt);
    return first === null ? [] : [{ leadId: String(conversation.leadId ?? doc.id), first }];
  });
  if (answered.length === 0) return null;
  const leads = await db().getAll(
    ...answered.map(({ leadId }) => db().collection(COLLECTIONS.leads).doc(leadId)),
  );
  const offeredAt = new Map(
    leads.map((snapshot) => [
      snapshot.id,
      millisOf(readDoc<LeadDocument<Timestamp>>(snapshot)?.createdAt),
    ]),
  );
  const minutes = answered.flatMap(({ leadId, first }) => {
    const offered = offeredAt.get(leadId);
    return offered === null || offered === undefined ? [] : [(first - offered) / 60_000];
  });
  const median = medianMinutes(minutes);
  if (median === null) return null;
  const companyRef = db().collection(COLLECTIONS.companies).doc(companyId);
  try {
    await companyRef.update({
      firstResponseMedianMinutes: median,
    } satisfies CompanyFirstResponseStats);
  } catch (error) {
    // NOT_FOUND: a company without its public document yet; nothing to show the figure on.
    if ((error as { code?: unknown }).code !== 5) throw error;
  }
  return median;
}

/** When a company writes its first message in a conversation, its median first response moves. */
export const onFirstCompanyMessage = onDocumentUpdated(
  `${COLLECTIONS.conversations}/{conversationId}`,
  async (event) => {
    const before = readDoc<StoredConversation>(event.data?.before);
    const after = readDoc<StoredConversation>(event.data?.after);
    if (!before || !after) return;
    if (before.firstCompanyMessageAt != null || after.firstCompanyMessageAt == null) return;
    const companyId = String(after.companyId);
    const median = await recomputeFirstResponseMedian(companyId);
    logInfo('company.first-response-median', { companyId, median });
  },
);
