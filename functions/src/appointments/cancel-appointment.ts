import { cancelAppointmentCallable } from '@fixwell/common/callables';

import { onCallable } from '../lib/callable';
import { logInfo } from '../lib/log';
import { cancelDecision } from './appointment-decisions';
import {
  changeAppointment,
  invalidAppointmentInput,
  writeCancellation,
} from './appointment-effects';

/** Either side cancels an open appointment with a reason; the other side is told. */
export const cancelAppointment = onCallable(
  cancelAppointmentCallable,
  async ({ appointmentId, reason }, { uid }) => {
    await changeAppointment(
      { uid, appointmentId },
      (input) => cancelDecision(input),
      ({ tx, ref, appointment, decision, parties, nowMillis }) =>
        writeCancellation(tx, {
          ref,
          appointmentId,
          appointment,
          by: decision.by,
          parties,
          nowMillis,
          reason,
        }),
    );
    logInfo('appointment.cancelled', { appointmentId });
    return { cancelled: true as const };
  },
  { auth: 'required', invalid: invalidAppointmentInput },
);
