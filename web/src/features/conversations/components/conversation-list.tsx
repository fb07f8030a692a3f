import type { ReactNode } from 'react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';

import { LoadError } from '@/components/load-error';
import { LoadingBlock } from '@/components/loading-block';
import { ShowMoreButton } from '@/components/show-more-button';
import { CONVERSATIONS_PAGE_SIZE } from '@/features/conversations/api/conversations-data';
import { useConversations } from '@/features/conversations/api/watch-conversations';
import { otherPartyName, type Conversation } from '@/features/conversations/conversation-types';
import { formatListTime } from '@/features/conversations/format-chat';
import { useNow } from '@/hooks/use-now';

export type ConversationListProps = {
  uid: string;
  selectedId: string | null;
  hrefOf: (conversationId: string) => string;
  /** Shown when there is no conversation yet: says what to do to start one. */
  emptyState: ReactNode;
  /** Told whether the person has any conversation, once the list has loaded. */
  onLoaded?: (hasAny: boolean) => void;
};

function preview(conversation: Conversation, uid: string): string {
  const last = conversation.lastMessage;
  if (!last) return 'No messages yet';
  const text = last.text || 'Sent a file';
  return last.senderId === uid ? `You: ${text}` : text;
}

/** The person's conversations, most recently active first, live, with their unread counts. */
export function ConversationList({
  uid,
  selectedId,
  hrefOf,
  emptyState,
  onLoaded,
}: ConversationListProps) {
  const [count, setCount] = useState(CONVERSATIONS_PAGE_SIZE);
  const list = useConversations(uid, count);
  const now = useNow();
  const hasAny = list.data ? list.data.conversations.length > 0 : undefined;
  useEffect(() => {
    if (hasAny !== undefined) onLoaded?.(hasAny);
  }, [hasAny, onLoaded]);

  if (list.isError) {
    return <LoadError message="We could not load your conversations." onRetry={list.retry} />;
  }
  if (list.isPending) return <LoadingBlock label="Loading your conversations…" lines={5} />;
  const { conversations, hasMore } = list.data!;
  if (conversations.length === 0) return <>{emptyState}</>;

  return (
    <>
      <ul className="list-detail__items">
        {conversations.map((conversation) => {
          const unread = conversation.unreadCounts[uid] ?? 0;
          const when = conversation.lastMessage?.at ?? conversation.updatedAt;
          const selected = conversation.id === selectedId;
          return (
            <li key={conversation.id}>
              <Link
                to={hrefOf(conversation.id)}
                className={`list-detail__item${unread > 0 ? ' chat-list__item--unread' : ''}`}
                aria-current={selected ? 'true' : undefined}
              >
                <span className="chat-list__top">
                  <span className="chat-list__name">{otherPartyName(conversation, uid)}</span>
                  <time className="chat-list__time" dateTime={when.toISOString()}>
                    {formatListTime(when, now)}
                  </time>
                </span>
                <span className="chat-list__job">
                  {conversation.serviceName} in {conversation.postcodeDistrict}
                </span>
                <span className="chat-list__bottom">
                  <span className="chat-list__preview">{preview(conversation, uid)}</span>
                  {unread > 0 ? (
                    <span className="chat-list__unread">
                      {unread}
                      <span className="visually-hidden">
                        {' '}
                        unread {unread === 1 ? 'message' : 'messages'}
                      </span>
                    </span>
                  ) : null}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
      {hasMore ? (
        <ShowMoreButton onShowMore={() => setCount((value) => value + CONVERSATIONS_PAGE_SIZE)} />
      ) : null}
    </>
  );
}
