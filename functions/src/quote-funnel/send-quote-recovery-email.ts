import { Timestamp } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/https';
import {
  QUOTE_RECOVERY_MESSAGES,
  recoveryAlreadySentMessage,
  sendQuoteRecoveryEmailSchema,
  type SendQuoteRecoveryEmailResult,
} from '@fixwell/common/quote/quote-funnel';

import { requireActiveRole, requireUid } from '../callable/callable-guards';
import { db } from '../lib/admin';
import { appUrl } from '../lib/app-url';
import { logInfo } from '../lib/log';
import { quoteRecoveryEmail } from '../mail/quote-recovery-mail-template';
import { mailDocument } from '../mail/queue-mail';
import { QUOTE_DRAFTS_COLLECTION } from './funnel-store';

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
export const sendQuoteRecoveryEmail = onCall(
  async (request): Promise<SendQuoteRecoveryEmailResult> => {
    const uid = requireUid(request);
    await requireActiveRole(uid, 'admin', QUOTE_RECOVERY_MESSAGES.notAdmin);
    const parsed = sendQuoteRecoveryEmailSchema.safeParse(request.data);
    if (!parsed.success) {
      throw new HttpsError('invalid-argument', QUOTE_RECOVERY_MESSAGES.invalid);
    }
    const { draftId } = parsed.data;
    const draftRef = db().collection(QUOTE_DRAFTS_COLLECTION).doc(draftId);
    const mailRef = db().collection('mail').doc();

    const sentAt = await db().runTransaction(async (tx) => {
      const draft = await tx.get(draftRef);
      if (!draft.exists) throw new HttpsError('not-found', QUOTE_RECOVERY_MESSAGES.notFound);
      if (draft.get('status') === 'converted') {
        throw new HttpsError('failed-precondition', QUOTE_RECOVERY_MESSAGES.converted);
      }
      const email = text(draft.get('email'));
      if (!email) throw new HttpsError('failed-precondition', QUOTE_RECOVERY_MESSAGES.noEmail);

      const previous = draft.get('recoveryEmailSentAt') as unknown;
      if (previous instanceof Timestamp) {
        throw new HttpsError(
          'failed-precondition',
          recoveryAlreadySentMessage(LONG_DATE.format(previous.toDate())),
        );
      }

      const message = quoteRecoveryEmail(
        { name: text(draft.get('name')), serviceName: text(draft.get('serviceName')) },
        recoveryLink(draft.data() ?? {}),
      );
      const at = Timestamp.now();
      tx.create(mailRef, mailDocument(email, message, 'quote-recovery'));
      tx.update(draftRef, {
        recoveryEmailSentAt: at,
        recoveryEmailSentBy: uid,
        recoveryMailId: mailRef.id,
      });
      return at;
    });

    logInfo('quote-recovery.mail-queued', { draftId, mailId: mailRef.id });
    return { sentAt: sentAt.toDate().toISOString() };
  },
);
