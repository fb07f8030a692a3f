import { Timestamp } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/https';

import { respondToQuoteCallable } from '@fixwell/common/callables';
import { COLLECTIONS } from '@fixwell/common/collections';
import { type DocumentRecord } from '@fixwell/common/documents/document';
import {
  QUOTE_DECLINE_REASON_LABELS,
  type DocumentStatus,
} from '@fixwell/common/documents/document-labels';

import type { CompanyDocument } from '../companies/company-documents';
import { db } from '../lib/admin';
import { runTransaction } from '../lib/transaction';
import { appUrl } from '../lib/app-url';
import { onCallable } from '../lib/callable';
import { readDoc, type WriteTime } from '../lib/documents';
import { logInfo } from '../lib/log';
import type { StoredUserProfile } from '../lib/user-profiles';
import { quoteAnsweredEmail } from '../mail/document-mail-templates';
import { readUserMailContext, userMail } from '../mail/user-mail';
import { notificationDocument } from '../notifications/notification-document';
import { readCustomerRecord, touchCustomer } from './customer-activity';
import { currentStatus, respondRefusal } from './document-decisions';
import { limitTokenAttempts, requireViewer } from './document-access';
import { DOCUMENT_MESSAGES } from './document-messages';
import {
  businessNameOf,
  COMPANY_DOCUMENTS_PATH,
  documentsCollection,
  factsOf,
  invalidInput,
  refusalError,
  serverNow,
  today,
  type StoredDocument,
} from './document-store';
import { postDocumentEvent, readDocumentConversation } from './document-conversation';

/**
 * The customer accepts (typed name, the terms ticked, the version read) or declines (a reason and
 * a note) a sent quote that is still valid. The same access as openDocument, but never the
 * company. The company is told in the app and by email, in the same transaction.
 */
export const respondToQuote = onCallable(
  respondToQuoteCallable,
  async (input, { uid }) => {
    const ref = documentsCollection().doc(input.documentId);
    const outcome = await runTransaction(async (tx) => {
      const { document, viewer } = requireViewer(readDoc<StoredDocument>(await tx.get(ref)), {
        uid,
        token: input.token,
      });
      if (viewer === 'company')
        throw new HttpsError('permission-denied', DOCUMENT_MESSAGES.companyCannotAnswer);
      const [companySnapshot, profileSnapshot] = await tx.getAll(
        db().collection(COLLECTIONS.companies).doc(document.companyId),
        db().collection(COLLECTIONS.users).doc(document.companyId),
      );
      const customer = await readCustomerRecord(tx, document.customer.id);
      const mailContext = await readUserMailContext(document.companyId, tx);
      const conversation = await readDocumentConversation(tx, document.leadId);
      const facts = factsOf(document);
      const day = today();
      const refusal = respondRefusal({ ...facts, version: document.version }, input, day);
      if (refusal) {
        // An expired quote is stored as such on the way out.
        if (currentStatus(facts, day) === 'expired' && document.status !== 'expired') {
          tx.update(ref, { status: 'expired', updatedAt: serverNow() } satisfies Partial<
            DocumentRecord<WriteTime>
          >);
          return { status: 'expired' as const, refusal };
        }
        throw refusalError(refusal);
      }

      const at = Timestamp.now();
      touchCustomer(tx, customer);
      const accepted = input.response === 'accept';
      const status: DocumentStatus = accepted ? 'accepted' : 'declined';
      tx.update(ref, {
        status,
        ...(accepted
          ? { acceptance: { name: input.signatureName, version: document.version, at } }
          : { decline: { reason: input.reason, note: input.note, at } }),
        ...(document.viewedAt ? {} : { viewedAt: at }),
        updatedAt: serverNow(),
      } satisfies Partial<DocumentRecord<WriteTime>>);

      const number = document.number ?? '';
      const customerName = document.customer.name;
      postDocumentEvent(
        tx,
        conversation,
        accepted ? 'document-accepted' : 'document-declined',
        `${customerName} ${accepted ? 'accepted' : 'declined'} quote ${number}.`,
        input.documentId,
        'customer',
      );
      tx.create(
        db().collection(COLLECTIONS.notifications).doc(),
        notificationDocument(document.companyId, {
          type: accepted ? 'quote-accepted' : 'quote-declined',
          title: `${customerName} ${accepted ? 'accepted' : 'declined'} quote ${number}`,
          body: accepted
            ? 'You can now turn it into an invoice or a deposit invoice.'
            : `Reason: ${QUOTE_DECLINE_REASON_LABELS[input.response === 'decline' ? input.reason : 'other']}.`,
          // The quote itself, as the company previews it (payments link the same way).
          link: `/document/${input.documentId}`,
        }),
      );
      const companyEmail = readDoc<Partial<StoredUserProfile>>(profileSnapshot)?.email;
      const mail =
        typeof companyEmail === 'string' && companyEmail
          ? userMail(mailContext, {
              uid: document.companyId,
              to: companyEmail,
              category: 'documents',
              kind: accepted ? 'quote-accepted' : 'quote-declined',
              message: quoteAnsweredEmail(
                {
                  number,
                  businessName: businessNameOf(readDoc<Partial<CompanyDocument>>(companySnapshot)),
                  customerName,
                  totalPence: document.totals.totalPence,
                  answer:
                    input.response === 'accept'
                      ? { accepted: true, signatureName: input.signatureName }
                      : {
                          accepted: false,
                          reason: QUOTE_DECLINE_REASON_LABELS[input.reason],
                          note: input.note,
                        },
                },
                `${appUrl()}${COMPANY_DOCUMENTS_PATH}`,
              ),
            })
          : null;
      if (mail) tx.create(db().collection(COLLECTIONS.mail).doc(), mail);
      return { status, refusal: null };
    });
    if (outcome.refusal) throw refusalError(outcome.refusal);
    logInfo('document.quote-answered', { documentId: input.documentId, status: outcome.status });
    return { status: outcome.status };
  },
  { guard: limitTokenAttempts, invalid: invalidInput },
);
