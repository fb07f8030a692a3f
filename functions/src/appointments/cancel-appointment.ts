import type { AppointmentDocument } from '@fixwell/common/appointments/appointment';
import { cancelAppointmentCallable } from '@fixwell/common/callables';

import { onCallable } from '../lib/callable';
import type { WriteTime } from '../lib/documents';
import { logInfo } from '../lib/log';
import { cancelDecision } from './appointment-decisions';
import {
  announceAppointmentChange,
  changeAppointment,
  historyUpdate,
  invalidAppointmentInput,
} from './appointment-effects';

/** Either side cancels an open appointment with a reason; the other side is told. */
export const cancelAppointment = onCallable(
  cancelAppointmentCallable,
  async ({ appointmentId, reason }, { uid }) => {
    await changeAppointment(
      { uid, appointmentId },
      (input) => cancelDecision(input),
      ({ tx, ref, appointment, decision, parties, nowMillis }) => {
        tx.update(ref, {
          status: 'cancelled',
          ...historyUpdate(
            appointment,
            { action: 'cancelled', by: decision.by, note: reason, previous: null },
            nowMillis,
          ),
        } satisfies Partial<AppointmentDocument<WriteTime>>);
        announceAppointmentChange(tx, {
          appointmentId,
          appointment,
          event: 'cancelled',
          actor: decision.by,
          parties,
          note: reason,
        });
      },
    );
    logInfo('appointment.cancelled', { appointmentId });
    return { cancelled: true as const };
  },
  { auth: 'required', invalid: invalidAppointmentInput },
);
