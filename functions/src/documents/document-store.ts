import { randomBytes } from 'node:crypto';

import {
  FieldValue,
  Timestamp,
  type DocumentReference,
  type Transaction,
} from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/https';
import type { z } from 'zod';

import { COLLECTIONS } from '@fixwell/common/collections';
import { brandingOf } from '@fixwell/common/company-branding';
import type { DocumentRecord, DocumentTotalsRecord } from '@fixwell/common/documents/document';
import { documentTotals, type DocumentLine } from '@fixwell/common/documents/document-totals';

import type { CompanyDocument } from '../companies/company-documents';
import { db } from '../lib/admin';
import { appUrl } from '../lib/app-url';
import { requireActiveRole } from '../lib/callable-guards';
import { readDoc, type WriteTime } from '../lib/documents';
import { sha256 } from '../lib/hash';
import { londonMidnightMillis, londonDateOf } from '@fixwell/common/london-time';
import {
  zodFieldErrors,
  type DocumentFacts,
  type FieldErrors,
  type Refusal,
} from './document-decisions';
import { DOCUMENT_MESSAGES } from './document-messages';

// What the documents handlers share: the company guard, reading a company's own document, London
// days, the link token and the refusal errors. Handlers never import one another.

/** A stored document (documents written before reminders existed have no `lastReminderAt`). */
export type StoredDocument = Omit<DocumentRecord<Timestamp>, 'lastReminderAt'> & {
  lastReminderAt?: Timestamp | null;
};

export const serverNow = () => FieldValue.serverTimestamp();

export const documentsCollection = () => db().collection(COLLECTIONS.documents);

/** The guard of every company callable: an active company profile (subscriptions guard routes). */
export async function requireCompanyCaller({ uid }: { uid: string }): Promise<void> {
  await requireActiveRole(uid, 'company', DOCUMENT_MESSAGES.companyOnly);
}

export function refusalError(refusal: Refusal): HttpsError {
  return new HttpsError(refusal.code, refusal.message);
}

/** Input refused, with one message per field (`details.fields`), as submitQuoteRequest answers. */
export function invalidFields(fields: FieldErrors): HttpsError {
  return new HttpsError('invalid-argument', DOCUMENT_MESSAGES.invalid, { fields });
}

/** The `invalid` option of the company callables: the schema's messages per field. */
export function invalidInput(error: z.ZodError): HttpsError {
  return invalidFields(zodFieldErrors(error));
}

export function notFound(): HttpsError {
  return new HttpsError('not-found', DOCUMENT_MESSAGES.notFound);
}

/** Today in London, `YYYY-MM-DD`. */
export function today(nowMillis = Date.now()): string {
  return londonDateOf(nowMillis);
}

/** A London day as stored: the instant of its midnight. */
export function dayTimestamp(day: string | null): Timestamp | null {
  return day === null ? null : Timestamp.fromMillis(londonMidnightMillis(day));
}

/** A stored London day back as `YYYY-MM-DD`. */
export function dayOf(time: Timestamp | null | undefined): string | null {
  return time ? londonDateOf(time.toMillis()) : null;
}

export function factsOf(document: StoredDocument): DocumentFacts {
  return {
    kind: document.kind,
    status: document.status,
    validUntil: dayOf(document.validUntil),
    dueDate: dayOf(document.dueDate),
  };
}

/**
 * The company's own document, read in the transaction; another company's is answered exactly
 * like a missing one.
 */
export async function readOwnDocument(
  tx: Transaction,
  documentId: string,
  companyId: string,
): Promise<{ ref: DocumentReference; document: StoredDocument }> {
  const ref = documentsCollection().doc(documentId);
  const document = readDoc<StoredDocument>(await tx.get(ref));
  if (!document || document.companyId !== companyId) throw notFound();
  return { ref, document };
}

/** The name a company goes by on its documents and emails: its trading name, else its business name. */
export function businessNameOf(company: Partial<CompanyDocument> | undefined): string {
  const tradingName = brandingOf(company).tradingName;
  if (tradingName) return tradingName;
  return typeof company?.businessName === 'string' && company.businessName !== ''
    ? company.businessName
    : 'Your trade company';
}

/** The company's VAT number when it has one; none means it is not VAT-registered. */
export function vatNumberOf(company: object | undefined): string | null {
  const value = (company as { vatNumber?: unknown } | undefined)?.vatNumber;
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** A new link token (32 random bytes, base64url): only its hash is stored. */
export function newLinkToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: linkTokenHash(token) };
}

export function linkTokenHash(token: string): string {
  return sha256(token);
}

/** The emailed link: the document's page with its token. */
export function documentLink(documentId: string, token: string): string {
  return `${appUrl()}/document/${documentId}?token=${token}`;
}

/** Where the company reads its documents in the app. */
export const COMPANY_DOCUMENTS_PATH = '/company/documents';

/** The fields a document is born with, whatever it is made from. */
type NewDocumentState = Pick<
  DocumentRecord<WriteTime>,
  | 'status'
  | 'number'
  | 'version'
  | 'sourceDocumentId'
  | 'replacesDocumentId'
  | 'linkTokenHash'
  | 'sentAt'
  | 'viewedAt'
  | 'acceptance'
  | 'decline'
  | 'amountPaidPence'
  | 'paidAt'
  | 'voided'
  | 'remindersSent'
  | 'lastReminderAt'
  | 'createdAt'
  | 'updatedAt'
>;

/**
 * A new document's initial state: a draft with no number, no link, nothing sent, viewed,
 * answered or paid; `sourceDocumentId` names the document it was duplicated or converted from.
 */
export function newDocumentState(sourceDocumentId: string | null): NewDocumentState {
  return {
    status: 'draft',
    number: null,
    version: 1,
    sourceDocumentId,
    replacesDocumentId: null,
    linkTokenHash: null,
    sentAt: null,
    viewedAt: null,
    acceptance: null,
    decline: null,
    amountPaidPence: 0,
    paidAt: null,
    voided: null,
    remindersSent: 0,
    lastReminderAt: null,
    createdAt: serverNow(),
    updatedAt: serverNow(),
  };
}

/**
 * A new draft made from `source` (a duplicate or a conversion): same company and customer, no
 * number, no link, nothing sent, viewed, answered or paid.
 */
export function newDraftFrom(
  source: StoredDocument,
  sourceDocumentId: string,
  changes: Pick<
    DocumentRecord<WriteTime>,
    'kind' | 'lines' | 'totals' | 'depositPercent' | 'validUntil' | 'dueDate'
  >,
): DocumentRecord<WriteTime> {
  return {
    companyId: source.companyId,
    customer: source.customer,
    leadId: source.leadId,
    vatRegistered: source.vatRegistered,
    vatNumber: source.vatNumber,
    notes: source.notes,
    paymentTerms: source.paymentTerms,
    templateId: source.templateId,
    ...newDocumentState(sourceDocumentId),
    ...changes,
  };
}

/** The stored totals of `lines` (the per-line amounts are recomputed wherever they are shown). */
export function totalsRecord(
  lines: readonly DocumentLine[],
  vatRegistered: boolean,
): DocumentTotalsRecord {
  const { subtotalPence, vatBreakdown, vatPence, totalPence } = documentTotals(lines, {
    vatRegistered,
  });
  return { subtotalPence, vatBreakdown, vatPence, totalPence };
}

/**
 * Whether an invoice made from the quote (a deposit or the whole) has been sent: from then on the
 * customer pays the invoice, not the quote's deposit. In a transaction when one is given.
 */
export async function invoiceSentFromQuote(quoteId: string, tx?: Transaction): Promise<boolean> {
  const query = documentsCollection()
    .where('sourceDocumentId', '==', quoteId)
    .where('kind', '==', 'invoice');
  const invoices = tx ? await tx.get(query) : await query.get();
  return invoices.docs.some(
    (invoice) => !['draft', 'void'].includes(String(invoice.get('status'))),
  );
}
