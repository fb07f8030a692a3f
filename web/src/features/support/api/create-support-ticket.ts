import { useMutation } from '@tanstack/react-query';

import { createSupportTicket } from '@/features/support/api/support-data';

/** Opens a ticket; the live list shows it as soon as it is written. */
export function useCreateSupportTicket() {
  return useMutation({
    mutationFn: (input: Parameters<typeof createSupportTicket>[0]) => createSupportTicket(input),
  });
}
