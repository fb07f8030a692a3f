import { describe, expect, it } from 'vitest';

import {
  createSupportTicketSchema,
  replyToSupportTicketSchema,
  SUPPORT_MESSAGES,
  supportSearchTerm,
  supportSearchTerms,
  updateSupportTicketSchema,
} from './support-ticket';

const id = (c: string) => c.repeat(32);
const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('createSupportTicketSchema', () => {
  it('accepts a ticket, trimming text and defaulting to no files', () => {
    expect(
      createSupportTicketSchema.parse({
        subject: '  Invoice looks wrong ',
        category: 'billing',
        message: ' The VAT is missing. ',
      }),
    ).toEqual({
      subject: 'Invoice looks wrong',
      category: 'billing',
      message: 'The VAT is missing.',
      attachmentIds: [],
    });
  });
  it('words each refusal for the field', () => {
    const result = createSupportTicketSchema.safeParse({
      subject: 'Help',
      category: 'gossip',
      message: '   ',
      attachmentIds: [id('a'), id('b'), id('c'), id('d'), id('e'), id('f')],
    });
    expect(messagesOf(result)).toEqual(
      expect.arrayContaining([
        SUPPORT_MESSAGES.subjectShort,
        SUPPORT_MESSAGES.category,
        SUPPORT_MESSAGES.messageEmpty,
        SUPPORT_MESSAGES.tooManyAttachments,
      ]),
    );
    expect(
      messagesOf(
        createSupportTicketSchema.safeParse({
          subject: 'x'.repeat(121),
          category: 'other',
          message: 'y'.repeat(5001),
        }),
      ),
    ).toEqual([SUPPORT_MESSAGES.subjectLong, SUPPORT_MESSAGES.messageLong]);
  });
  it('refuses the same file twice and ids that are not upload ids', () => {
    const base = { subject: 'Logo upload fails', category: 'technical', message: 'It spins.' };
    expect(
      createSupportTicketSchema.safeParse({ ...base, attachmentIds: [id('a'), id('a')] }).success,
    ).toBe(false);
    expect(
      createSupportTicketSchema.safeParse({ ...base, attachmentIds: ['../etc/passwd'] }).success,
    ).toBe(false);
  });
});

describe('replyToSupportTicketSchema and updateSupportTicketSchema', () => {
  it('a reply needs its ticket and a message', () => {
    expect(
      replyToSupportTicketSchema.safeParse({ ticketId: 't1', message: 'Thanks' }).success,
    ).toBe(true);
    expect(replyToSupportTicketSchema.safeParse({ ticketId: '', message: 'Thanks' }).success).toBe(
      false,
    );
  });
  it('an update changes a status or an assignee (null unassigns), and something at least', () => {
    expect(
      updateSupportTicketSchema.safeParse({ ticketId: 't1', status: 'resolved' }).success,
    ).toBe(true);
    expect(updateSupportTicketSchema.safeParse({ ticketId: 't1', assigneeId: null }).success).toBe(
      true,
    );
    expect(updateSupportTicketSchema.safeParse({ ticketId: 't1', status: 'closed' }).success).toBe(
      false,
    );
    expect(messagesOf(updateSupportTicketSchema.safeParse({ ticketId: 't1' }))).toEqual([
      SUPPORT_MESSAGES.nothingToChange,
    ]);
  });
});

describe('supportSearchTerms', () => {
  it('finds a ticket by a word of its subject, the requester’s name or email', () => {
    const terms = supportSearchTerms(
      'Invoice total is WRONG!',
      'Acme Plumbing',
      'office@acme-plumbing.co.uk',
    );
    expect(terms).toEqual(
      expect.arrayContaining([
        'invoice',
        'wrong',
        'acme',
        'plumbing',
        'office@acme-plumbing.co.uk',
        'office',
        'acme-plumbing.co.uk',
      ]),
    );
    expect(supportSearchTerm('  Acme  ')).toBe('acme');
    expect(supportSearchTerm('OFFICE@acme-plumbing.co.uk')).toBe('office@acme-plumbing.co.uk');
    expect(supportSearchTerm('  ')).toBeNull();
  });
});
