import { act, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { watchConversations } from '@/features/conversations/api/conversations-data';
import { ConversationList } from '@/features/conversations/components/conversation-list';
import type { ConversationPage } from '@/features/conversations/conversation-types';
import {
  COMPANY_UID,
  CUSTOMER_UID,
  makeConversation,
} from '@/features/conversations/testing/make-conversation';
import { renderApp } from '@/testing/test-utils';

vi.mock('@/features/conversations/api/conversations-data', () => ({
  CONVERSATIONS_PAGE_SIZE: 30,
  watchConversations: vi.fn(),
}));

const listeners: Array<(page: ConversationPage) => void> = [];

function answer(page: ConversationPage) {
  vi.mocked(watchConversations).mockImplementation((_uid, _count, onData) => {
    listeners.push(onData);
    onData(page);
    return () => undefined;
  });
}

function renderList(uid: string, selectedId: string | null = null) {
  return renderApp(
    <ConversationList
      uid={uid}
      selectedId={selectedId}
      hrefOf={(id) => `/customer/chat?c=${id}`}
      emptyState={<p>Nothing here yet: request a quote.</p>}
    />,
    { url: '/customer/chat' },
  );
}

beforeEach(() => {
  vi.clearAllMocks();
  listeners.length = 0;
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-24T12:00:00Z') });
  return () => vi.useRealTimers();
});

describe('ConversationList', () => {
  it('lists each conversation with the other party, the job, the last message, its time and unread count', async () => {
    answer({
      conversations: [
        makeConversation({ unreadCounts: { [CUSTOMER_UID]: 3 }, unreadBy: [CUSTOMER_UID] }),
        makeConversation({
          id: 'quote-1_other-company',
          companyId: 'other-company',
          companyName: 'Bright Sparks',
          serviceName: 'Electrician',
          postcodeDistrict: 'LS1',
          lastMessage: {
            text: 'Here is our quote',
            senderId: CUSTOMER_UID,
            senderRole: 'customer',
            at: new Date('2026-11-22T16:00:00Z'),
          },
        }),
      ],
      hasMore: false,
    });
    renderList(CUSTOMER_UID, 'quote-1_other-company');

    const links = await screen.findAllByRole('link');
    expect(vi.mocked(watchConversations).mock.calls[0]![0]).toBe(CUSTOMER_UID);
    expect(links[0]).toHaveAttribute('href', `/customer/chat?c=quote-1_${COMPANY_UID}`);
    expect(links[0]).toHaveTextContent('Acme Plumbing');
    expect(links[0]).toHaveTextContent('Plumber in LS6');
    expect(links[0]).toHaveTextContent('You: Can you come on Tuesday?');
    expect(links[0]).toHaveTextContent('9:30am');
    expect(within(links[0]!).getByText('3')).toBeInTheDocument();
    expect(links[0]).toHaveTextContent('3 unread messages');
    expect(links[0]).not.toHaveAttribute('aria-current');

    expect(links[1]).toHaveTextContent('Bright Sparks');
    expect(links[1]).toHaveTextContent('Electrician in LS1');
    expect(links[1]).toHaveTextContent('22 November 2026');
    expect(links[1]).toHaveAttribute('aria-current', 'true');
  });

  it('shows the customer’s name to the company', async () => {
    answer({ conversations: [makeConversation()], hasMore: false });
    renderList(COMPANY_UID);
    const link = await screen.findByRole('link');
    expect(link).toHaveTextContent('Jane Smith');
    expect(link).toHaveTextContent('Can you come on Tuesday?');
    expect(link).not.toHaveTextContent('You:');
  });

  it('stays live: a new message moves its conversation and its count', async () => {
    answer({ conversations: [makeConversation()], hasMore: false });
    renderList(COMPANY_UID);
    await screen.findByRole('link');

    act(() =>
      listeners.at(-1)!({
        conversations: [
          makeConversation({
            lastMessage: {
              text: 'Are you still coming?',
              senderId: CUSTOMER_UID,
              senderRole: 'customer',
              at: new Date('2026-11-24T11:59:00Z'),
            },
            unreadCounts: { [COMPANY_UID]: 1 },
          }),
        ],
        hasMore: false,
      }),
    );
    expect(await screen.findByText('Are you still coming?')).toBeInTheDocument();
    expect(screen.getByRole('link')).toHaveTextContent('1 unread message');
  });

  it('says what to do when there is no conversation yet', async () => {
    answer({ conversations: [], hasMore: false });
    renderList(CUSTOMER_UID);
    expect(await screen.findByText('Nothing here yet: request a quote.')).toBeInTheDocument();
  });

  it('shows more conversations on request', async () => {
    answer({ conversations: [makeConversation()], hasMore: true });
    const { user } = renderList(CUSTOMER_UID);
    await user.click(await screen.findByRole('button', { name: 'Show more' }));
    expect(vi.mocked(watchConversations).mock.calls.at(-1)![1]).toBe(60);
  });
});
