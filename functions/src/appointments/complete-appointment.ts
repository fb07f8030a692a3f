import type { AppointmentDocument } from '@fixwell/common/appointments/appointment';
import { completeAppointmentCallable } from '@fixwell/common/callables';

import { onCallable } from '../lib/callable';
import type { WriteTime } from '../lib/documents';
import { logInfo } from '../lib/log';
import { completeDecision } from './appointment-decisions';
import { announceAppointmentChange, changeAppointment, historyUpdate } from './appointment-effects';

/**
 * The company marks a confirmed appointment done once its start time has come (a completed
 * appointment is what lets the customer review the job).
 */
export const completeAppointment = onCallable(
  completeAppointmentCallable,
  async ({ appointmentId }, { uid }) => {
    await changeAppointment(
      { uid, appointmentId },
      (input) => completeDecision(input),
      ({ tx, ref, appointment, parties, nowMillis }) => {
        tx.update(ref, {
          status: 'completed',
          ...historyUpdate(
            appointment,
            { action: 'completed', by: 'company', note: null, previous: null },
            nowMillis,
          ),
        } satisfies Partial<AppointmentDocument<WriteTime>>);
        announceAppointmentChange(tx, {
          appointmentId,
          appointment,
          event: 'completed',
          actor: 'company',
          parties,
        });
      },
    );
    logInfo('appointment.completed', { appointmentId });
    return { completed: true as const };
  },
  { auth: 'required' },
);
