import { FieldValue, type Timestamp } from 'firebase-admin/firestore';

import { openQuoteConversationsCallable } from '@fixwell/common/callables';
import { COLLECTIONS } from '@fixwell/common/collections';
import {
  supportConversationId,
  type AdminConversationView,
  type ConversationDocument,
  type ConversationViewDocument,
  type HiddenMessageDocument,
  type MessageDocument,
  type SupportParty,
} from '@fixwell/common/conversations/conversation';
import type { QuoteDocument } from '@fixwell/common/quote/quote-request';
import { isoOf, millisOf } from '@fixwell/common/timestamps';

import { recordAdminAction } from '../lib/admin-audit';
import { db } from '../lib/admin';
import { runTransaction } from '../lib/transaction';
import { onCallable } from '../lib/callable';
import { requireActiveRole } from '../lib/callable-guards';
import { readDoc, type WriteTime } from '../lib/documents';
import { logInfo } from '../lib/log';
import { readUserProfile } from '../lib/user-profiles';

export const OPEN_QUOTE_CONVERSATIONS_MESSAGES = {
  notAdmin: 'Only an admin can read the conversations of a quote request.',
} as const;

/** A dispute reads the whole thread; past this many messages the oldest are left out. */
const MAX_MESSAGES_PER_CONVERSATION = 5000;

type StoredMessage = MessageDocument<Timestamp>;
type StoredHidden = HiddenMessageDocument<Timestamp>;

/** One message as an admin reads it: a hidden one with its original text and the reason. */
export function adminMessageView(
  id: string,
  message: StoredMessage,
  original: StoredHidden | undefined,
): AdminConversationView['messages'][number] {
  const text =
    message.kind === 'system'
      ? String(message.system?.text ?? '')
      : message.hidden && original
        ? original.text
        : String(message.text ?? '');
  return {
    id,
    senderRole: message.senderRole,
    kind: message.kind === 'system' ? 'system' : 'text',
    text,
    attachment: message.attachment ?? (message.hidden ? (original?.attachment ?? null) : null),
    createdAt: isoOf(message.createdAt) ?? '',
    editedAt: isoOf(message.editedAt),
    hidden: message.hidden
      ? { reason: String(message.hidden.reason ?? ''), at: isoOf(message.hidden.at) ?? '' }
      : null,
  };
}

async function conversationView(
  id: string,
  conversation: ConversationDocument<Timestamp>,
): Promise<AdminConversationView> {
  const ref = db().collection(COLLECTIONS.conversations).doc(id);
  const [messages, hidden] = await Promise.all([
    ref
      .collection(COLLECTIONS.messages)
      .orderBy('createdAt', 'desc')
      .limit(MAX_MESSAGES_PER_CONVERSATION)
      .get(),
    ref.collection(COLLECTIONS.hiddenMessages).get(),
  ]);
  const originals = new Map(hidden.docs.map((doc) => [doc.id, doc.data() as StoredHidden]));
  return {
    id,
    kind: conversation.kind === 'support' ? 'support' : 'lead',
    companyId: conversation.companyId,
    companyName: conversation.companyName,
    customerName: conversation.customerName,
    messages: messages.docs
      .reverse()
      .map((doc) => adminMessageView(doc.id, doc.data() as StoredMessage, originals.get(doc.id))),
  };
}

/**
 * Who an admin can write to about a quote as Fixwell support: its customer and each company it
 * was matched to, with their support conversation when one is open.
 */
export function supportParties(
  quoteId: string,
  quote: Partial<QuoteDocument<Timestamp>>,
  conversations: ReadonlyArray<{ id: string }>,
): SupportParty[] {
  const open = new Set(conversations.map((conversation) => conversation.id));
  const existing = (uid: string | null) => {
    const id = uid ? supportConversationId(quoteId, uid) : null;
    return id && open.has(id) ? id : null;
  };
  const customerId = typeof quote.customerId === 'string' ? quote.customerId : null;
  return [
    {
      party: 'customer',
      companyId: null,
      name: String(quote.contact?.name ?? '') || 'The customer',
      reachable: customerId !== null,
      supportConversationId: existing(customerId),
    },
    ...(quote.matches ?? []).map((match): SupportParty => ({
      party: 'company',
      companyId: match.companyId,
      name: String(match.businessName ?? '') || 'A company',
      reachable: true,
      supportConversationId: existing(match.companyId),
    })),
  ];
}

/**
 * An admin reads every conversation of a quote request (a dispute, a report), read-only. Each call
 * is recorded in `conversationViews` and `adminAudit`, before the answer goes back.
 */
export const openQuoteConversations = onCallable(
  openQuoteConversationsCallable,
  async ({ quoteId }, { uid }) => {
    const email = (await readUserProfile(uid))?.email ?? '';
    const snapshot = await db()
      .collection(COLLECTIONS.conversations)
      .where('quoteId', '==', quoteId)
      .get();
    const stored = snapshot.docs
      .map((doc) => ({ id: doc.id, data: readDoc<ConversationDocument<Timestamp>>(doc)! }))
      .sort((a, b) => (millisOf(a.data.createdAt) ?? 0) - (millisOf(b.data.createdAt) ?? 0));

    await runTransaction(async (tx) => {
      tx.create(db().collection(COLLECTIONS.conversationViews).doc(), {
        quoteId,
        adminUid: uid,
        adminEmail: email,
        at: FieldValue.serverTimestamp(),
      } satisfies ConversationViewDocument<WriteTime>);
      recordAdminAction(tx, {
        action: 'conversations.viewed',
        actor: { uid, email },
        target: `${COLLECTIONS.quotes}/${quoteId}`,
        before: null,
        after: { conversations: stored.map((conversation) => conversation.id) },
        reason: null,
      });
    });
    const conversations = await Promise.all(
      stored.map(({ id, data }) => conversationView(id, data)),
    );
    const quote = readDoc<Partial<QuoteDocument<Timestamp>>>(
      await db().collection(COLLECTIONS.quotes).doc(quoteId).get(),
    );
    logInfo('conversation.admin-viewed', { quoteId, uid, conversations: conversations.length });
    return { conversations, parties: quote ? supportParties(quoteId, quote, stored) : [] };
  },
  {
    auth: 'required',
    guard: ({ uid }) => requireActiveRole(uid, 'admin', OPEN_QUOTE_CONVERSATIONS_MESSAGES.notAdmin),
  },
);
