// The company-customers feature's only contact with Firebase: the company's own customers
// (`companyCustomers`, which it creates and edits directly under the rules) and, read-only, the
// documents it has written to one of them. Hooks build on these, so tests replace this module.
import { COLLECTIONS } from '@fixwell/common/collections';
import type {
  CompanyCustomerRecord,
  companyCustomerSchema,
  PostalAddress,
} from '@fixwell/common/documents/document';
import type { DocumentKind, DocumentStatus } from '@fixwell/common/documents/document-labels';
import { dateOf } from '@fixwell/common/timestamps';
import {
  addDoc,
  collection,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  startAfter,
  updateDoc,
  where,
  type DocumentData,
  type FieldValue,
  type QueryConstraint,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import type { z } from 'zod';

import type {
  CompanyCustomer,
  CustomerDocument,
  CustomerFilters,
} from '@/features/company-customers/customer-types';
import { firestore } from '@/lib/firestore';
import { readConverter } from '@/lib/firestore-converter';
import { nullWhenRefused } from '@/lib/null-when-refused';

export const CUSTOMERS_PAGE_SIZE = 25;
/** The customer page lists their latest documents; the documents pages list the rest. */
export const CUSTOMER_DOCUMENTS_LIMIT = 20;

/** Where the next page starts: opaque to everything but this module. */
export type CustomerCursor = QueryDocumentSnapshot<unknown>;

export type CustomerPage = {
  items: CompanyCustomer[];
  /** Where the next page starts, or null when this was the last. */
  next: CustomerCursor | null;
};

/** The customer's details as the shared schema checks them (postcode normalised). */
export type CompanyCustomerDetails = z.output<typeof companyCustomerSchema>;

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function addressOf(value: unknown): PostalAddress {
  const address = (value ?? {}) as Record<string, unknown>;
  return {
    line1: text(address.line1),
    line2: text(address.line2),
    town: text(address.town),
    postcode: text(address.postcode),
  };
}

/** A kept amount; absent until the first invoice or payment. */
function pence(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

export function customerFromData(id: string, data: DocumentData): CompanyCustomer {
  const createdAt = dateOf(data.createdAt) ?? new Date(0);
  return {
    id,
    name: text(data.name),
    email: text(data.email),
    phone: text(data.phone),
    address: addressOf(data.address),
    source: data.source === 'lead' ? 'lead' : 'manual',
    leadId: typeof data.leadId === 'string' ? data.leadId : null,
    uid: typeof data.uid === 'string' ? data.uid : null,
    invoicedPence: pence(data.invoicedPence),
    paidPence: pence(data.paidPence),
    lastContactAt: dateOf(data.lastContactAt),
    createdAt,
    updatedAt: dateOf(data.updatedAt) ?? createdAt,
  };
}

export function customerDocumentFromData(id: string, data: DocumentData): CustomerDocument {
  const totals = (data.totals ?? {}) as Record<string, unknown>;
  return {
    id,
    kind: data.kind as DocumentKind,
    status: data.status as DocumentStatus,
    number: typeof data.number === 'string' ? data.number : null,
    totalPence: typeof totals.totalPence === 'number' ? totals.totalPence : 0,
    paidPence: pence(data.amountPaidPence),
    date: dateOf(data.sentAt) ?? dateOf(data.createdAt) ?? new Date(0),
  };
}

const customerConverter = readConverter(customerFromData);
const documentConverter = readConverter(customerDocumentFromData);

function customers() {
  return collection(firestore(), COLLECTIONS.companyCustomers).withConverter(customerConverter);
}

/**
 * Firestore compares names exactly, so "smi" would miss "Smith": a search starts with a capital,
 * as names are written.
 */
export function nameSearchPrefix(search: string): string {
  const trimmed = search.trim();
  return trimmed ? trimmed[0]!.toLocaleUpperCase('en-GB') + trimmed.slice(1) : '';
}

/**
 * One page of the company's customers. The rules let a company read only its own, so the
 * companyId filter always comes first. A search is a name prefix and orders by name. Indexes:
 * companyId + name ↑, companyId + createdAt ↓.
 */
export async function fetchCompanyCustomers(
  companyId: string,
  filters: CustomerFilters,
  after: CustomerCursor | null,
): Promise<CustomerPage> {
  const prefix = nameSearchPrefix(filters.search);
  const constraints: QueryConstraint[] = [where('companyId', '==', companyId)];
  if (prefix) {
    constraints.push(where('name', '>=', prefix), where('name', '<', `${prefix}\uf8ff`));
  }
  constraints.push(
    prefix || filters.sort === 'name' ? orderBy('name') : orderBy('createdAt', 'desc'),
  );
  // One more than shown says whether a next page exists.
  const { docs } = await getDocs(
    query(
      customers(),
      ...constraints,
      ...(after ? [startAfter(after)] : []),
      limit(CUSTOMERS_PAGE_SIZE + 1),
    ),
  );
  const shown = docs.slice(0, CUSTOMERS_PAGE_SIZE);
  return {
    items: shown.map((snapshot) => snapshot.data()),
    next: docs.length > CUSTOMERS_PAGE_SIZE ? (shown[shown.length - 1] ?? null) : null,
  };
}

/**
 * One customer, or null when there is none. The rules refuse another company's customer (and a
 * missing one, whose companyId they cannot read) as permission-denied: to the page both are
 * "not found".
 */
export async function fetchCompanyCustomer(id: string): Promise<CompanyCustomer | null> {
  return nullWhenRefused(async () => (await getDoc(doc(customers(), id))).data() ?? null);
}

/** Adds a customer by hand: source 'manual', no lead, no account. Returns its id. */
export async function createCompanyCustomer(
  companyId: string,
  details: CompanyCustomerDetails,
): Promise<string> {
  const record = {
    companyId,
    name: details.name,
    email: details.email,
    phone: details.phone,
    address: details.address,
    source: 'manual',
    leadId: null,
    uid: null,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  } satisfies CompanyCustomerRecord<FieldValue>;
  const reference = await addDoc(collection(firestore(), COLLECTIONS.companyCustomers), record);
  return reference.id;
}

/** Changes a manual customer's details; the rules let nothing else change. */
export async function updateCompanyCustomer(
  id: string,
  details: CompanyCustomerDetails,
): Promise<void> {
  const changes = {
    name: details.name,
    email: details.email,
    phone: details.phone,
    address: details.address,
    updatedAt: serverTimestamp(),
  } satisfies Partial<CompanyCustomerRecord<FieldValue>>;
  await updateDoc(doc(firestore(), COLLECTIONS.companyCustomers, id), changes);
}

/**
 * The latest documents the company has written to this customer, newest first. Index:
 * companyId + customer.id + createdAt ↓.
 */
export async function fetchCustomerDocuments(
  companyId: string,
  customerId: string,
): Promise<CustomerDocument[]> {
  const documents = collection(firestore(), COLLECTIONS.documents).withConverter(documentConverter);
  const { docs } = await getDocs(
    query(
      documents,
      where('companyId', '==', companyId),
      where('customer.id', '==', customerId),
      orderBy('createdAt', 'desc'),
      limit(CUSTOMER_DOCUMENTS_LIMIT),
    ),
  );
  return docs.map((snapshot) => snapshot.data());
}
