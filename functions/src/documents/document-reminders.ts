import { Timestamp, type DocumentReference, type Transaction } from 'firebase-admin/firestore';

import { COLLECTIONS } from '@fixwell/common/collections';
import { payablePence } from '@fixwell/common/documents/document-totals';

import type { CompanyDocument } from '../companies/company-documents';
import { db } from '../lib/admin';
import { readDoc } from '../lib/documents';
import { documentReminderEmail } from '../mail/document-mail-templates';
import { mailDocument } from '../mail/queue-mail';
import {
  businessNameOf,
  documentLink,
  factsOf,
  newLinkToken,
  serverNow,
  type StoredDocument,
} from './document-store';

// The reminder of an unpaid invoice, sent by the company (sendDocumentReminder) or automatically
// (sendInvoiceReminders): the same email and the same record.

/** The company's business name, read in the transaction (before any write). */
export async function readBusinessName(tx: Transaction, companyId: string): Promise<string> {
  const company = readDoc<Partial<CompanyDocument>>(
    await tx.get(db().collection(COLLECTIONS.companies).doc(companyId)),
  );
  return businessNameOf(company);
}

/**
 * Queues the reminder and records it (`lastReminderAt`, plus whatever `changes` the caller adds).
 * The email carries a fresh link: only a token's hash is stored, so the token is renewed and the
 * newest email's link is the one that opens the invoice.
 */
export function writeReminder(
  tx: Transaction,
  ref: DocumentReference,
  document: StoredDocument,
  businessName: string,
  changes: Record<string, unknown> = {},
): void {
  const { token, hash } = newLinkToken();
  tx.update(ref, {
    linkTokenHash: hash,
    lastReminderAt: Timestamp.now(),
    updatedAt: serverNow(),
    ...changes,
  });
  tx.create(
    db().collection(COLLECTIONS.mail).doc(),
    mailDocument(
      document.customer.email,
      documentReminderEmail(
        {
          kind: 'invoice',
          number: document.number ?? '',
          customerName: document.customer.name,
          businessName,
          totalPence: Math.max(0, payablePence(document) - (document.amountPaidPence ?? 0)),
          day: factsOf(document).dueDate,
        },
        documentLink(ref.id, token),
      ),
      'document-reminder',
    ),
  );
}
