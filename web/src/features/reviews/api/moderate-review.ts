import { useMutation, useQueryClient } from '@tanstack/react-query';

import { moderateReview } from '@/features/reviews/api/reviews-data';

/** Hides or restores a review; the queue is read again. (Every reviews query sits under the key `reviews`.) */
export function useModerateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Parameters<typeof moderateReview>[0]) => moderateReview(input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['reviews'] }),
  });
}
