import { useMutation, useQueryClient } from '@tanstack/react-query';

import {
  openSupportConversation,
  postSupportMessage,
} from '@/features/conversations/api/conversations-data';

/** Writes as Fixwell support; the admin's view of the quote's conversations is read again. */
export function usePostSupportMessage(quoteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Parameters<typeof postSupportMessage>[0]) => postSupportMessage(input),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: ['conversations', 'admin', quoteId] }),
  });
}

/** Writes to one party as Fixwell support, opening their conversation; the view is read again. */
export function useOpenSupportConversation(quoteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<Parameters<typeof openSupportConversation>[0], 'quoteId'>) =>
      openSupportConversation({ ...input, quoteId }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: ['conversations', 'admin', quoteId] }),
  });
}
