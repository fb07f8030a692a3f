import type {
  cancelAppointmentCallable,
  CallableInput,
  rescheduleAppointmentCallable,
  respondToAppointmentCallable,
} from '@fixwell/common/callables';
import { useMutation } from '@tanstack/react-query';

import {
  cancelAppointment,
  completeAppointment,
  rescheduleAppointment,
  respondToAppointment,
} from '@/features/appointments/api/appointments-data';

// The lists are live: each change arrives through their listeners, so nothing is invalidated.

/** The customer's answer: confirm, decline or ask for another time. */
export function useRespondToAppointment() {
  return useMutation({
    mutationFn: (input: CallableInput<typeof respondToAppointmentCallable>) =>
      respondToAppointment(input),
  });
}

/** The company's new time for an appointment. */
export function useRescheduleAppointment() {
  return useMutation({
    mutationFn: (input: CallableInput<typeof rescheduleAppointmentCallable>) =>
      rescheduleAppointment(input),
  });
}

/** Either side cancels, with a reason. */
export function useCancelAppointment() {
  return useMutation({
    mutationFn: (input: CallableInput<typeof cancelAppointmentCallable>) =>
      cancelAppointment(input),
  });
}

/** The company marks the appointment done. */
export function useCompleteAppointment() {
  return useMutation({
    mutationFn: (appointmentId: string) => completeAppointment({ appointmentId }),
  });
}
