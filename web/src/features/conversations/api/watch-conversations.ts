import {
  watchConversation,
  watchConversations,
} from '@/features/conversations/api/conversations-data';
import type { Conversation, ConversationPage } from '@/features/conversations/conversation-types';
import { useLiveQuery } from '@/hooks/use-live-query';

/** The newest `count` conversations of `uid`, live. */
export function useConversations(uid: string, count: number) {
  return useLiveQuery<ConversationPage>(
    ['conversations', 'list', uid, count],
    (onData, onError) => watchConversations(uid, count, onData, onError),
    { enabled: Boolean(uid), keepPrevious: true },
  );
}

/** One conversation, live; null when there is no such conversation. */
export function useConversation(conversationId: string) {
  return useLiveQuery<Conversation | null>(
    ['conversations', 'one', conversationId],
    (onData, onError) => watchConversation(conversationId, onData, onError),
    { enabled: Boolean(conversationId) },
  );
}
