import { useMutation } from '@tanstack/react-query';

import { updateSupportTicket } from '@/features/support/api/support-data';

/** An admin's change of status or assignee; the live ticket shows it. */
export function useUpdateSupportTicket() {
  return useMutation({
    mutationFn: (input: Parameters<typeof updateSupportTicket>[0]) => updateSupportTicket(input),
  });
}
