import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import {
  createSupportTicket,
  fetchSupportAttachment,
  replyToSupportTicket,
  uploadSupportAttachment,
  watchMyTickets,
  watchReplies,
  watchTicket,
} from '@/features/support/api/support-data';
import { CompanySupport } from '@/features/support/components/company-support';
import { makeReply, makeTicket } from '@/features/support/testing/make-support';
import type { SupportReplyPage, SupportTicketPage } from '@/features/support/support-types';
import { renderApp } from '@/testing/test-utils';

vi.mock('@/features/support/api/support-data', () => ({
  SUPPORT_PAGE_SIZE: 20,
  SUPPORT_REPLIES_PAGE_SIZE: 50,
  watchMyTickets: vi.fn(),
  watchTicket: vi.fn(),
  watchReplies: vi.fn(),
  createSupportTicket: vi.fn(),
  replyToSupportTicket: vi.fn(),
  uploadSupportAttachment: vi.fn(),
  fetchSupportAttachment: vi.fn(),
}));

const stop = vi.fn();

function answerTickets(page: SupportTicketPage) {
  vi.mocked(watchMyTickets).mockImplementation((_uid, _count, onData) => {
    onData(page);
    return stop;
  });
}
function answerThread(
  ticket = makeTicket(),
  page: SupportReplyPage = { replies: [], hasMore: false },
) {
  vi.mocked(watchTicket).mockImplementation((_id, onData) => {
    onData(ticket);
    return stop;
  });
  vi.mocked(watchReplies).mockImplementation((_id, _count, onData) => {
    onData(page);
    return stop;
  });
}

const renderSupport = (url = '/company/support') =>
  renderApp(<CompanySupport uid="company-uid" />, { url });

beforeEach(() => {
  vi.clearAllMocks();
  sessionStorage.clear();
  answerTickets({ tickets: [], hasMore: false });
  answerThread();
});

describe('CompanySupport', () => {
  it('lists the company’s tickets with their status and last reply, newest first', async () => {
    answerTickets({
      tickets: [
        makeTicket({
          id: 't2',
          subject: 'Invoice total looks wrong',
          status: 'waiting',
          lastReplyBy: 'support',
          lastReplyAt: new Date('2026-11-22T14:05:00Z'),
        }),
        makeTicket(),
      ],
      hasMore: false,
    });
    renderSupport();
    const items = await screen.findAllByRole('link', { name: /Invoice total|lead allowance/ });
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Invoice total looks wrong');
    expect(items[0]).toHaveTextContent('Waiting for you');
    expect(items[0]).toHaveTextContent('Fixwell replied 22 November 2026 at 14:05');
    expect(items[1]).toHaveTextContent('Waiting for Fixwell');
    expect(items[0]).toHaveAttribute('href', '/company/support?t=t2');
    expect(vi.mocked(watchMyTickets).mock.calls[0]![0]).toBe('company-uid');
  });

  it('says what to do when there are no tickets yet', async () => {
    renderSupport();
    expect(await screen.findByText(/You have not asked us anything yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New ticket' })).toHaveAttribute(
      'href',
      '/company/support?new=1',
    );
  });

  it('opens a ticket with a photo and shows its thread', async () => {
    vi.mocked(uploadSupportAttachment).mockResolvedValue({
      id: 'a'.repeat(32),
      name: 'boiler.jpg',
      contentType: 'image/jpeg',
      bytes: 2048,
    });
    vi.mocked(createSupportTicket).mockResolvedValue({ ticketId: 't9' });
    const { user, router } = renderSupport('/company/support?new=1');

    await user.type(await screen.findByLabelText('Subject'), 'Allowance not reset');
    await user.selectOptions(screen.getByLabelText('What is it about?'), 'Leads');
    await user.type(screen.getByLabelText('Your message'), 'Still 0 leads left.');
    await user.upload(
      screen.getByLabelText(/Attach photos or PDFs/),
      new File(['x'], 'boiler.jpg', { type: 'image/jpeg' }),
    );
    expect(await screen.findByText('boiler.jpg (2 KB)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send ticket' }));

    await waitFor(() =>
      expect(createSupportTicket).toHaveBeenCalledWith({
        subject: 'Allowance not reset',
        category: 'leads',
        message: 'Still 0 leads left.',
        attachmentIds: ['a'.repeat(32)],
      }),
    );
    await waitFor(() => expect(router.state.location.search).toBe('?t=t9'));
  });

  it('shows the schema’s own words on bad fields and sends nothing', async () => {
    const { user } = renderSupport('/company/support?new=1');
    await user.type(await screen.findByLabelText('Subject'), 'Help');
    await user.click(screen.getByRole('button', { name: 'Send ticket' }));
    expect(
      await screen.findByText('Write a subject of at least 5 characters.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Choose what your question is about.')).toBeInTheDocument();
    expect(screen.getByText('Write your message.')).toBeInTheDocument();
    expect(createSupportTicket).not.toHaveBeenCalled();
  });

  it('keeps the draft of a new ticket across a reload', async () => {
    const first = renderSupport('/company/support?new=1');
    await first.user.type(await screen.findByLabelText('Subject'), 'Card payment failed');
    await first.user.type(screen.getByLabelText('Your message'), 'Twice today.');
    first.unmount();

    renderSupport('/company/support?new=1');
    expect(await screen.findByLabelText('Subject')).toHaveValue('Card payment failed');
    expect(screen.getByLabelText('Your message')).toHaveValue('Twice today.');
  });

  it('shows a ticket’s thread with Fixwell’s reply and its file, and sends a reply', async () => {
    vi.mocked(fetchSupportAttachment).mockResolvedValue(
      new Blob(['%PDF-'], { type: 'application/pdf' }),
    );
    URL.createObjectURL = vi.fn(() => 'blob:statement');
    URL.revokeObjectURL = vi.fn();
    answerThread(makeTicket({ status: 'waiting' }), {
      replies: [
        makeReply(),
        makeReply({
          id: 'r2',
          authorId: 'admin-uid',
          authorRole: 'support',
          authorName: 'Sam',
          text: 'Reset now. Here is your statement.',
          attachments: [
            {
              id: 'b'.repeat(32),
              name: 'statement.pdf',
              contentType: 'application/pdf',
              bytes: 4096,
            },
          ],
          createdAt: new Date('2026-11-21T09:00:00Z'),
        }),
      ],
      hasMore: false,
    });
    vi.mocked(replyToSupportTicket).mockResolvedValue({ replyId: 'r3' });
    const { user } = renderSupport('/company/support?t=t1');

    const thread = await screen.findByRole('article', { name: 'My lead allowance has not reset' });
    expect(within(thread).getByText('Waiting for you')).toBeInTheDocument();
    const replies = within(thread).getAllByRole('listitem', { name: /2026/ });
    expect(replies[0]).toHaveTextContent('You');
    expect(replies[1]).toHaveTextContent('Fixwell support');
    expect(replies[1]).not.toHaveTextContent('Sam');
    expect(
      await within(thread).findByRole('link', { name: 'Download statement.pdf (4 KB)' }),
    ).toHaveAttribute('href', 'blob:statement');
    expect(fetchSupportAttachment).toHaveBeenCalledWith('b'.repeat(32), expect.anything());

    await user.type(within(thread).getByLabelText('Your reply'), 'Thank you!');
    await user.click(within(thread).getByRole('button', { name: 'Send reply' }));
    await waitFor(() =>
      expect(replyToSupportTicket).toHaveBeenCalledWith({
        ticketId: 't1',
        message: 'Thank you!',
        attachmentIds: [],
      }),
    );
    await waitFor(() => expect(within(thread).getByLabelText('Your reply')).toHaveValue(''));
  });

  it('says so when a ticket is not there (or is not theirs)', async () => {
    vi.mocked(watchTicket).mockImplementation((_id, onData) => {
      onData(null);
      return stop;
    });
    renderSupport('/company/support?t=elsewhere');
    expect(await screen.findByText('We could not find that ticket.')).toBeInTheDocument();
  });
});
