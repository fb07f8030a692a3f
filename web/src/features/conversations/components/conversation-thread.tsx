import { londonDateOf } from '@fixwell/common/london-time';
import {
  CONVERSATION_MESSAGES,
  MESSAGE_EDIT_WINDOW_MINUTES,
  MESSAGE_PAGE_SIZE,
} from '@fixwell/common/conversations/conversation';
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';

import { LoadError } from '@/components/load-error';
import { LoadingBlock } from '@/components/loading-block';
import { editMessage, uploadAttachment } from '@/features/conversations/api/conversations-data';
import { useConversation } from '@/features/conversations/api/watch-conversations';
import { useMessages } from '@/features/conversations/api/watch-messages';
import { MessageComposer } from '@/features/conversations/components/message-composer';
import {
  MessageItem,
  SystemMessageItem,
  type DeliveryStatus,
} from '@/features/conversations/components/message-item';
import {
  otherPartyName,
  otherReadAt,
  roleIn,
  type Conversation,
  type Message,
} from '@/features/conversations/conversation-types';
import { formatDayLabel } from '@/features/conversations/format-chat';
import { useMarkRead } from '@/features/conversations/hooks/use-mark-read';
import { outgoingAsMessage, useOutbox } from '@/features/conversations/hooks/use-outbox';
import { useNow } from '@/hooks/use-now';
import { errorCode } from '@/lib/call-function';

import './conversations.css';

/** How close to the top (in pixels) scrolling back loads the previous page. */
const LOAD_OLDER_WITHIN = 80;
/** How close to the bottom counts as "reading the latest": new messages then scroll into view. */
const FOLLOW_WITHIN = 120;
const EDIT_WINDOW_MS = MESSAGE_EDIT_WINDOW_MINUTES * 60_000;

type Row = { message: Message; status: DeliveryStatus | null };

export type ConversationThreadProps = {
  conversationId: string;
  uid: string;
  /** The list of conversations: on a phone the thread replaces it, and links back. */
  backHref: string;
  /** Controls another feature adds to the thread's header (proposing an appointment). */
  headerActions?: (conversation: Conversation) => ReactNode;
};

/** One conversation: its header, the messages (live, newest at the bottom) and the composer. */
export function ConversationThread({
  conversationId,
  uid,
  backHref,
  headerActions,
}: ConversationThreadProps) {
  const conversation = useConversation(conversationId);
  const [count, setCount] = useState(MESSAGE_PAGE_SIZE);
  const messages = useMessages(conversationId, count);
  const current = conversation.data ?? null;
  const ready = current !== null;
  const { outbox, send, retry } = useOutbox(
    conversationId,
    current ? { senderId: uid, senderRole: roleIn(current, uid) } : null,
  );
  useMarkRead(current, uid);
  const now = useNow(30_000);

  const log = useRef<HTMLDivElement>(null);
  const following = useRef(true);
  const anchor = useRef<{ height: number; top: number; firstId: string | undefined } | null>(null);

  const live = messages.data?.messages ?? [];
  const hasOlder = messages.data?.hasMore ?? false;
  const loadingOlder = messages.data !== undefined && live.length < count && hasOlder;

  function loadOlder() {
    const element = log.current;
    if (!hasOlder || anchor.current) return;
    anchor.current = {
      height: element?.scrollHeight ?? 0,
      top: element?.scrollTop ?? 0,
      firstId: live[0]?.id,
    };
    setCount((value) => value + MESSAGE_PAGE_SIZE);
  }

  const rows = buildRows(live, outbox, current, uid);
  const lastId = rows.at(-1)?.message.id;
  const firstId = rows[0]?.message.id;

  // Opens at the latest message, follows new ones while the reader is at the bottom, and keeps
  // the reader's place when an older page arrives above.
  useLayoutEffect(() => {
    const element = log.current;
    if (!element) return;
    const pending = anchor.current;
    if (pending && firstId !== pending.firstId) {
      element.scrollTop = pending.top + (element.scrollHeight - pending.height);
      anchor.current = null;
      return;
    }
    if (pending && !hasOlder) anchor.current = null;
    if (following.current) element.scrollTop = element.scrollHeight;
  }, [firstId, lastId, hasOlder, ready]);

  // A photo that finishes loading makes the thread taller: stay at the latest message.
  useEffect(() => {
    const element = log.current;
    if (!element) return undefined;
    const follow = () => {
      if (following.current) element.scrollTop = element.scrollHeight;
    };
    element.addEventListener('load', follow, true);
    return () => element.removeEventListener('load', follow, true);
  }, [ready]);

  function onScroll() {
    const element = log.current;
    if (!element) return;
    following.current =
      element.scrollHeight - element.scrollTop - element.clientHeight < FOLLOW_WITHIN;
    if (element.scrollTop < LOAD_OLDER_WITHIN) loadOlder();
  }

  if (errorCode(conversation.error) === 'permission-denied') {
    return (
      <div className="notice notice--warning" role="alert">
        <p>{CONVERSATION_MESSAGES.notParticipant}</p>
        <Link to={backHref}>All conversations</Link>
      </div>
    );
  }
  if (conversation.isError || messages.isError) {
    return (
      <LoadError
        message="We could not load this conversation."
        onRetry={() => {
          conversation.retry();
          messages.retry();
        }}
      />
    );
  }
  if (conversation.isPending) return <LoadingBlock label="Loading the conversation…" lines={6} />;
  if (!current) {
    return (
      <div className="notice notice--warning" role="alert">
        <p>This conversation could not be found.</p>
        <Link to={backHref}>All conversations</Link>
      </div>
    );
  }

  const name = otherPartyName(current, uid);
  const headingId = `thread-${conversationId}-heading`;
  let lastDay = '';

  return (
    <section className="chat-thread" aria-labelledby={headingId}>
      <header className="chat-thread__header">
        <Link to={backHref} className="chat-thread__back list-detail__back">
          All conversations
        </Link>
        <div className="chat-thread__title">
          <h2 id={headingId}>{name}</h2>
          <p>
            {current.serviceName} in {current.postcodeDistrict}
          </p>
        </div>
        {headerActions ? (
          <div className="chat-thread__actions">{headerActions(current)}</div>
        ) : null}
      </header>
      <div
        ref={log}
        className="chat-thread__log"
        role="log"
        aria-label={`Messages with ${name}`}
        tabIndex={0}
        onScroll={onScroll}
      >
        {hasOlder ? (
          <p className="chat-thread__older">
            <button
              type="button"
              className="button button--secondary"
              onClick={loadOlder}
              disabled={loadingOlder}
            >
              {loadingOlder ? 'Loading older messages…' : 'Show older messages'}
            </button>
          </p>
        ) : null}
        {messages.isPending ? <LoadingBlock label="Loading messages…" lines={4} /> : null}
        {!messages.isPending && rows.length === 0 ? (
          <p className="chat-thread__empty">No messages yet. Say hello below.</p>
        ) : null}
        <ol className="chat-thread__messages">
          {rows.flatMap(({ message, status }) => {
            const day = londonDateOf(message.createdAt);
            const items: ReactNode[] = [];
            if (day !== lastDay) {
              lastDay = day;
              items.push(
                <li key={`day-${day}`} className="chat-day">
                  <span>{formatDayLabel(message.createdAt, now)}</span>
                </li>,
              );
            }
            if (message.kind === 'system') {
              items.push(<SystemMessageItem key={message.id} message={message} />);
              return items;
            }
            const mine = message.senderId === uid;
            const editable =
              mine &&
              status !== 'sending' &&
              status !== 'failed' &&
              !message.hidden &&
              message.text !== '' &&
              now.getTime() - message.createdAt.getTime() < EDIT_WINDOW_MS;
            items.push(
              <MessageItem
                key={message.id}
                message={message}
                mine={mine}
                senderName={message.senderRole === 'admin' ? 'Fixwell' : name}
                status={status}
                onRetry={() => retry(message.id)}
                {...(editable
                  ? { onEdit: (text: string) => editMessage(conversationId, message.id, text) }
                  : {})}
              />,
            );
            return items;
          })}
        </ol>
      </div>
      <MessageComposer
        conversationId={conversationId}
        onSend={(text, attachment) => {
          following.current = true;
          send(text, attachment);
        }}
        upload={(file) => uploadAttachment(conversationId, file)}
      />
    </section>
  );
}

/**
 * The thread's rows: the live messages, then what this page is still sending. A message being
 * sent shows "Sending…" (or "Not sent"); the sender's last delivered message shows "Read" once
 * the other side's read marker has passed it, else "Sent".
 */
function buildRows(
  live: Message[],
  outbox: ReturnType<typeof useOutbox>['outbox'],
  conversation: Conversation | null,
  uid: string,
): Row[] {
  const pending = new Map(outbox.map((item) => [item.id, item]));
  const liveIds = new Set(live.map((message) => message.id));
  const rows: Row[] = live.map((message) => ({
    message,
    status: pending.get(message.id)?.status ?? null,
  }));
  for (const item of outbox) {
    if (liveIds.has(item.id) || !conversation) continue;
    rows.push({
      message: outgoingAsMessage(item, { senderId: uid, senderRole: roleIn(conversation, uid) }),
      status: item.status,
    });
  }
  if (conversation) {
    const readAt = otherReadAt(conversation, uid);
    for (let index = rows.length - 1; index >= 0; index -= 1) {
      const row = rows[index]!;
      if (row.message.senderId !== uid || row.message.kind !== 'text') continue;
      if (row.status) continue;
      row.status = readAt && readAt.getTime() >= row.message.createdAt.getTime() ? 'read' : 'sent';
      break;
    }
  }
  return rows;
}
