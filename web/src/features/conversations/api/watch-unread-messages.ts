import { watchUnreadMessageCount } from '@/features/conversations/api/conversations-data';
import { useLiveQuery } from '@/hooks/use-live-query';

/**
 * The number of unread messages of `uid` across its conversations, live (for the navigation's
 * badge); 0 while signed out, loading or when the count cannot be read.
 */
export function useUnreadMessageCount(uid: string | undefined): number {
  const { data } = useLiveQuery<number>(
    ['conversations', 'unread', uid ?? ''],
    (onData, onError) => watchUnreadMessageCount(uid ?? '', onData, onError),
    { enabled: Boolean(uid) },
  );
  return uid ? (data ?? 0) : 0;
}
