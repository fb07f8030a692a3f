import { Timestamp, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { onSchedule } from 'firebase-functions/scheduler';

import { runTransaction } from '../lib/transaction';
import { readDoc } from '../lib/documents';
import { logError, logInfo } from '../lib/log';
import { londonMidnightMillis } from '@fixwell/common/london-time';
import {
  addDays,
  automaticReminderDue,
  REMINDER_DAYS_PAST_DUE,
  UNPAID_INVOICE_STATUSES,
} from './document-decisions';
import { readBusinessName, writeReminder } from './document-reminders';
import { documentsCollection, factsOf, today, type StoredDocument } from './document-store';

const BATCH = 200;

/**
 * Unpaid invoices get at most two automatic reminders: 3 days after the due day (a sent or viewed
 * invoice becomes overdue then) and 10 days after. Each is re-decided in its own transaction, so
 * a payment or a second run at the same moment never sends one twice.
 */
export async function sendInvoiceRemindersNow(
  now: number = Date.now(),
): Promise<{ reminded: number }> {
  const day = today(now);
  // Due on or before the first reminder's day: the only invoices that can owe one.
  const latestDue = Timestamp.fromMillis(
    londonMidnightMillis(addDays(day, -REMINDER_DAYS_PAST_DUE[0])),
  );
  let reminded = 0;
  let cursor: QueryDocumentSnapshot | undefined;
  for (;;) {
    let query = documentsCollection()
      .where('kind', '==', 'invoice')
      .where('status', 'in', [...UNPAID_INVOICE_STATUSES])
      .where('dueDate', '<=', latestDue)
      .orderBy('dueDate')
      .limit(BATCH);
    if (cursor) query = query.startAfter(cursor);
    const page = await query.get();
    for (const candidate of page.docs) {
      try {
        const sent = await runTransaction(async (tx) => {
          const document = readDoc<StoredDocument>(await tx.get(candidate.ref));
          if (!document) return false;
          const reminder = automaticReminderDue(
            { ...factsOf(document), remindersSent: document.remindersSent ?? 0 },
            day,
          );
          if (reminder === null) return false;
          const businessName = await readBusinessName(tx, document.companyId);
          const becomesOverdue = document.status === 'sent' || document.status === 'viewed';
          writeReminder(tx, candidate.ref, document, businessName, {
            remindersSent: reminder,
            ...(becomesOverdue ? { status: 'overdue' } : {}),
          });
          return true;
        });
        if (sent) reminded += 1;
      } catch (error) {
        logError('document.reminder-failed', error, { documentId: candidate.id });
      }
    }
    if (page.size < BATCH) break;
    cursor = page.docs[page.docs.length - 1];
  }
  logInfo('document.reminders', { reminded });
  return { reminded };
}

/** Every morning: the automatic reminders of unpaid invoices. */
export const sendInvoiceReminders = onSchedule(
  { schedule: 'every day 09:00', timeZone: 'Europe/London' },
  async () => {
    await sendInvoiceRemindersNow();
  },
);
