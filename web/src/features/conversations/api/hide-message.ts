import { useMutation, useQueryClient } from '@tanstack/react-query';

import { hideMessage } from '@/features/conversations/api/conversations-data';

/** Hides a message; the admin's view of the quote's conversations is read again afterwards. */
export function useHideMessage(quoteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Parameters<typeof hideMessage>[0]) => hideMessage(input),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: ['conversations', 'admin', quoteId] }),
  });
}
