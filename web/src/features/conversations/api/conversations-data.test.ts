import { CONVERSATION_MESSAGES } from '@fixwell/common/conversations/conversation';
import { describe, expect, it } from 'vitest';

import {
  conversationFromData,
  messageFromData,
} from '@/features/conversations/api/conversations-data';
import { attachmentProblem } from '@/features/conversations/attachment-rules';

const at = (iso: string) => ({ toDate: () => new Date(iso), toMillis: () => Date.parse(iso) });

describe('conversationFromData', () => {
  it('reads the summary fields and dates, and drops counts that are not counts', () => {
    const conversation = conversationFromData('q1_c1', {
      leadId: 'q1_c1',
      quoteId: 'q1',
      companyId: 'c1',
      customerId: 'u1',
      participantIds: ['c1', 'u1'],
      companyName: 'Acme',
      customerName: 'Jane',
      serviceName: 'Plumber',
      postcodeDistrict: 'LS6',
      lastMessage: {
        text: 'Hi',
        senderId: 'u1',
        senderRole: 'customer',
        at: at('2026-11-24T09:00:00Z'),
      },
      unreadCounts: { c1: 2, u1: 0, x: 'three' },
      unreadBy: ['c1'],
      lastReadAt: { u1: at('2026-11-24T09:01:00Z') },
      createdAt: at('2026-11-20T09:00:00Z'),
      updatedAt: at('2026-11-24T09:00:00Z'),
    });
    expect(conversation).toMatchObject({
      id: 'q1_c1',
      companyId: 'c1',
      unreadCounts: { c1: 2 },
      unreadBy: ['c1'],
      lastMessage: { text: 'Hi', at: new Date('2026-11-24T09:00:00Z') },
      lastReadAt: { u1: new Date('2026-11-24T09:01:00Z') },
    });
  });

  it('copes with a conversation that has no message yet', () => {
    const conversation = conversationFromData('q1_c1', { companyId: 'c1' });
    expect(conversation.lastMessage).toBeNull();
    expect(conversation.lastReadAt).toEqual({});
    expect(conversation.participantIds).toEqual([]);
  });
});

describe('messageFromData', () => {
  it('reads text, attachment, system and hidden messages', () => {
    expect(
      messageFromData('m1', {
        senderId: 'u1',
        senderRole: 'customer',
        kind: 'text',
        text: 'See photo',
        attachment: { id: 'a1', name: 'leak.jpg', contentType: 'image/jpeg', bytes: 1000 },
        system: null,
        createdAt: at('2026-11-24T09:00:00Z'),
        editedAt: null,
        hidden: null,
      }),
    ).toMatchObject({
      kind: 'text',
      attachment: { id: 'a1', name: 'leak.jpg' },
      createdAt: new Date('2026-11-24T09:00:00Z'),
    });
    expect(
      messageFromData('m2', {
        senderId: 'system',
        senderRole: 'system',
        kind: 'system',
        text: '',
        system: { event: 'lead-accepted', text: 'Acme accepted.', link: null },
        createdAt: at('2026-11-24T09:00:00Z'),
        hidden: { reason: 'Abuse', at: at('2026-11-24T10:00:00Z') },
      }),
    ).toMatchObject({
      kind: 'system',
      system: { text: 'Acme accepted.', link: null },
      hidden: { reason: 'Abuse' },
    });
  });
});

describe('attachmentProblem', () => {
  it('accepts photos and PDFs up to 10 MB', () => {
    expect(attachmentProblem({ type: 'image/png', size: 10 * 1024 * 1024 })).toBeNull();
    expect(attachmentProblem({ type: 'application/pdf', size: 1 })).toBeNull();
    expect(attachmentProblem({ type: 'image/gif', size: 1 })).toBe(
      CONVERSATION_MESSAGES.attachmentType,
    );
    expect(attachmentProblem({ type: 'image/jpeg', size: 10 * 1024 * 1024 + 1 })).toBe(
      CONVERSATION_MESSAGES.attachmentTooBig,
    );
  });
});
