import { useMutation, useQueryClient } from '@tanstack/react-query';

import { replyToReview } from '@/features/reviews/api/reviews-data';

/** Posts the company's one reply; its reviews are read again. (Every reviews query sits under the key `reviews`.) */
export function useReplyToReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Parameters<typeof replyToReview>[0]) => replyToReview(input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['reviews'] }),
  });
}
