import { FieldValue, type Timestamp } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/https';

import { openSupportConversationCallable } from '@fixwell/common/callables';
import { COLLECTIONS } from '@fixwell/common/collections';
import {
  SUPPORT_CONVERSATION_MESSAGES,
  SUPPORT_NAME,
  supportConversationId,
  type ConversationDocument,
} from '@fixwell/common/conversations/conversation';
import type { QuoteDocument } from '@fixwell/common/quote/quote-request';

import { db } from '../lib/admin';
import { runTransaction } from '../lib/transaction';
import { onCallable } from '../lib/callable';
import { requireActiveRole } from '../lib/callable-guards';
import { readDoc, type WriteTime } from '../lib/documents';
import { logInfo } from '../lib/log';
import { readUserProfile } from '../lib/user-profiles';
import { conversationRef } from './system-messages';
import { writeSupportMessage } from './post-support-message';

type StoredQuote = Partial<QuoteDocument<Timestamp>>;

/** Who the conversation is with: the quote's customer (with an account) or a matched company. */
function partyOf(
  quote: StoredQuote,
  input: { party: 'customer' | 'company'; companyId?: string | undefined },
): { uid: string; name: string } {
  if (input.party === 'customer') {
    if (typeof quote.customerId !== 'string' || !quote.customerId)
      throw new HttpsError('failed-precondition', SUPPORT_CONVERSATION_MESSAGES.guestCustomer);
    return { uid: quote.customerId, name: String(quote.contact?.name ?? '') };
  }
  const match = (quote.matches ?? []).find((entry) => entry.companyId === input.companyId);
  if (!match) throw new HttpsError('failed-precondition', SUPPORT_CONVERSATION_MESSAGES.notMatched);
  return { uid: match.companyId, name: String(match.businessName ?? '') };
}

/**
 * One party's conversation with Fixwell support about a quote: the party is its only participant
 * (the other side of a lead's conversation never reads it), and the other side's name is
 * SUPPORT_NAME. No `acceptedAt`, so the first-reply promise, reviews and appointments, which all
 * start from an accepted lead, leave it alone.
 */
function supportConversation(
  quote: StoredQuote,
  quoteId: string,
  party: 'customer' | 'company',
  who: { uid: string; name: string },
  openedBy: string,
): ConversationDocument<WriteTime> {
  const company = party === 'company';
  return {
    kind: 'support',
    openedBy,
    leadId: '',
    quoteId,
    companyId: company ? who.uid : '',
    customerId: company ? null : who.uid,
    participantIds: [who.uid],
    companyName: company ? who.name : SUPPORT_NAME,
    customerName: company ? SUPPORT_NAME : who.name,
    serviceName: String(quote.serviceName ?? ''),
    postcodeDistrict: String(quote.postcodeDistrict ?? ''),
    lastMessage: null,
    unreadCounts: {},
    unreadBy: [],
    lastReadAt: {},
    acceptedAt: null,
    firstCompanyMessageAt: null,
    leadCredit: null,
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
  };
}

/**
 * An admin writes to one party of a quote request as Fixwell support: the customer (a request with
 * no match, a question about it) or a company it was matched to (a lead it has not answered). The
 * conversation opens with that message, or takes it when it is already open. The party reads and
 * answers it in their Messages; the admin is told of each answer. Audited as support messages are.
 */
export const openSupportConversation = onCallable(
  openSupportConversationCallable,
  async ({ quoteId, party, companyId, text }, { uid }) => {
    const email = (await readUserProfile(uid))?.email ?? '';
    const answer = await runTransaction(async (tx) => {
      const quote = readDoc<StoredQuote>(
        await tx.get(db().collection(COLLECTIONS.quotes).doc(quoteId)),
      );
      if (!quote) throw new HttpsError('not-found', SUPPORT_CONVERSATION_MESSAGES.quoteNotFound);
      const who = partyOf(quote, { party, companyId });
      const conversationId = supportConversationId(quoteId, who.uid);
      const ref = conversationRef(conversationId);
      const existing = readDoc<ConversationDocument<Timestamp>>(await tx.get(ref));
      const conversation = existing ?? supportConversation(quote, quoteId, party, who, uid);
      if (!existing) tx.create(ref, conversation);
      writeSupportMessage(tx, { conversationId, conversation, text, actor: { uid, email } });
      return { conversationId, created: !existing };
    });
    logInfo('conversation.support-opened', { quoteId, party, ...answer });
    return answer;
  },
  {
    auth: 'required',
    guard: ({ uid }) => requireActiveRole(uid, 'admin', SUPPORT_CONVERSATION_MESSAGES.notAdmin),
  },
);
