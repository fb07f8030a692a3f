import { useMutation } from '@tanstack/react-query';

import { replyToSupportTicket } from '@/features/support/api/support-data';

/** Sends a reply; the live thread shows it as soon as it is written. */
export function useReplyToSupportTicket() {
  return useMutation({
    mutationFn: (input: Parameters<typeof replyToSupportTicket>[0]) => replyToSupportTicket(input),
  });
}
