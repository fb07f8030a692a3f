import { sendDocumentReminderCallable } from '@fixwell/common/callables';

import { runTransaction } from '../lib/transaction';
import { onCallable } from '../lib/callable';
import { logInfo } from '../lib/log';
import { readCustomerRecord, touchCustomer } from './customer-activity';
import { reminderRefusal } from './document-decisions';
import { readBusinessName, writeReminder } from './document-reminders';
import {
  factsOf,
  invalidInput,
  readOwnDocument,
  refusalError,
  requireCompanyCaller,
} from './document-store';

/**
 * The company reminds its customer of an invoice that is sent, viewed or overdue: an email, and
 * `lastReminderAt`. It does not count towards the two automatic reminders.
 */
export const sendDocumentReminder = onCallable(
  sendDocumentReminderCallable,
  async ({ documentId }, { uid }) => {
    await runTransaction(async (tx) => {
      const { ref, document } = await readOwnDocument(tx, documentId, uid);
      const refusal = reminderRefusal(factsOf(document));
      if (refusal) throw refusalError(refusal);
      const businessName = await readBusinessName(tx, uid);
      touchCustomer(tx, await readCustomerRecord(tx, document.customer.id));
      writeReminder(tx, ref, document, businessName);
    });
    logInfo('document.reminder-sent', { documentId, automatic: false });
    return { sent: true as const };
  },
  { auth: 'required', guard: requireCompanyCaller, invalid: invalidInput },
);
