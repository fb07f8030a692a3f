import { watchMessages } from '@/features/conversations/api/conversations-data';
import type { MessagePage } from '@/features/conversations/conversation-types';
import { useLiveQuery } from '@/hooks/use-live-query';

/** The newest `count` messages of a thread, oldest first, live. */
export function useMessages(conversationId: string, count: number) {
  return useLiveQuery<MessagePage>(
    ['conversations', 'messages', conversationId, count],
    (onData, onError) => watchMessages(conversationId, count, onData, onError),
    { enabled: Boolean(conversationId), keepPrevious: true },
  );
}
