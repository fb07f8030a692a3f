import { useMutation, useQueryClient } from '@tanstack/react-query';

import { reportReview } from '@/features/reviews/api/reviews-data';

/** Reports a review to Fixwell's moderators. (Every reviews query sits under the key `reviews`.) */
export function useReportReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Parameters<typeof reportReview>[0]) => reportReview(input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['reviews'] }),
  });
}
