import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import {
  replyToSupportTicket,
  updateSupportTicket,
  watchReplies,
  watchSupportQueue,
  watchTicket,
} from '@/features/support/api/support-data';
import { AdminSupport } from '@/features/support/components/admin-support';
import { makeReply, makeTicket } from '@/features/support/testing/make-support';
import type { SupportQueueFilters, SupportTicket } from '@/features/support/support-types';
import { renderApp } from '@/testing/test-utils';

vi.mock('@/features/support/api/support-data', () => ({
  SUPPORT_PAGE_SIZE: 20,
  SUPPORT_REPLIES_PAGE_SIZE: 50,
  watchSupportQueue: vi.fn(),
  watchTicket: vi.fn(),
  watchReplies: vi.fn(),
  replyToSupportTicket: vi.fn(),
  updateSupportTicket: vi.fn(),
  uploadSupportAttachment: vi.fn(),
  fetchSupportAttachment: vi.fn(),
}));

const stop = vi.fn();
const ADMIN = 'admin-uid';

function answerQueue(tickets: SupportTicket[], hasMore = false) {
  vi.mocked(watchSupportQueue).mockImplementation((_uid, _filters, _count, onData) => {
    onData({ tickets, hasMore });
    return stop;
  });
}
function answerThread(ticket: SupportTicket) {
  vi.mocked(watchTicket).mockImplementation((_id, onData) => {
    onData(ticket);
    return stop;
  });
  vi.mocked(watchReplies).mockImplementation((_id, _count, onData) => {
    onData({ replies: [makeReply()], hasMore: false });
    return stop;
  });
}
const lastFilters = (): SupportQueueFilters => vi.mocked(watchSupportQueue).mock.calls.at(-1)![1];
const lastCount = (): number => vi.mocked(watchSupportQueue).mock.calls.at(-1)![2];

const renderQueue = (url = '/admin/support') =>
  renderApp(<AdminSupport adminUid={ADMIN} />, { url });

beforeEach(() => {
  vi.clearAllMocks();
  sessionStorage.clear();
  answerQueue([]);
  answerThread(makeTicket());
});

describe('AdminSupport', () => {
  it('starts on open tickets, oldest waiting first, naming requester, category and assignee', async () => {
    answerQueue([
      makeTicket({ id: 't1', assigneeId: ADMIN, assigneeName: 'Me' }),
      makeTicket({
        id: 't2',
        subject: 'Payout missing',
        category: 'payments',
        requesterName: 'Zenith Electrical',
        assigneeId: 'sam',
        assigneeName: 'Sam',
      }),
      makeTicket({ id: 't3', subject: 'Cannot upload logo', category: 'technical' }),
    ]);
    renderQueue();
    const links = await screen.findAllByRole('link', { name: /allowance|Payout|logo/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/admin/support?t=t1',
      '/admin/support?t=t2',
      '/admin/support?t=t3',
    ]);
    expect(links[0]).toHaveTextContent('assigned to you');
    expect(links[1]).toHaveTextContent(
      'Zenith Electrical · Payments and payouts · assigned to Sam',
    );
    expect(links[2]).toHaveTextContent('unassigned');
    expect(lastFilters()).toEqual({ status: 'open', category: '', assigned: '', search: '' });
    expect(screen.getByLabelText('Status')).toHaveValue('open');
  });

  it('filters by status, category, assignment and a search word, and pages on', async () => {
    answerQueue([makeTicket()], true);
    const { user } = renderQueue();
    await user.click(await screen.findByRole('button', { name: 'Show more' }));
    expect(lastCount()).toBe(40);

    await user.selectOptions(screen.getByLabelText('Status'), 'Resolved');
    await user.selectOptions(screen.getByLabelText('Category'), 'Billing and subscription');
    await user.selectOptions(screen.getByLabelText('Assigned to'), 'Unassigned');
    await user.type(screen.getByLabelText('Search by subject or requester'), ' Acme ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(lastFilters()).toEqual({
        status: 'resolved',
        category: 'billing',
        assigned: 'unassigned',
        search: 'Acme',
      }),
    );
    // A new filter starts again from the first page.
    expect(lastCount()).toBe(20);
  });

  it('says when nothing matches', async () => {
    renderQueue();
    expect(await screen.findByText('No tickets match these filters.')).toBeInTheDocument();
  });

  it('assigns a ticket to the admin and changes its status', async () => {
    vi.mocked(updateSupportTicket).mockResolvedValue({ updated: true });
    answerThread(makeTicket({ status: 'open' }));
    const { user } = renderQueue('/admin/support?t=t1');
    const thread = await screen.findByRole('article', { name: 'My lead allowance has not reset' });
    expect(thread).toHaveTextContent('From Acme Plumbing (office@acme.test) · Assigned to nobody');
    const actions = within(thread).getByRole('group', { name: 'Ticket actions' });
    expect(within(actions).queryByRole('button', { name: 'Reopen' })).not.toBeInTheDocument();

    await user.click(within(actions).getByRole('button', { name: 'Assign to me' }));
    await waitFor(() =>
      expect(updateSupportTicket).toHaveBeenCalledWith({ ticketId: 't1', assigneeId: ADMIN }),
    );
    await user.click(within(actions).getByRole('button', { name: 'Mark as resolved' }));
    await waitFor(() =>
      expect(updateSupportTicket).toHaveBeenCalledWith({ ticketId: 't1', status: 'resolved' }),
    );
  });

  it('offers to unassign a ticket the admin holds, and to reopen a resolved one', async () => {
    answerThread(makeTicket({ status: 'resolved', assigneeId: ADMIN, assigneeName: 'Me' }));
    renderQueue('/admin/support?t=t1');
    const actions = await screen.findByRole('group', { name: 'Ticket actions' });
    expect(within(actions).getByRole('button', { name: 'Unassign' })).toBeInTheDocument();
    expect(within(actions).getByRole('button', { name: 'Reopen' })).toBeInTheDocument();
    expect(
      within(actions).queryByRole('button', { name: 'Mark as resolved' }),
    ).not.toBeInTheDocument();
  });

  it('replies as Fixwell support, naming the requester in the thread', async () => {
    vi.mocked(replyToSupportTicket).mockResolvedValue({ replyId: 'r2' });
    const { user } = renderQueue('/admin/support?t=t1');
    const thread = await screen.findByRole('article', { name: 'My lead allowance has not reset' });
    expect(within(thread).getAllByRole('listitem', { name: /2026/ })[0]).toHaveTextContent(
      'Acme Plumbing',
    );
    expect(
      within(thread).getByText('The requester is emailed and the ticket then waits for them.'),
    ).toBeInTheDocument();
    await user.type(within(thread).getByLabelText('Your reply'), 'Reset now.');
    await user.click(within(thread).getByRole('button', { name: 'Send reply' }));
    await waitFor(() =>
      expect(replyToSupportTicket).toHaveBeenCalledWith({
        ticketId: 't1',
        message: 'Reset now.',
        attachmentIds: [],
      }),
    );
  });
});
