import type { Timestamp, Transaction } from 'firebase-admin/firestore';

import type { ConversationDocument, SystemEvent } from '@fixwell/common/conversations/conversation';

import { conversationRef, postSystemMessage } from '../conversations/system-messages';
import { readDoc } from '../lib/documents';

// A document made for a lead's customer belongs to that lead's conversation: sending, answering
// and paying it are posted there as system messages, so the thread tells the job's whole story.
// A document for a customer added by hand has no lead, and so no conversation.

export interface DocumentConversation {
  id: string;
  companyId: string;
  customerId: string | null;
}

/** The conversation of a document's lead, read in the transaction before its writes. */
export async function readDocumentConversation(
  tx: Transaction,
  leadId: string | null | undefined,
): Promise<DocumentConversation | null> {
  if (!leadId) return null;
  const conversation = readDoc<ConversationDocument<Timestamp>>(
    await tx.get(conversationRef(leadId)),
  );
  if (!conversation) return null;
  return {
    id: leadId,
    companyId: conversation.companyId,
    customerId: conversation.customerId ?? null,
  };
}

/**
 * Posts what happened to a document in its conversation, counted unread for the side that did
 * not do it (`actor`).
 */
export function postDocumentEvent(
  tx: Transaction,
  conversation: DocumentConversation | null,
  event: Extract<SystemEvent, `document-${string}`>,
  text: string,
  documentId: string,
  actor: 'company' | 'customer',
): void {
  if (!conversation) return;
  const other = actor === 'company' ? conversation.customerId : conversation.companyId;
  postSystemMessage(tx, {
    conversationId: conversation.id,
    event,
    text,
    link: `/document/${documentId}`,
    notify: other ? [other] : [],
  });
}
