import type { SupportReply, SupportTicket } from '@/features/support/support-types';

export function makeTicket(overrides: Partial<SupportTicket> = {}): SupportTicket {
  return {
    id: 't1',
    requesterId: 'company-uid',
    requesterRole: 'company',
    requesterName: 'Acme Plumbing',
    requesterEmail: 'office@acme.test',
    subject: 'My lead allowance has not reset',
    category: 'leads',
    status: 'open',
    assigneeId: null,
    assigneeName: null,
    lastReplyAt: new Date('2026-11-20T10:30:00Z'),
    lastReplyBy: 'requester',
    replyCount: 1,
    createdAt: new Date('2026-11-20T10:30:00Z'),
    ...overrides,
  };
}

export function makeReply(overrides: Partial<SupportReply> = {}): SupportReply {
  return {
    id: 'r1',
    authorId: 'company-uid',
    authorRole: 'requester',
    authorName: 'Acme Plumbing',
    text: 'It still says 0 leads left this month.',
    attachments: [],
    createdAt: new Date('2026-11-20T10:30:00Z'),
    ...overrides,
  };
}
