import type { Conversation, Message } from '@/features/conversations/conversation-types';

export const CUSTOMER_UID = 'customer-uid';
export const COMPANY_UID = 'company-uid';

/** A conversation as the data module hands it over, between Test customer and Acme Plumbing. */
export function makeConversation(overrides: Partial<Conversation> = {}): Conversation {
  return {
    id: `quote-1_${COMPANY_UID}`,
    leadId: `quote-1_${COMPANY_UID}`,
    quoteId: 'quote-1',
    companyId: COMPANY_UID,
    customerId: CUSTOMER_UID,
    participantIds: [COMPANY_UID, CUSTOMER_UID],
    companyName: 'Acme Plumbing',
    customerName: 'Jane Smith',
    serviceName: 'Plumber',
    postcodeDistrict: 'LS6',
    lastMessage: {
      text: 'Can you come on Tuesday?',
      senderId: CUSTOMER_UID,
      senderRole: 'customer',
      at: new Date('2026-11-24T09:30:00Z'),
    },
    unreadCounts: {},
    unreadBy: [],
    lastReadAt: {},
    createdAt: new Date('2026-11-20T10:00:00Z'),
    updatedAt: new Date('2026-11-24T09:30:00Z'),
    ...overrides,
  };
}

let next = 0;

/** A text message from the customer unless told otherwise. */
export function makeMessage(overrides: Partial<Message> = {}): Message {
  next += 1;
  return {
    id: `message-${next}`,
    senderId: CUSTOMER_UID,
    senderRole: 'customer',
    kind: 'text',
    text: `Message ${next}`,
    attachment: null,
    system: null,
    createdAt: new Date('2026-11-24T09:30:00Z'),
    editedAt: null,
    hidden: null,
    ...overrides,
  };
}
