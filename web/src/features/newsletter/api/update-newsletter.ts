import { useMutation, useQueryClient } from '@tanstack/react-query';

import {
  removeNewsletterSubscriber,
  sendNewsletterIssue,
  sendNewsletterTest,
  suppressNewsletterAddress,
} from '@/features/newsletter/api/newsletter-data';

// The lists are live; the overview's counts are fetched, so each change refreshes them.

function useNewsletterMutation<I, O>(run: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: I) => run(input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['newsletter', 'overview'] }),
  });
}

export const useRemoveSubscriber = () => useNewsletterMutation(removeNewsletterSubscriber);
export const useSuppressAddress = () => useNewsletterMutation(suppressNewsletterAddress);
export const useSendNewsletterIssue = () => useNewsletterMutation(sendNewsletterIssue);
export const useSendNewsletterTest = () =>
  useMutation({
    mutationFn: (input: Parameters<typeof sendNewsletterTest>[0]) => sendNewsletterTest(input),
  });
