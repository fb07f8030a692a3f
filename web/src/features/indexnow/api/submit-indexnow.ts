import { useMutation, useQueryClient } from '@tanstack/react-query';

import { submitIndexNowUrls } from '@/features/indexnow/api/indexnow-data';

/** Submits a list by hand; the history is read again. */
export function useSubmitIndexNowUrls() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Parameters<typeof submitIndexNowUrls>[0]) => submitIndexNowUrls(input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['indexnow', 'history'] }),
  });
}
