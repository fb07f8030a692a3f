import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import {
  markConversationRead,
  watchConversation,
  watchConversations,
  watchMessages,
} from '@/features/conversations/api/conversations-data';
import { ChatView } from '@/features/conversations/components/chat-view';
import type { Conversation } from '@/features/conversations/conversation-types';
import {
  COMPANY_UID,
  makeConversation,
  makeMessage,
} from '@/features/conversations/testing/make-conversation';
import { renderApp } from '@/testing/test-utils';

vi.mock('@/features/conversations/api/conversations-data', () => ({
  CONVERSATIONS_PAGE_SIZE: 30,
  watchConversations: vi.fn(),
  watchConversation: vi.fn(),
  watchMessages: vi.fn(),
  markConversationRead: vi.fn(),
  sendMessage: vi.fn(),
  newMessageId: vi.fn(),
  editMessage: vi.fn(),
  uploadAttachment: vi.fn(),
  fetchAttachment: vi.fn(),
}));

function answer(conversations: Conversation[]) {
  vi.mocked(watchConversations).mockImplementation((_uid, _count, onData) => {
    onData({ conversations, hasMore: false });
    return () => undefined;
  });
  vi.mocked(watchConversation).mockImplementation((id, onData) => {
    onData(conversations.find((conversation) => conversation.id === id) ?? null);
    return () => undefined;
  });
  vi.mocked(watchMessages).mockImplementation((_id, _count, onData) => {
    onData({ messages: [makeMessage({ text: 'Is Tuesday fine?' })], hasMore: false });
    return () => undefined;
  });
}

function renderChat(url: string) {
  return renderApp(
    <ChatView
      uid={COMPANY_UID}
      emptyState={<p>No conversations: see your leads.</p>}
      headerActions={(conversation) => (
        <button type="button">Propose a visit for {conversation.id}</button>
      )}
    />,
    { url },
  );
}

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(markConversationRead).mockResolvedValue(undefined);
});

describe('ChatView', () => {
  it('shows the list beside the thread chosen with ?c, with the page’s header actions', async () => {
    const conversation = makeConversation();
    answer([
      conversation,
      makeConversation({ id: 'quote-2_company-uid', customerName: 'Sam Lee' }),
    ]);
    const { user, container } = renderChat(`/company/chat?c=${conversation.id}`);

    const list = await screen.findByRole('navigation', { name: 'Conversations' });
    expect(within(list).getByRole('link', { name: /Jane Smith/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
    const thread = await screen.findByRole('region', { name: 'Jane Smith' });
    expect(within(thread).getByText('Is Tuesday fine?')).toBeInTheDocument();
    expect(
      within(thread).getByRole('button', { name: `Propose a visit for ${conversation.id}` }),
    ).toBeInTheDocument();
    // On a phone the thread replaces the list, and links back to it.
    expect(container.querySelector('.chat')).toHaveClass('list-detail--detail-open');
    expect(within(thread).getByRole('link', { name: 'All conversations' })).toHaveAttribute(
      'href',
      '/company/chat',
    );

    await user.click(within(list).getByRole('link', { name: /Sam Lee/ }));
    expect(await screen.findByRole('region', { name: 'Sam Lee' })).toBeInTheDocument();
  });

  it('shows only the list until a conversation is chosen', async () => {
    answer([makeConversation()]);
    const { container } = renderChat('/company/chat');
    expect(await screen.findByRole('link', { name: /Jane Smith/ })).toHaveAttribute(
      'href',
      `/company/chat?c=${makeConversation().id}`,
    );
    expect(container.querySelector('.chat')).not.toHaveClass('list-detail--detail-open');
    expect(screen.getByText('Choose a conversation to read and reply.')).toBeInTheDocument();
    expect(watchConversation).not.toHaveBeenCalled();
  });

  it('says what to do when there is no conversation', async () => {
    answer([]);
    renderChat('/company/chat');
    expect(await screen.findByText('No conversations: see your leads.')).toBeInTheDocument();
    expect(screen.queryByText('Choose a conversation to read and reply.')).toBeNull();
  });

  it('says so when the chosen conversation cannot be found', async () => {
    answer([makeConversation()]);
    renderChat('/company/chat?c=someone-else');
    expect(await screen.findByText('This conversation could not be found.')).toBeInTheDocument();
  });
});
