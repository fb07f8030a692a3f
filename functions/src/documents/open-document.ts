import { Timestamp } from 'firebase-admin/firestore';

import type { ConnectAccountDocument } from '@fixwell/common/billing/connect-account';
import { openDocumentCallable } from '@fixwell/common/callables';
import { COLLECTIONS } from '@fixwell/common/collections';
import { type DocumentRecord } from '@fixwell/common/documents/document';
import { DOCUMENT_KIND_LABELS } from '@fixwell/common/documents/document-labels';

import type { CompanyDocument } from '../companies/company-documents';
import { db } from '../lib/admin';
import { runTransaction } from '../lib/transaction';
import { onCallable } from '../lib/callable';
import { readDoc, type WriteTime } from '../lib/documents';
import { logInfo } from '../lib/log';
import { notificationDocument } from '../notifications/notification-document';
import { openChanges } from './document-decisions';
import { canTakeCards, documentViewOf, limitTokenAttempts, requireViewer } from './document-access';
import {
  businessNameOf,
  COMPANY_DOCUMENTS_PATH,
  documentsCollection,
  factsOf,
  invoiceSentFromQuote,
  notFound,
  serverNow,
  today,
  type StoredDocument,
} from './document-store';

/**
 * A document as its customer sees it: the signed-in customer it was sent to, or whoever holds the
 * emailed link's token; the owning company gets a preview. Anyone else is told it does not exist.
 * The customer's first open marks it viewed and tells the company; a quote past its validity is
 * answered, and stored, as expired.
 */
export const openDocument = onCallable(
  openDocumentCallable,
  async ({ documentId, token }, { uid }) => {
    const ref = documentsCollection().doc(documentId);
    const { view, viewed } = await runTransaction(async (tx) => {
      const { document, viewer } = requireViewer(readDoc<StoredDocument>(await tx.get(ref)), {
        uid,
        token,
      });
      const [companySnapshot, connectSnapshot] = await tx.getAll(
        db().collection(COLLECTIONS.companies).doc(document.companyId),
        db().collection(COLLECTIONS.connectAccounts).doc(document.companyId),
      );
      const company = readDoc<Partial<CompanyDocument>>(companySnapshot);
      // Once an invoice made from an accepted quote is sent, that invoice is what the customer pays.
      const paidThroughInvoice =
        document.kind === 'quote' &&
        document.status === 'accepted' &&
        (await invoiceSentFromQuote(documentId, tx));
      const cards =
        !paidThroughInvoice &&
        canTakeCards(readDoc<Partial<ConnectAccountDocument<Timestamp>>>(connectSnapshot));
      if (viewer === 'company') {
        return {
          view: documentViewOf(documentId, document, document.status, company, cards, true),
          viewed: false,
        };
      }
      const change = openChanges(
        { ...factsOf(document), viewed: document.viewedAt !== null },
        today(),
      );
      if (change.expired) {
        tx.update(ref, { status: 'expired', updatedAt: serverNow() } satisfies Partial<
          DocumentRecord<WriteTime>
        >);
      } else if (change.markViewed) {
        const viewedAt = Timestamp.now();
        tx.update(ref, {
          status: change.status,
          viewedAt,
          updatedAt: serverNow(),
        } satisfies Partial<DocumentRecord<WriteTime>>);
        const label = DOCUMENT_KIND_LABELS[document.kind];
        tx.create(
          db().collection(COLLECTIONS.notifications).doc(),
          notificationDocument(document.companyId, {
            type: 'document-viewed',
            title:
              `${document.customer.name} opened ${label.toLowerCase()} ${document.number ?? ''}`.trim(),
            body: `${businessNameOf(company)}: your customer has seen the ${label.toLowerCase()}.`,
            link: COMPANY_DOCUMENTS_PATH,
          }),
        );
        return {
          view: documentViewOf(
            documentId,
            { ...document, viewedAt },
            change.status,
            company,
            cards,
            false,
          ),
          viewed: true,
        };
      }
      return {
        view: documentViewOf(documentId, document, change.status, company, cards, false),
        viewed: false,
      };
    });
    logInfo('document.opened', { documentId, preview: view.preview, viewed });
    return view;
  },
  // A mangled id or token reads the same as an unknown document.
  { guard: limitTokenAttempts, invalid: () => notFound() },
);
