import { useState, type ReactNode } from 'react';
import { useLocation, useSearchParams } from 'react-router';

import { ListDetail } from '@/components/list-detail/list-detail';
import { ConversationList } from '@/features/conversations/components/conversation-list';
import {
  ConversationThread,
  type ConversationThreadProps,
} from '@/features/conversations/components/conversation-thread';

import './conversations.css';

export type ChatViewProps = {
  uid: string;
  /** What a person with no conversation yet should do (request a quote, accept a lead). */
  emptyState: ReactNode;
  headerActions?: ConversationThreadProps['headerActions'];
};

/**
 * The chat page: the list and the thread chosen with `?c=<id>`, side by side on wide screens; on
 * a phone, the list or the thread (which links back to the list).
 */
export function ChatView({ uid, emptyState, headerActions }: ChatViewProps) {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const selected = params.get('c');
  const [hasAny, setHasAny] = useState(true);
  const hrefOf = (id: string) => `${pathname}?${new URLSearchParams({ c: id }).toString()}`;

  return (
    <ListDetail
      className="chat"
      detailOpen={selected !== null}
      list={
        <nav aria-label="Conversations">
          <ConversationList
            uid={uid}
            selectedId={selected}
            hrefOf={hrefOf}
            emptyState={emptyState}
            onLoaded={setHasAny}
          />
        </nav>
      }
      detail={
        selected ? (
          <ConversationThread
            key={selected}
            conversationId={selected}
            uid={uid}
            backHref={pathname}
            {...(headerActions ? { headerActions } : {})}
          />
        ) : hasAny ? (
          <p className="chat__placeholder">Choose a conversation to read and reply.</p>
        ) : null
      }
    />
  );
}
