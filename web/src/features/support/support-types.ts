import type {
  SupportAttachment,
  SupportAuthorRole,
  SupportCategory,
  SupportRequesterRole,
  SupportStatus,
} from '@fixwell/common/support/support-ticket';

/** A ticket as the pages use it: `supportTickets/{id}` with dates. */
export type SupportTicket = {
  id: string;
  requesterId: string;
  requesterRole: SupportRequesterRole;
  requesterName: string;
  requesterEmail: string;
  subject: string;
  category: SupportCategory;
  status: SupportStatus;
  assigneeId: string | null;
  assigneeName: string | null;
  lastReplyAt: Date;
  lastReplyBy: SupportAuthorRole;
  replyCount: number;
  createdAt: Date;
};

export type SupportReply = {
  id: string;
  authorId: string;
  authorRole: SupportAuthorRole;
  authorName: string;
  text: string;
  attachments: SupportAttachment[];
  createdAt: Date;
};

export type SupportTicketPage = { tickets: SupportTicket[]; hasMore: boolean };
export type SupportReplyPage = { replies: SupportReply[]; hasMore: boolean };

/** The admin queue's filters; empty means "any". */
export type SupportQueueFilters = {
  status: SupportStatus | '';
  category: SupportCategory | '';
  /** 'me': assigned to the admin; 'unassigned'; '' anyone. */
  assigned: 'me' | 'unassigned' | '';
  /** One word of a subject, a requester's name or email. */
  search: string;
};
