import type { PostalAddress } from '@fixwell/common/documents/document';
import type { DocumentKind, DocumentStatus } from '@fixwell/common/documents/document-labels';

/** A `companyCustomers/{id}` document as the company's pages show it. */
export type CompanyCustomer = {
  id: string;
  name: string;
  email: string;
  phone: string;
  address: PostalAddress;
  /** 'lead': from an accepted lead (read-only here); 'manual': added by the company. */
  source: 'lead' | 'manual';
  leadId: string | null;
  uid: string | null;
  /** Sent invoices less voided ones, and card payments less refunds (kept by functions). */
  invoicedPence: number;
  paidPence: number;
  /** The last document sent, answered, reminded or paid; null before the first. */
  lastContactAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
};

/** How the list is ordered: newest added first, or by name. A search always orders by name. */
export type CustomerSort = 'newest' | 'name';

export type CustomerFilters = {
  /** The start of a name; empty for everyone. */
  search: string;
  sort: CustomerSort;
};

/** One of the customer's documents, as the customer page lists it. */
export type CustomerDocument = {
  id: string;
  kind: DocumentKind;
  status: DocumentStatus;
  /** Null while a draft. */
  number: string | null;
  totalPence: number;
  /** Paid by card so far, less refunds. */
  paidPence: number;
  /** When it was sent, or created for a draft. */
  date: Date;
};

export const CUSTOMER_SOURCE_LABELS: Record<CompanyCustomer['source'], string> = {
  lead: 'From a lead',
  manual: 'Added by you',
};
