import { Timestamp } from 'firebase-admin/firestore';

import type { AppointmentDocument } from '@fixwell/common/appointments/appointment';
import { rescheduleAppointmentCallable } from '@fixwell/common/callables';

import { onCallable } from '../lib/callable';
import type { WriteTime } from '../lib/documents';
import { logInfo } from '../lib/log';
import { appointmentInstants, rescheduleDecision } from './appointment-decisions';
import {
  announceAppointmentChange,
  changeAppointment,
  historyUpdate,
  invalidAppointmentInput,
} from './appointment-effects';

/**
 * The company sets a new time for an open appointment: the history keeps the one it replaced,
 * reminders start again, and it goes back to the customer to answer (`proposed`).
 */
export const rescheduleAppointment = onCallable(
  rescheduleAppointmentCallable,
  async ({ appointmentId, time, note }, { uid }) => {
    const { startsAt, endsAt } = appointmentInstants(time);
    const status = await changeAppointment(
      { uid, appointmentId },
      (input) => rescheduleDecision({ ...input, newStartsAtMillis: startsAt.getTime() }),
      ({ tx, ref, appointment, decision, parties, nowMillis }) => {
        const previous = {
          date: appointment.date,
          windowStart: appointment.windowStart,
          windowEnd: appointment.windowEnd,
        };
        const moved = {
          status: decision.status,
          date: time.date,
          windowStart: time.windowStart,
          windowEnd: time.windowEnd,
          durationMinutes: time.durationMinutes,
          startsAt: Timestamp.fromDate(startsAt),
          endsAt: Timestamp.fromDate(endsAt),
          remindersSent: [],
          ...historyUpdate(
            appointment,
            { action: 'rescheduled', by: 'company', note: note || null, previous },
            nowMillis,
          ),
        } satisfies Partial<AppointmentDocument<WriteTime>>;
        tx.update(ref, moved);
        announceAppointmentChange(tx, {
          appointmentId,
          appointment: { ...appointment, ...moved },
          event: 'rescheduled',
          actor: 'company',
          parties,
          note: note || null,
          previous,
        });
        return decision.status;
      },
    );
    logInfo('appointment.rescheduled', { appointmentId });
    return { status };
  },
  { auth: 'required', invalid: invalidAppointmentInput },
);
