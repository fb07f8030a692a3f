import type {
  CompanyCustomerRecord,
  DocumentRecord,
  DocumentTemplateRecord,
} from '@fixwell/common/documents/document';
import type { DocumentKind, DocumentStatus } from '@fixwell/common/documents/document-labels';

/** A quote or invoice as the company's pages read it (`documents/{id}`), dates as `Date`. */
export type CompanyDocument = DocumentRecord<Date> & { id: string };

/** One of the company's customers, for the editor's picker (`companyCustomers/{id}`). */
export type CompanyCustomer = Pick<
  CompanyCustomerRecord<Date>,
  'name' | 'email' | 'phone' | 'source'
> & { id: string };

/** A template the editor can start from (`documentTemplates/{id}`). */
export type DocumentTemplate = Pick<
  DocumentTemplateRecord<Date>,
  'kind' | 'name' | 'lines' | 'notes' | 'paymentTerms'
> & { id: string };

/** What a list of documents is narrowed by; none set lists them all, latest change first. */
export type DocumentFilters = {
  kind?: DocumentKind;
  status?: DocumentStatus;
  /** A number ("INV-00") or the start of a customer's name, as typed. */
  search?: string;
};

/** A live page of documents: the first `count`, and whether "Show more" would find more. */
export type DocumentPage = { documents: CompanyDocument[]; hasMore: boolean };

/** The sums shown above the invoices, over every invoice the filters select. */
export type InvoiceTotals = {
  /** Sent and not settled (sent, viewed, part paid, overdue): totals less what was paid. */
  outstandingPence: number;
  /** Overdue invoices: totals less what was paid. */
  overduePence: number;
  /** Paid in full this London month: what was paid. */
  paidThisMonthPence: number;
};
