import type { CallableInput } from '@fixwell/common/callables';
import type { proposeAppointmentCallable } from '@fixwell/common/callables';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { proposeAppointment } from '@/features/appointments/api/appointments-data';

/** Proposes an appointment in a conversation; the lists refresh from their listeners. */
export function useProposeAppointment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CallableInput<typeof proposeAppointmentCallable>) =>
      proposeAppointment(input),
    onSuccess: () => client.invalidateQueries({ queryKey: ['appointments'] }),
  });
}
