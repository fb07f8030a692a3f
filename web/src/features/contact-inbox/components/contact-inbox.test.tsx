import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import {
  replyToContactMessage,
  setContactMessageStatus,
  watchContactMessage,
  watchContactMessages,
} from '@/features/contact-inbox/api/contact-inbox-data';
import { ContactInbox } from '@/features/contact-inbox/components/contact-inbox';
import type { InboxMessage } from '@/features/contact-inbox/contact-inbox-types';
import { CallFunctionError } from '@/lib/call-function';
import { renderApp } from '@/testing/test-utils';

vi.mock('@/features/contact-inbox/api/contact-inbox-data', () => {
  return {
    watchContactMessages: vi.fn(),
    watchContactMessage: vi.fn(),
    watchNewContactMessageCount: vi.fn(),
    setContactMessageStatus: vi.fn(),
    replyToContactMessage: vi.fn(),
  };
});

const stop = vi.fn();

function makeMessage(overrides: Partial<InboxMessage> = {}): InboxMessage {
  return {
    id: 'm1',
    name: 'Sarah Thompson',
    email: 'sarah@example.co.uk',
    phone: '07700 900123',
    topic: 'billing',
    message: 'I was charged twice for my subscription this month.',
    status: 'new',
    senderTag: 'ab12cd34',
    userAgent: 'Mozilla/5.0',
    createdAt: new Date('2026-11-22T14:05:00Z'),
    readAt: null,
    replies: [],
    ...overrides,
  };
}

function answerList(messages: InboxMessage[], hasMore = false) {
  vi.mocked(watchContactMessages).mockImplementation((_status, _count, onData) => {
    onData({ messages, hasMore });
    return stop;
  });
}
function answerMessage(message: InboxMessage | null) {
  vi.mocked(watchContactMessage).mockImplementation((_id, onData) => {
    onData(message);
    return stop;
  });
}
const lastStatus = () => vi.mocked(watchContactMessages).mock.calls.at(-1)![0];
const lastCount = () => vi.mocked(watchContactMessages).mock.calls.at(-1)![1];

const renderInbox = (url = '/admin/contact-messages') => renderApp(<ContactInbox />, { url });

beforeEach(() => {
  vi.clearAllMocks();
  answerList([]);
  answerMessage(makeMessage());
  vi.mocked(setContactMessageStatus).mockImplementation(async ({ status }) => ({ status }));
  vi.mocked(replyToContactMessage).mockResolvedValue({ replyCount: 1 });
});

describe('ContactInbox', () => {
  it('lists every message newest first, with status, topic and date, each linking to itself', async () => {
    answerList([
      makeMessage(),
      makeMessage({
        id: 'm2',
        name: 'Priya Shah',
        status: 'archived',
        topic: 'press',
        replies: [{ byEmail: 'admin@fixwell.test', text: 'Thanks', at: new Date() }],
      }),
    ]);
    renderInbox();
    const list = await screen.findByRole('list', { name: 'Messages, newest first' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/admin/contact-messages?m=m1',
      '/admin/contact-messages?m=m2',
    ]);
    expect(links[0]).toHaveTextContent('Sarah Thompson');
    expect(links[0]).toHaveTextContent('New');
    expect(links[0]).toHaveTextContent('Billing and payments · 22 November 2026 at 14:05');
    expect(links[1]).toHaveTextContent('Archived');
    expect(links[1]).toHaveTextContent('1 reply');
    expect(lastStatus()).toBe('');
  });

  it('filters by status from the URL and the select, and keeps the filter in the links', async () => {
    answerList([makeMessage()]);
    const { user, router } = renderInbox('/admin/contact-messages?status=new');
    await screen.findByRole('link', { name: /Sarah Thompson/ });
    expect(lastStatus()).toBe('new');
    expect(screen.getByRole('link', { name: /Sarah Thompson/ })).toHaveAttribute(
      'href',
      '/admin/contact-messages?status=new&m=m1',
    );
    await user.selectOptions(screen.getByLabelText('Status'), 'archived');
    await waitFor(() => expect(lastStatus()).toBe('archived'));
    expect(router.state.location.search).toBe('?status=archived');
  });

  it('shows more a page at a time, and says when nothing matches', async () => {
    answerList([makeMessage()], true);
    const { user } = renderInbox();
    await user.click(await screen.findByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(lastCount()).toBe(50));
    answerList([]);
    await user.selectOptions(screen.getByLabelText('Status'), 'read');
    expect(await screen.findByText('No read messages.')).toBeInTheDocument();
  });

  it('opens a new message, shows who wrote what, and marks it read', async () => {
    renderInbox('/admin/contact-messages?m=m1');
    const detail = await screen.findByRole('article', { name: 'Billing and payments' });
    expect(within(detail).getByRole('link', { name: 'sarah@example.co.uk' })).toHaveAttribute(
      'href',
      'mailto:sarah@example.co.uk',
    );
    expect(detail).toHaveTextContent('I was charged twice for my subscription this month.');
    expect(detail).toHaveTextContent('07700 900123');
    expect(detail).toHaveTextContent('No reply has been sent yet.');
    await waitFor(() =>
      expect(setContactMessageStatus).toHaveBeenCalledWith({ messageId: 'm1', status: 'read' }),
    );
    expect(setContactMessageStatus).toHaveBeenCalledTimes(1);
  });

  it('does not mark a message read again, and archives or moves it back on request', async () => {
    answerMessage(makeMessage({ status: 'read', readAt: new Date() }));
    const { user } = renderInbox('/admin/contact-messages?m=m1');
    await user.click(await screen.findByRole('button', { name: 'Archive' }));
    expect(setContactMessageStatus).toHaveBeenCalledWith({ messageId: 'm1', status: 'archived' });
    expect(setContactMessageStatus).toHaveBeenCalledTimes(1);

    answerMessage(makeMessage({ id: 'm3', status: 'archived', readAt: new Date() }));
    await user.click(screen.getByRole('link', { name: 'Back to the messages' }));
    renderInbox('/admin/contact-messages?m=m3');
    await user.click(await screen.findByRole('button', { name: 'Move back to the inbox' }));
    expect(setContactMessageStatus).toHaveBeenLastCalledWith({ messageId: 'm3', status: 'read' });
  });

  it('sends a reply, then shows it among the replies sent', async () => {
    answerMessage(makeMessage({ status: 'read', readAt: new Date() }));
    const { user } = renderInbox('/admin/contact-messages?m=m1');
    const box = await screen.findByLabelText('Your reply to Sarah Thompson');
    await user.type(box, 'We have refunded the second charge.');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    await waitFor(() =>
      expect(replyToContactMessage).toHaveBeenCalledWith({
        messageId: 'm1',
        text: 'We have refunded the second charge.',
      }),
    );
    await waitFor(() => expect(box).toHaveValue(''));
  });

  it('says what is wrong with the reply before sending, and shows the server’s refusal', async () => {
    answerMessage(makeMessage({ status: 'read', readAt: new Date() }));
    const { user } = renderInbox('/admin/contact-messages?m=m1');
    await user.click(await screen.findByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Write your reply.')).toBeInTheDocument();
    expect(replyToContactMessage).not.toHaveBeenCalled();

    vi.mocked(replyToContactMessage).mockRejectedValue(
      new CallFunctionError(
        'Set the support email address in Settings first: replies go out with it as their reply-to address.',
        { code: 'failed-precondition' },
      ),
    );
    await user.type(screen.getByLabelText('Your reply to Sarah Thompson'), 'Hello there');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(
      await screen.findAllByText(/Set the support email address in Settings first/),
    ).not.toHaveLength(0);
  });

  it('lists the replies already sent, with who sent them and when', async () => {
    answerMessage(
      makeMessage({
        status: 'read',
        readAt: new Date(),
        replies: [
          {
            byEmail: 'admin@fixwell.test',
            text: 'We have refunded the second charge.',
            at: new Date('2026-11-23T09:30:00Z'),
          },
        ],
      }),
    );
    renderInbox('/admin/contact-messages?m=m1');
    const replies = await screen.findByRole('region', { name: 'Replies sent (1)' });
    expect(replies).toHaveTextContent('admin@fixwell.test · 23 November 2026 at 09:30');
    expect(replies).toHaveTextContent('We have refunded the second charge.');
  });

  it('says so when the message is not there', async () => {
    answerMessage(null);
    renderInbox('/admin/contact-messages?m=gone');
    expect(await screen.findByText('This contact message no longer exists.')).toBeInTheDocument();
  });
});
