import { Timestamp, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { onSchedule } from 'firebase-functions/scheduler';

import type { AppointmentDocument } from '@fixwell/common/appointments/appointment';

import { runTransaction } from '../lib/transaction';
import { readDoc, type WriteTime } from '../lib/documents';
import { logError, logInfo } from '../lib/log';
import { dueReminder, REMINDER_HORIZON_MS } from './appointment-decisions';
import {
  appointmentsRef,
  readParties,
  sendAppointmentReminder,
  serverNow,
  type StoredAppointment,
} from './appointment-effects';

const BATCH = 200;

/**
 * Reminds both sides of each confirmed appointment starting within 24 hours (the 24-hour reminder)
 * or 2 hours (the 2-hour one), in the app and by email. Each appointment is re-read in a
 * transaction that also records the reminder in `remindersSent`, so two overlapping runs never
 * send one twice; an appointment whose time has passed gets nothing.
 */
export async function sendAppointmentRemindersNow(
  now: number = Date.now(),
): Promise<{ sent: { appointmentId: string; hoursBefore: number }[] }> {
  const sent: { appointmentId: string; hoursBefore: number }[] = [];
  const from = Timestamp.fromMillis(now);
  let cursor: QueryDocumentSnapshot | null = null;
  const until = Timestamp.fromMillis(now + REMINDER_HORIZON_MS);
  for (;;) {
    let source = appointmentsRef()
      .where('status', '==', 'confirmed')
      .where('startsAt', '>', from)
      .where('startsAt', '<=', until)
      .orderBy('startsAt')
      .limit(BATCH);
    if (cursor) source = source.startAfter(cursor);
    const page = await source.get();
    for (const candidate of page.docs) {
      try {
        const hoursBefore = await runTransaction(async (tx) => {
          const appointment = readDoc<StoredAppointment>(await tx.get(candidate.ref));
          if (!appointment) return null;
          const due = dueReminder(
            {
              status: appointment.status,
              startsAtMillis: appointment.startsAt.toMillis(),
              remindersSent: appointment.remindersSent ?? [],
            },
            now,
          );
          if (due === null) return null;
          const parties = await readParties(tx, appointment);
          tx.update(candidate.ref, {
            remindersSent: [...(appointment.remindersSent ?? []), due],
            updatedAt: serverNow(),
          } satisfies Partial<AppointmentDocument<WriteTime>>);
          sendAppointmentReminder(tx, {
            appointmentId: candidate.id,
            appointment,
            hoursBefore: due,
            parties,
          });
          return due;
        });
        if (hoursBefore !== null) sent.push({ appointmentId: candidate.id, hoursBefore });
      } catch (error) {
        logError('appointment.reminder-failed', error, { appointmentId: candidate.id });
      }
    }
    if (page.size < BATCH) break;
    cursor = page.docs[page.docs.length - 1] ?? null;
  }
  logInfo('appointment.reminders', { sent: sent.length });
  return { sent };
}

/** Every 15 minutes: the 24-hour and 2-hour reminders of confirmed appointments. */
export const sendAppointmentReminders = onSchedule(
  { schedule: 'every 15 minutes', timeZone: 'Europe/London' },
  async () => {
    await sendAppointmentRemindersNow();
  },
);
