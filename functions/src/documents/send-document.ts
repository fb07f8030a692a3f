import { sendDocumentCallable } from '@fixwell/common/callables';
import { payablePence } from '@fixwell/common/documents/document-totals';
import { COLLECTIONS } from '@fixwell/common/collections';
import {
  type DocumentCounterRecord,
  type DocumentRecord,
} from '@fixwell/common/documents/document';
import {
  DOCUMENT_KIND_LABELS,
  formatDocumentNumber,
} from '@fixwell/common/documents/document-labels';

import type { CompanyDocument } from '../companies/company-documents';
import { db } from '../lib/admin';
import { runTransaction } from '../lib/transaction';
import { onCallable } from '../lib/callable';
import { readDoc, type WriteTime } from '../lib/documents';
import { logInfo } from '../lib/log';
import { documentSentEmail } from '../mail/document-mail-templates';
import { mailDocument } from '../mail/queue-mail';
import { notificationDocument } from '../notifications/notification-document';
import { readCustomerRecord, touchCustomer } from './customer-activity';
import { sendRefusal } from './document-decisions';
import {
  businessNameOf,
  documentLink,
  factsOf,
  invalidInput,
  newLinkToken,
  readOwnDocument,
  refusalError,
  requireCompanyCaller,
  serverNow,
  today,
} from './document-store';
import { postDocumentEvent, readDocumentConversation } from './document-conversation';

/**
 * A company sends a draft: in one transaction it takes the next number of its counter for the
 * kind (so two documents never share one), marks the document sent with a new link token (only
 * its hash is stored), queues the email with the link and tells the customer's account.
 */
export const sendDocument = onCallable(
  sendDocumentCallable,
  async ({ documentId }, { uid }) => {
    const number = await runTransaction(
      async (tx) => {
        const { ref, document } = await readOwnDocument(tx, documentId, uid);
        const counterRef = db().collection(COLLECTIONS.documentCounters).doc(uid);
        const [counterSnapshot, companySnapshot] = await tx.getAll(
          counterRef,
          db().collection(COLLECTIONS.companies).doc(uid),
        );
        const customer = await readCustomerRecord(tx, document.customer.id);
        const conversation = await readDocumentConversation(tx, document.leadId);
        const facts = factsOf(document);
        const refusal = sendRefusal({ ...facts, customerEmail: document.customer.email }, today());
        if (refusal) throw refusalError(refusal);

        const counter = readDoc<Partial<DocumentCounterRecord>>(counterSnapshot);
        const sequence = (counter?.[document.kind] ?? 0) + 1;
        const number = formatDocumentNumber(document.kind, sequence);
        const { token, hash } = newLinkToken();
        tx.set(counterRef, { [document.kind]: sequence } satisfies Partial<DocumentCounterRecord>, {
          merge: true,
        });
        tx.update(ref, {
          status: 'sent',
          number,
          linkTokenHash: hash,
          sentAt: serverNow(),
          updatedAt: serverNow(),
        } satisfies Partial<DocumentRecord<WriteTime>>);

        touchCustomer(tx, customer, {
          // A deposit already paid was invoiced (or taken) before: count only the rest.
          invoicedDeltaPence: document.kind === 'invoice' ? payablePence(document) : 0,
        });

        const businessName = businessNameOf(readDoc<Partial<CompanyDocument>>(companySnapshot));
        const label = DOCUMENT_KIND_LABELS[document.kind].toLowerCase();
        tx.create(
          db().collection(COLLECTIONS.mail).doc(),
          mailDocument(
            document.customer.email,
            documentSentEmail(
              {
                kind: document.kind,
                number,
                customerName: document.customer.name,
                businessName,
                totalPence:
                  document.kind === 'invoice' ? payablePence(document) : document.totals.totalPence,
                day: document.kind === 'quote' ? facts.validUntil : facts.dueDate,
              },
              documentLink(documentId, token),
            ),
            'document-sent',
          ),
        );
        postDocumentEvent(
          tx,
          conversation,
          'document-sent',
          `${businessName} sent ${label} ${number}.`,
          documentId,
          'company',
        );
        if (document.customer.uid) {
          tx.create(
            db().collection(COLLECTIONS.notifications).doc(),
            notificationDocument(document.customer.uid, {
              type: 'document-sent',
              title: `${businessName} sent you ${label} ${number}`,
              body:
                document.kind === 'quote'
                  ? 'Read it, then accept or decline it.'
                  : 'Read the invoice and how to pay it.',
              link: `/document/${documentId}`,
            }),
          );
        }
        return number;
      },
      // Many drafts of one company may be sent at once: they queue on the counter.
      { maxAttempts: 30 },
    );
    logInfo('document.sent', { documentId, number });
    return { documentId, number };
  },
  { auth: 'required', guard: requireCompanyCaller, invalid: invalidInput },
);
