import type { AppointmentDocument } from '@fixwell/common/appointments/appointment';
import { respondToAppointmentCallable } from '@fixwell/common/callables';

import { onCallable } from '../lib/callable';
import type { WriteTime } from '../lib/documents';
import { logInfo } from '../lib/log';
import { respondDecision } from './appointment-decisions';
import {
  announceAppointmentChange,
  changeAppointment,
  historyUpdate,
  invalidAppointmentInput,
} from './appointment-effects';

/** The customer confirms, declines or asks for another time (with a note), once per proposal. */
export const respondToAppointment = onCallable(
  respondToAppointmentCallable,
  async ({ appointmentId, answer, note }, { uid }) => {
    const status = await changeAppointment(
      { uid, appointmentId },
      (input) => respondDecision({ ...input, answer, note }),
      ({ tx, ref, appointment, decision, parties, nowMillis }) => {
        tx.update(ref, {
          status: decision.status,
          ...historyUpdate(
            appointment,
            { action: decision.action, by: 'customer', note: note || null, previous: null },
            nowMillis,
          ),
        } satisfies Partial<AppointmentDocument<WriteTime>>);
        announceAppointmentChange(tx, {
          appointmentId,
          appointment,
          event: decision.action,
          actor: 'customer',
          parties,
          note: note || null,
        });
        return decision.status;
      },
    );
    logInfo('appointment.answered', { appointmentId, status });
    return { status };
  },
  { auth: 'required', invalid: invalidAppointmentInput },
);
