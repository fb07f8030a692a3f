import { FieldValue, type Transaction } from 'firebase-admin/firestore';

import type { ConversationDocument } from '@fixwell/common/conversations/conversation';

import type { WriteTime } from '../lib/documents';
import { conversationExists, conversationRef, postSystemMessage } from './system-messages';

// A conversation opens when a company accepts a lead: `conversations/{leadId}`, in the acceptance's
// transaction, with a "lead accepted" system message the customer is notified of.

export interface ConversationOpening {
  leadId: string;
  quoteId: string;
  companyId: string;
  /** The customer's uid, or null for a guest's request (added when they claim it). */
  customerId: string | null;
  companyName: string;
  customerName: string;
  serviceName: string;
  postcodeDistrict: string;
}

/** The new conversation's document: nobody has read or written anything yet. */
export function newConversation(opening: ConversationOpening): ConversationDocument<WriteTime> {
  return {
    leadId: opening.leadId,
    quoteId: opening.quoteId,
    companyId: opening.companyId,
    customerId: opening.customerId,
    participantIds: opening.customerId
      ? [opening.companyId, opening.customerId]
      : [opening.companyId],
    companyName: opening.companyName,
    customerName: opening.customerName,
    serviceName: opening.serviceName,
    postcodeDistrict: opening.postcodeDistrict,
    lastMessage: null,
    unreadCounts: {},
    unreadBy: [],
    lastReadAt: {},
    acceptedAt: FieldValue.serverTimestamp(),
    firstCompanyMessageAt: null,
    leadCredit: null,
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
  };
}

/** The system message's sentence, the same for both sides. */
export function leadAcceptedText(companyName: string, serviceName: string): string {
  const request = serviceName ? `the ${serviceName.toLowerCase()} request` : 'the request';
  return `${companyName} accepted ${request}. You can message each other here.`;
}

/**
 * Reads whether the conversation exists (call before the transaction's writes) and returns the
 * write step: it creates the conversation unless it exists and posts the "lead accepted" message.
 */
export async function prepareConversationOpening(
  tx: Transaction,
  opening: ConversationOpening,
): Promise<() => void> {
  const exists = await conversationExists(tx, opening.leadId);
  return () => {
    if (!exists) tx.create(conversationRef(opening.leadId), newConversation(opening));
    postSystemMessage(tx, {
      conversationId: opening.leadId,
      event: 'lead-accepted',
      text: leadAcceptedText(opening.companyName, opening.serviceName),
      link: null,
      notify: opening.customerId ? [opening.customerId] : [],
    });
  };
}
