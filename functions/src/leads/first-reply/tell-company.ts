import type { Transaction } from 'firebase-admin/firestore';

import { COLLECTIONS } from '@fixwell/common/collections';

import { db } from '../../lib/admin';
import type { MailMessage } from '../../mail/mail-templates';
import { userMail, type UserMailContext } from '../../mail/user-mail';
import { notificationDocument } from '../../notifications/notification-document';
import type { LeadCreditWords } from './first-reply-mail';

/**
 * Tells a company what the first-reply rules did to one of its leads, in the transaction that did
 * it: a notification in the app, and an email to its account's address (when it has one) as its
 * preferences allow. Read `mailContext` with `readUserMailContext` before the transaction's writes.
 */
export function tellCompanyAboutLead(
  tx: Transaction,
  tell: {
    companyId: string;
    kind: 'lead-credited' | 'lead-expired';
    words: LeadCreditWords;
    link: string;
    email: unknown;
    mailContext: UserMailContext;
    message: () => MailMessage;
  },
): void {
  tx.create(
    db().collection(COLLECTIONS.notifications).doc(),
    notificationDocument(tell.companyId, { type: tell.kind, ...tell.words, link: tell.link }),
  );
  const mail =
    typeof tell.email === 'string' && tell.email
      ? userMail(tell.mailContext, {
          uid: tell.companyId,
          to: tell.email,
          category: 'leads',
          kind: tell.kind,
          message: tell.message(),
        })
      : null;
  if (mail) tx.create(db().collection(COLLECTIONS.mail).doc(), mail);
}
