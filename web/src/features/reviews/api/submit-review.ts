import { useMutation, useQueryClient } from '@tanstack/react-query';

import { submitReview } from '@/features/reviews/api/reviews-data';

/** Sends the review; the customer's jobs and reviews are read again. (Every reviews query sits under the key `reviews`.) */
export function useSubmitReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Parameters<typeof submitReview>[0]) => submitReview(input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['reviews'] }),
  });
}
