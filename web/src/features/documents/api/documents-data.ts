// The documents feature's only contact with Firebase: the company's quotes and invoices (live),
// its customers and templates for the editor (read only here), its VAT number, the invoice sums,
// and the document callables. Hooks live beside each operation and call these, so tests replace
// this one module. `documents/{id}` is written by functions only; the rules let a company read
// only its own, so every query starts with `companyId == uid`.
import {
  convertQuoteToInvoiceCallable,
  duplicateDocumentCallable,
  saveDocumentDraftCallable,
  sendDocumentCallable,
  sendDocumentReminderCallable,
  voidDocumentCallable,
  type CallableInput,
  type CallableOutput,
} from '@fixwell/common/callables';
import { COLLECTIONS } from '@fixwell/common/collections';
import type { DocumentKind, DocumentStatus } from '@fixwell/common/documents/document-labels';
import { dateOf } from '@fixwell/common/timestamps';
import {
  collection,
  doc,
  getAggregateFromServer,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  sum,
  Timestamp,
  where,
  type DocumentData,
  type QueryConstraint,
} from 'firebase/firestore';

import { londonMonthStart, searchField } from '@/features/documents/document-queries';
import type {
  CompanyCustomer,
  CompanyDocument,
  DocumentFilters,
  DocumentPage,
  DocumentTemplate,
  InvoiceTotals,
} from '@/features/documents/document-types';
import { callFunction } from '@/lib/call-function';
import { firestore } from '@/lib/firestore';
import { readConverter } from '@/lib/firestore-converter';
import { watchDocument as watchOne, watchPage } from '@/lib/firestore-live';
import { nullWhenRefused } from '@/lib/null-when-refused';

/** Documents per "Show more". */
export const DOCUMENTS_PAGE_SIZE = 25;
/** Customers the picker shows for one search. */
export const CUSTOMER_PICKER_LIMIT = 20;
const TEMPLATES_LIMIT = 50;

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function numberOr(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

/** A `documents/{id}` as the pages read it; fields functions always write are trusted as typed. */
export function documentFromData(id: string, data: DocumentData): CompanyDocument {
  const createdAt = dateOf(data.createdAt) ?? new Date(0);
  const acceptance = data.acceptance as { name: string; version: number; at: unknown } | null;
  const decline = data.decline as { reason: string; note: string; at: unknown } | null;
  const voided = data.voided as { reason: string; at: unknown } | null;
  return {
    ...(data as Omit<CompanyDocument, 'id'>),
    id,
    number: typeof data.number === 'string' ? data.number : null,
    lines: Array.isArray(data.lines) ? (data.lines as CompanyDocument['lines']) : [],
    depositPercent: typeof data.depositPercent === 'number' ? data.depositPercent : null,
    notes: text(data.notes),
    paymentTerms: text(data.paymentTerms),
    templateId: typeof data.templateId === 'string' ? data.templateId : null,
    amountPaidPence: numberOr(data.amountPaidPence, 0),
    remindersSent: numberOr(data.remindersSent, 0),
    validUntil: dateOf(data.validUntil),
    dueDate: dateOf(data.dueDate),
    sentAt: dateOf(data.sentAt),
    viewedAt: dateOf(data.viewedAt),
    paidAt: dateOf(data.paidAt),
    lastReminderAt: dateOf(data.lastReminderAt),
    acceptance: acceptance ? { ...acceptance, at: dateOf(acceptance.at) ?? createdAt } : null,
    decline: decline ? { ...decline, at: dateOf(decline.at) ?? createdAt } : null,
    voided: voided ? { ...voided, at: dateOf(voided.at) ?? createdAt } : null,
    createdAt,
    updatedAt: dateOf(data.updatedAt) ?? createdAt,
  };
}

const documentConverter = readConverter(documentFromData);

function documents() {
  return collection(firestore(), COLLECTIONS.documents).withConverter(documentConverter);
}

/** The filters as constraints, without the ordering (aggregations take none). */
function narrowing(companyId: string, filters: DocumentFilters): QueryConstraint[] {
  const constraints: QueryConstraint[] = [where('companyId', '==', companyId)];
  if (filters.kind) constraints.push(where('kind', '==', filters.kind));
  if (filters.status) constraints.push(where('status', '==', filters.status));
  const search = filters.search?.trim();
  if (search) {
    // A prefix: everything from the text up to the text followed by the highest character.
    const { field, value } = searchField(search);
    constraints.push(where(field, '>=', value), where(field, '<', `${value}\uf8ff`));
  }
  return constraints;
}

/** The ordering: by the searched field while searching (Firestore's rule), else latest change first. */
function ordering(filters: DocumentFilters): QueryConstraint {
  const search = filters.search?.trim();
  return search ? orderBy(searchField(search).field) : orderBy('updatedAt', 'desc');
}

export type WatchDocumentsOptions = DocumentFilters & {
  /** How many to show: grows by a page with each "Show more", so the whole list stays live. */
  count: number;
};

/**
 * Listens to a company's documents narrowed by the filters. Indexes: companyId with each of
 * kind, status and kind + status, beside updatedAt ↓, number ↑ and customer.name ↑.
 */
export function watchDocuments(
  companyId: string,
  options: WatchDocumentsOptions,
  onData: (page: DocumentPage) => void,
  onError: (error: Error) => void,
): () => void {
  const { count, ...filters } = options;
  return watchPage(
    query(documents(), ...narrowing(companyId, filters), ordering(filters)),
    count,
    ({ items, hasMore }) => onData({ documents: items, hasMore }),
    onError,
  );
}

/** Listens to one document: null when there is none (another company's is refused). */
export function watchDocument(
  documentId: string,
  onData: (document: CompanyDocument | null) => void,
  onError: (error: Error) => void,
): () => void {
  return watchOne(doc(documents(), documentId), onData, onError);
}

const OUTSTANDING: readonly DocumentStatus[] = ['sent', 'viewed', 'part-paid', 'overdue'];

/**
 * The sums over every invoice the filters select, computed by Firestore (`sum()`): outstanding
 * and overdue are totals less a deposit paid before them (`credit`) and what was paid; paid this month is what was paid on invoices paid in
 * full since the start of this London month. A status filter that excludes a sum's statuses
 * makes it nought without a read.
 */
export async function fetchInvoiceTotals(
  companyId: string,
  filters: Omit<DocumentFilters, 'kind'>,
  now: Date = new Date(),
): Promise<InvoiceTotals> {
  const { status, ...others } = filters;
  const base = narrowing(companyId, { ...others, kind: 'invoice' });
  const owed = async (statuses: readonly DocumentStatus[]) => {
    const wanted = status ? statuses.filter((candidate) => candidate === status) : statuses;
    if (wanted.length === 0) return 0;
    const selected = query(documents(), ...base, where('status', 'in', [...wanted]));
    // Two aggregations: Firestore leaves out of an aggregation every document missing a field it
    // sums, and only invoices made from a paid-for quote have a `credit`.
    const [amounts, credits] = await Promise.all([
      getAggregateFromServer(selected, {
        total: sum('totals.totalPence'),
        paid: sum('amountPaidPence'),
      }),
      getAggregateFromServer(selected, { credit: sum('credit.amountPence') }),
    ]);
    const { total, paid } = amounts.data();
    return (total ?? 0) - (credits.data().credit ?? 0) - (paid ?? 0);
  };
  const paidThisMonth = async () => {
    if (status && status !== 'paid') return 0;
    const snapshot = await getAggregateFromServer(
      query(
        documents(),
        ...base,
        where('status', '==', 'paid'),
        where('paidAt', '>=', Timestamp.fromMillis(londonMonthStart(now))),
      ),
      { paid: sum('amountPaidPence') },
    );
    return snapshot.data().paid ?? 0;
  };
  const [outstandingPence, overduePence, paidThisMonthPence] = await Promise.all([
    owed(OUTSTANDING),
    owed(['overdue']),
    paidThisMonth(),
  ]);
  return { outstandingPence, overduePence, paidThisMonthPence };
}

// ---- what the editor reads ----------------------------------------------------------------

const customerConverter = readConverter((id, data): CompanyCustomer => ({
  id,
  name: text(data.name),
  email: text(data.email),
  phone: text(data.phone),
  source: data.source === 'lead' ? 'lead' : 'manual',
}));

/** Up to `CUSTOMER_PICKER_LIMIT` of the company's customers whose name starts with `search`. */
export async function fetchCompanyCustomers(
  companyId: string,
  search: string,
): Promise<CompanyCustomer[]> {
  const prefix = search.trim();
  const customers = collection(firestore(), COLLECTIONS.companyCustomers).withConverter(
    customerConverter,
  );
  const { docs } = await getDocs(
    query(
      customers,
      where('companyId', '==', companyId),
      ...(prefix ? [where('name', '>=', prefix), where('name', '<', `${prefix}\uf8ff`)] : []),
      orderBy('name'),
      limit(CUSTOMER_PICKER_LIMIT),
    ),
  );
  return docs.map((snapshot) => snapshot.data());
}

/** One of the company's customers (`?customer=<id>` from their page), or null. */
export async function fetchCompanyCustomer(customerId: string): Promise<CompanyCustomer | null> {
  const snapshot = await getDoc(
    doc(firestore(), COLLECTIONS.companyCustomers, customerId).withConverter(customerConverter),
  );
  return snapshot.exists() ? snapshot.data() : null;
}

const templateConverter = readConverter((id, data): DocumentTemplate => ({
  id,
  kind: data.kind === 'invoice' ? 'invoice' : 'quote',
  name: text(data.name),
  lines: Array.isArray(data.lines) ? (data.lines as DocumentTemplate['lines']) : [],
  notes: text(data.notes),
  paymentTerms: text(data.paymentTerms),
}));

/** The company's templates of one kind, by name. */
export async function fetchDocumentTemplates(
  companyId: string,
  kind: DocumentKind,
): Promise<DocumentTemplate[]> {
  const templates = collection(firestore(), COLLECTIONS.documentTemplates).withConverter(
    templateConverter,
  );
  const { docs } = await getDocs(
    query(
      templates,
      where('companyId', '==', companyId),
      where('kind', '==', kind),
      orderBy('name'),
      limit(TEMPLATES_LIMIT),
    ),
  );
  return docs.map((snapshot) => snapshot.data());
}

/** `companies/{uid}.vatNumber`: VAT is charged only when the company has one. */
export async function fetchVatNumber(companyId: string): Promise<string | null> {
  const snapshot = await getDoc(doc(firestore(), COLLECTIONS.companies, companyId));
  const vatNumber = snapshot.data()?.vatNumber as unknown;
  return typeof vatNumber === 'string' && vatNumber.trim() ? vatNumber.trim() : null;
}

/**
 * Whether the company's customers can pay by card: its Stripe Connect account (written by the
 * Connect webhook) takes charges and pays out. Refused or absent: not yet.
 */
export async function fetchTakesCardPayments(companyId: string): Promise<boolean> {
  const account = await nullWhenRefused(() =>
    getDoc(doc(firestore(), COLLECTIONS.connectAccounts, companyId)),
  );
  const data = account?.data();
  return data?.chargesEnabled === true && data.payoutsEnabled === true;
}

// ---- callables -----------------------------------------------------------------------------

export function saveDocumentDraft(
  input: CallableInput<typeof saveDocumentDraftCallable>,
): Promise<CallableOutput<typeof saveDocumentDraftCallable>> {
  return callFunction(saveDocumentDraftCallable, input, {
    fallback: 'We could not save the draft. Please try again.',
  });
}

export function sendDocument(
  documentId: string,
): Promise<CallableOutput<typeof sendDocumentCallable>> {
  return callFunction(
    sendDocumentCallable,
    { documentId },
    { fallback: 'We could not send the document. Please try again.' },
  );
}

export function voidDocument(
  documentId: string,
  reason: string,
): Promise<CallableOutput<typeof voidDocumentCallable>> {
  return callFunction(
    voidDocumentCallable,
    { documentId, reason },
    { fallback: 'We could not void the invoice. Please try again.' },
  );
}

export function duplicateDocument(
  documentId: string,
): Promise<CallableOutput<typeof duplicateDocumentCallable>> {
  return callFunction(
    duplicateDocumentCallable,
    { documentId },
    { fallback: 'We could not duplicate the document. Please try again.' },
  );
}

export function convertQuoteToInvoice(
  documentId: string,
  deposit: boolean,
): Promise<CallableOutput<typeof convertQuoteToInvoiceCallable>> {
  return callFunction(
    convertQuoteToInvoiceCallable,
    { documentId, deposit },
    { fallback: 'We could not make the invoice. Please try again.' },
  );
}

export function sendDocumentReminder(
  documentId: string,
): Promise<CallableOutput<typeof sendDocumentReminderCallable>> {
  return callFunction(
    sendDocumentReminderCallable,
    { documentId },
    { fallback: 'We could not send the reminder. Please try again.' },
  );
}
