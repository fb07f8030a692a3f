import { queryOptions, useQuery } from '@tanstack/react-query';

import { openQuoteConversations } from '@/features/conversations/api/conversations-data';

export const quoteConversationsQuery = (quoteId: string) =>
  queryOptions({
    queryKey: ['conversations', 'admin', quoteId],
    queryFn: () => openQuoteConversations(quoteId),
    // Each reading is recorded: read once per visit, not on every focus.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

/** Every conversation of a quote, and who an admin can write to about it, for an admin. */
export function useQuoteConversations(quoteId: string) {
  return useQuery({ ...quoteConversationsQuery(quoteId), enabled: Boolean(quoteId) });
}
