import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import {
  editMessage,
  markConversationRead,
  newMessageId,
  sendMessage,
  watchConversation,
  watchMessages,
} from '@/features/conversations/api/conversations-data';
import { ConversationThread } from '@/features/conversations/components/conversation-thread';
import type { Conversation, MessagePage } from '@/features/conversations/conversation-types';
import {
  COMPANY_UID,
  CUSTOMER_UID,
  makeConversation,
  makeMessage,
} from '@/features/conversations/testing/make-conversation';
import { renderApp } from '@/testing/test-utils';

vi.mock('@/features/conversations/api/conversations-data', () => ({
  CONVERSATIONS_PAGE_SIZE: 30,
  watchConversation: vi.fn(),
  watchMessages: vi.fn(),
  sendMessage: vi.fn(),
  newMessageId: vi.fn(),
  markConversationRead: vi.fn(),
  editMessage: vi.fn(),
  uploadAttachment: vi.fn(),
  fetchAttachment: vi.fn(),
}));

const NOW = new Date('2026-11-24T10:00:00Z');
const conversationListeners: Array<(conversation: Conversation | null) => void> = [];
const messageListeners: Array<(page: MessagePage) => void> = [];

function answer(conversation: Conversation | null, page: MessagePage) {
  vi.mocked(watchConversation).mockImplementation((_id, onData) => {
    conversationListeners.push(onData);
    onData(conversation);
    return () => undefined;
  });
  vi.mocked(watchMessages).mockImplementation((_id, _count, onData) => {
    messageListeners.push(onData);
    onData(page);
    return () => undefined;
  });
}

function renderThread(uid = COMPANY_UID) {
  const conversation = makeConversation();
  return renderApp(
    <ConversationThread conversationId={conversation.id} uid={uid} backHref="/company/chat" />,
    { url: `/company/chat?c=${conversation.id}` },
  );
}

const log = () => screen.getByRole('log');

beforeEach(() => {
  vi.clearAllMocks();
  conversationListeners.length = 0;
  messageListeners.length = 0;
  sessionStorage.clear();
  vi.mocked(markConversationRead).mockResolvedValue(undefined);
  vi.mocked(newMessageId).mockReturnValue('new-message');
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  return () => vi.useRealTimers();
});

describe('ConversationThread', () => {
  it('shows the other party, the job, messages under their days, system and hidden messages', async () => {
    answer(makeConversation(), {
      messages: [
        makeMessage({
          kind: 'system',
          senderRole: 'system',
          senderId: 'system',
          text: '',
          system: {
            event: 'appointment-proposed',
            text: 'Acme Plumbing proposed a visit.',
            link: '/customer/appointments?a=a1',
          },
          createdAt: new Date('2026-11-22T10:00:00Z'),
        }),
        makeMessage({ text: 'Hello there', createdAt: new Date('2026-11-22T10:05:00Z') }),
        makeMessage({
          text: '',
          hidden: { reason: 'it shared a phone number', at: NOW },
          createdAt: new Date('2026-11-24T08:00:00Z'),
        }),
      ],
      hasMore: false,
    });
    renderThread();

    expect(await screen.findByRole('heading', { name: 'Jane Smith' })).toBeInTheDocument();
    expect(screen.getByText('Plumber in LS6')).toBeInTheDocument();
    const items = within(log()).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '22 November 2026',
      expect.stringContaining('Acme Plumbing proposed a visit.'),
      expect.stringContaining('Hello there'),
      'Today',
      expect.stringContaining('This message was hidden by Fixwell: it shared a phone number'),
    ]);
    expect(items[1]).toHaveClass('chat-message--system');
    expect(within(items[1]!).getByRole('link', { name: 'View the details' })).toHaveAttribute(
      'href',
      '/customer/appointments?a=a1',
    );
  });

  it('says so when the person is not part of the conversation', async () => {
    vi.mocked(watchConversation).mockImplementation((_id, _onData, onError) => {
      onError(
        Object.assign(new Error('Missing or insufficient permissions.'), {
          code: 'permission-denied',
        }),
      );
      return () => undefined;
    });
    vi.mocked(watchMessages).mockImplementation(() => () => undefined);
    renderThread();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You are not part of this conversation.',
    );
    expect(screen.queryByRole('textbox', { name: 'Message' })).toBeNull();
  });

  it('makes web links clickable safely and leaves a javascript: link as text', async () => {
    answer(makeConversation(), {
      messages: [
        makeMessage({
          text: 'Photos at https://example.com/p?a=1 and javascript:alert(1) and www.fixwell.co.uk',
        }),
      ],
      hasMore: false,
    });
    renderThread();

    const link = await screen.findByRole('link', { name: 'https://example.com/p?a=1' });
    expect(link).toHaveAttribute('href', 'https://example.com/p?a=1');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(screen.getByRole('link', { name: 'www.fixwell.co.uk' })).toHaveAttribute(
      'href',
      'http://www.fixwell.co.uk/',
    );
    for (const anchor of within(log()).getAllByRole('link')) {
      expect(anchor.getAttribute('href')).toMatch(/^https?:\/\//);
    }
    expect(screen.queryByRole('link', { name: /javascript/ })).toBeNull();
    expect(log()).toHaveTextContent('javascript:alert(1)');
  });

  it('shows a sent message at once as "Sending…", then as sent', async () => {
    answer(makeConversation(), { messages: [], hasMore: false });
    let land!: () => void;
    vi.mocked(sendMessage).mockImplementation(
      () => new Promise<void>((resolve) => (land = resolve)),
    );
    const { user } = renderThread();

    await user.type(await screen.findByRole('textbox', { name: 'Message' }), 'On my way{Enter}');

    expect(sendMessage).toHaveBeenCalledWith(`quote-1_${COMPANY_UID}`, 'new-message', {
      senderId: COMPANY_UID,
      senderRole: 'company',
      text: 'On my way',
      attachment: null,
    });
    expect(within(log()).getByText('On my way')).toBeInTheDocument();
    expect(log()).toHaveTextContent('Sending…');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('');

    // Firestore's own copy arrives, then the server confirms.
    act(() =>
      messageListeners.at(-1)!({
        messages: [
          makeMessage({
            id: 'new-message',
            senderId: COMPANY_UID,
            senderRole: 'company',
            text: 'On my way',
            createdAt: NOW,
          }),
        ],
        hasMore: false,
      }),
    );
    await waitFor(() =>
      expect(within(log()).getByText('On my way')).toHaveClass('chat-message__text'),
    );
    expect(within(log()).getAllByText('On my way')).toHaveLength(1);
    expect(log()).toHaveTextContent('Sending…');
    await act(async () => land());
    expect(log()).not.toHaveTextContent('Sending…');
    expect(within(log()).getByText(/Sent$/)).toBeInTheDocument();
  });

  it('keeps a failed message with "Not sent" and sends it again, with the same id, on Retry', async () => {
    answer(makeConversation(), { messages: [], hasMore: false });
    vi.mocked(sendMessage).mockRejectedValueOnce(new Error('offline'));
    const { user } = renderThread();

    await user.type(
      await screen.findByRole('textbox', { name: 'Message' }),
      'Quote attached{Enter}',
    );

    expect(await within(log()).findByText(/Not sent/)).toBeInTheDocument();
    expect(within(log()).getByText('Quote attached')).toBeInTheDocument();
    expect(within(log()).getByRole('alert')).toHaveTextContent(
      'Your message was not sent. Check your connection and try again.',
    );

    vi.mocked(sendMessage).mockResolvedValueOnce(undefined);
    await user.click(within(log()).getByRole('button', { name: 'Retry' }));

    expect(sendMessage).toHaveBeenCalledTimes(2);
    expect(vi.mocked(sendMessage).mock.calls[1]![1]).toBe('new-message');
    expect(vi.mocked(sendMessage).mock.calls[1]![2].text).toBe('Quote attached');
  });

  it('marks the thread read when it has unread messages, and shows "Read" once the other side has', async () => {
    const mine = makeMessage({
      senderId: COMPANY_UID,
      senderRole: 'company',
      text: 'Tuesday works',
      createdAt: new Date('2026-11-24T09:00:00Z'),
    });
    answer(makeConversation({ unreadCounts: { [COMPANY_UID]: 2 }, unreadBy: [COMPANY_UID] }), {
      messages: [mine],
      hasMore: false,
    });
    renderThread();

    expect(await within(await screen.findByRole('log')).findByText(/Sent$/)).toBeInTheDocument();
    expect(markConversationRead).toHaveBeenCalledWith(`quote-1_${COMPANY_UID}`, COMPANY_UID);

    act(() =>
      conversationListeners.at(-1)!(
        makeConversation({
          lastReadAt: {
            [CUSTOMER_UID]: new Date('2026-11-24T09:05:00Z'),
            [COMPANY_UID]: NOW,
          },
        }),
      ),
    );
    expect(await within(log()).findByText(/Read$/)).toBeInTheDocument();
    expect(markConversationRead).toHaveBeenCalledTimes(1);
  });

  it('does not mark a thread read that has nothing new', async () => {
    answer(
      makeConversation({
        lastReadAt: { [COMPANY_UID]: new Date('2026-11-24T09:45:00Z') },
      }),
      { messages: [makeMessage()], hasMore: false },
    );
    renderThread();
    await screen.findByRole('heading', { name: 'Jane Smith' });
    expect(markConversationRead).not.toHaveBeenCalled();
  });

  it('opens at the latest message', async () => {
    const height = vi
      .spyOn(HTMLElement.prototype, 'scrollHeight', 'get')
      .mockImplementation(() => 3000);
    answer(makeConversation(), { messages: [makeMessage(), makeMessage()], hasMore: false });
    renderThread();
    expect(await screen.findByRole('log')).toHaveProperty('scrollTop', 3000);
    height.mockRestore();
  });

  it('loads the previous page when scrolled to the top, keeping the reader’s place', async () => {
    const latest = Array.from({ length: 50 }, (_, index) =>
      makeMessage({ createdAt: new Date(NOW.getTime() - (50 - index) * 60_000) }),
    );
    answer(makeConversation(), { messages: latest, hasMore: true });
    renderThread();
    await screen.findByRole('heading', { name: 'Jane Smith' });
    expect(vi.mocked(watchMessages).mock.calls.at(-1)![1]).toBe(50);

    const element = log();
    let height = 5000;
    Object.defineProperty(element, 'scrollHeight', { configurable: true, get: () => height });
    Object.defineProperty(element, 'clientHeight', { configurable: true, value: 600 });
    element.scrollTop = 10;
    fireEvent.scroll(element);

    expect(vi.mocked(watchMessages).mock.calls.at(-1)![1]).toBe(100);
    const older = Array.from({ length: 50 }, (_, index) =>
      makeMessage({
        text: `Older ${index}`,
        createdAt: new Date(NOW.getTime() - (200 - index) * 60_000),
      }),
    );
    height = 9000;
    act(() => messageListeners.at(-1)!({ messages: [...older, ...latest], hasMore: false }));

    expect(await within(log()).findByText('Older 0')).toBeInTheDocument();
    // The page grew by 4,000 pixels above the reader, so the view moved down as much.
    expect(element.scrollTop).toBe(4010);
    expect(screen.queryByRole('button', { name: 'Show older messages' })).toBeNull();
  });

  it('lets the sender correct a message for 15 minutes and marks it edited', async () => {
    vi.mocked(editMessage).mockResolvedValue(undefined);
    answer(makeConversation(), {
      messages: [
        makeMessage({
          id: 'old',
          senderId: COMPANY_UID,
          senderRole: 'company',
          text: 'Too late to change',
          createdAt: new Date(NOW.getTime() - 16 * 60_000),
        }),
        makeMessage({
          id: 'recent',
          senderId: COMPANY_UID,
          senderRole: 'company',
          text: 'See you Tusday',
          createdAt: new Date(NOW.getTime() - 5 * 60_000),
        }),
      ],
      hasMore: false,
    });
    const { user } = renderThread();

    const edits = await within(await screen.findByRole('log')).findAllByRole('button', {
      name: 'Edit your message',
    });
    expect(edits).toHaveLength(1);
    await user.click(edits[0]!);
    const field = screen.getByRole('textbox', { name: 'Edit your message' });
    await user.clear(field);
    await user.type(field, 'See you Tuesday');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(editMessage).toHaveBeenCalledWith(`quote-1_${COMPANY_UID}`, 'recent', 'See you Tuesday');
  });

  it('says "edited" under a corrected message', async () => {
    answer(makeConversation(), {
      messages: [makeMessage({ text: 'Corrected', editedAt: NOW })],
      hasMore: false,
    });
    renderThread();
    expect(await within(await screen.findByRole('log')).findByText(/edited/)).toBeInTheDocument();
  });
});
