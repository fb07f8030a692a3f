import { Timestamp } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/https';

import { sendQuoteRecoveryEmailCallable } from '@fixwell/common/callables';
import { COLLECTIONS } from '@fixwell/common/collections';
import {
  QUOTE_RECOVERY_MESSAGES,
  recoveryAlreadySentMessage,
  type QuoteDraftDocument,
} from '@fixwell/common/quote/quote-funnel';
import { dateOf } from '@fixwell/common/timestamps';

import { db } from '../lib/admin';
import { runTransaction } from '../lib/transaction';
import { appUrl } from '../lib/app-url';
import { onCallable } from '../lib/callable';
import { requireActiveRole } from '../lib/callable-guards';
import { readDoc, type WriteTime } from '../lib/documents';
import { logInfo } from '../lib/log';
import { quoteRecoveryEmail } from '../mail/quote-recovery-mail-template';
import { mailDocument } from '../mail/queue-mail';

const LONG_DATE = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/London',
});

/** The form, opened on the draft's service and postcode (the form prefills from these). */
export function recoveryLink(draft: { service?: unknown; postcode?: unknown }): string {
  const params = new URLSearchParams();
  if (typeof draft.service === 'string' && draft.service) params.set('service', draft.service);
  if (typeof draft.postcode === 'string' && draft.postcode) params.set('postcode', draft.postcode);
  const query = params.toString();
  return `${appUrl()}/quote${query ? `?${query}` : ''}`;
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/**
 * `sendQuoteRecoveryEmail({ draftId })`, admins only: queues one friendly email to the person who
 * left a quote draft, and refuses a second one for the same draft. The check, the mark and the mail share a
 * transaction, so two admins pressing the button together send one email.
 */
export const sendQuoteRecoveryEmail = onCallable(
  sendQuoteRecoveryEmailCallable,
  async ({ draftId }, { uid }) => {
    const draftRef = db().collection(COLLECTIONS.quoteDrafts).doc(draftId);
    const mailRef = db().collection(COLLECTIONS.mail).doc();

    const sentAt = await runTransaction(async (tx) => {
      const draft = readDoc<Partial<QuoteDraftDocument<Timestamp>>>(await tx.get(draftRef));
      if (!draft) throw new HttpsError('not-found', QUOTE_RECOVERY_MESSAGES.notFound);
      if (draft.status === 'converted') {
        throw new HttpsError('failed-precondition', QUOTE_RECOVERY_MESSAGES.converted);
      }
      const email = text(draft.email);
      if (!email) throw new HttpsError('failed-precondition', QUOTE_RECOVERY_MESSAGES.noEmail);

      const previous = dateOf(draft.recoveryEmailSentAt);
      if (previous) {
        throw new HttpsError(
          'failed-precondition',
          recoveryAlreadySentMessage(LONG_DATE.format(previous)),
        );
      }

      const message = quoteRecoveryEmail(
        { name: text(draft.name), serviceName: text(draft.serviceName) },
        recoveryLink(draft),
      );
      const at = Timestamp.now();
      tx.create(mailRef, mailDocument(email, message, 'quote-recovery'));
      tx.update(draftRef, {
        recoveryEmailSentAt: at,
        recoveryEmailSentBy: uid,
        recoveryMailId: mailRef.id,
      } satisfies Partial<QuoteDraftDocument<WriteTime>>);
      return at;
    });

    logInfo('quote-recovery.mail-queued', { draftId, mailId: mailRef.id });
    return { sentAt: sentAt.toDate().toISOString() };
  },
  {
    auth: 'required',
    guard: ({ uid }) => requireActiveRole(uid, 'admin', QUOTE_RECOVERY_MESSAGES.notAdmin),
    invalid: QUOTE_RECOVERY_MESSAGES.invalid,
  },
);
