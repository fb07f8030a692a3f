import { z } from 'zod';

import { emailSchema } from '../signup-schema';
import { ukPhoneOrBlankSchema } from '../uk-phone';
import { normaliseUkPostcode, UK_POSTCODE_MESSAGE } from '../uk-postcode';
import type { DocumentLine, VatBreakdown } from './document-totals';
import { DOCUMENT_KINDS, type DocumentKind, type DocumentStatus } from './document-labels';

// Documents: quotes (estimates) and invoices from a company to a customer. `documents/{id}` is
// written only by functions (numbers, totals, status and payments are never a client's to set);
// the company and the customer it was sent to read it.

/** Who a document is for, copied onto it when it is saved (the customer record may change later). */
export interface DocumentCustomer {
  /** `companyCustomers/{id}`. */
  id: string;
  name: string;
  email: string;
  phone: string;
  address: PostalAddress;
  /** The customer's Fixwell account when they have one (from an accepted lead): they see it signed in. */
  uid: string | null;
}

export interface PostalAddress {
  line1: string;
  line2: string;
  town: string;
  postcode: string;
}

export interface DocumentTotalsRecord {
  subtotalPence: number;
  vatBreakdown: VatBreakdown[];
  vatPence: number;
  totalPence: number;
}

/** `documents/{id}`. */
export interface DocumentRecord<TTime> {
  companyId: string;
  kind: DocumentKind;
  status: DocumentStatus;
  /** Null while a draft: numbers are given when a document is first sent. */
  number: string | null;
  /** 1 for a new document; a correction is a new document with `replacesDocumentId` and version + 1. */
  version: number;
  customer: DocumentCustomer;
  /** The job it is for, when it came from an accepted lead. */
  leadId: string | null;
  lines: DocumentLine[];
  /** Copied from the company when saved: VAT is charged only when registered. */
  vatRegistered: boolean;
  vatNumber: string | null;
  totals: DocumentTotalsRecord;
  /** Quotes: the part of the total asked for on acceptance, in percent; null for none. */
  depositPercent: number | null;
  /** Quotes: valid until this London day; invoices: null. */
  validUntil: TTime | null;
  /** Invoices: due on this London day; quotes: null. */
  dueDate: TTime | null;
  notes: string;
  paymentTerms: string;
  templateId: string | null;
  /** Duplicated or converted from this document. */
  sourceDocumentId: string | null;
  replacesDocumentId: string | null;
  /** SHA-256 of the emailed link's token (the token itself is only in the email). */
  linkTokenHash: string | null;
  sentAt: TTime | null;
  viewedAt: TTime | null;
  acceptance: { name: string; version: number; at: TTime } | null;
  decline: { reason: string; note: string; at: TTime } | null;
  /**
   * An invoice made from a whole quote: what was already paid towards the job (the quote's deposit
   * by card, and deposit invoices made from it), set by convertQuoteToInvoice and taken off what is
   * due. Absent or null: none.
   */
  credit?: DocumentCredit | null;
  /** Paid by card, less refunds; kept by the payment webhook only. */
  amountPaidPence: number;
  paidAt: TTime | null;
  /** Card payments, one per PaymentIntent (absent before the first). Written by the webhook only. */
  payments?: DocumentPaymentRecord<TTime>[];
  voided: { reason: string; at: TTime } | null;
  /** Automatic reminders sent for an unpaid invoice (at most two). */
  remindersSent: number;
  /** The last reminder, automatic or sent by the company; null before the first. */
  lastReminderAt: TTime | null;
  createdAt: TTime;
  updatedAt: TTime;
}

/** Already paid towards the job, taken off an invoice: "Deposit paid on Q-0002". */
export interface DocumentCredit {
  description: string;
  amountPence: number;
}

/** One card payment of a document, as the payment webhook recorded it from Stripe. */
export interface DocumentPaymentRecord<TTime> {
  /** `pi_…`: the key of its `transactions` row, and what a refund names. */
  paymentIntentId: string;
  checkoutSessionId: string;
  /** What the customer paid. */
  amountPence: number;
  /** The platform fee taken from it (`application_fee_amount`); the company sees it, the customer does not. */
  feePence: number;
  /** Refunded so far (full or partial refunds, from `charge.refunded`). */
  refundedPence: number;
  /** What it paid for: the invoice, or a quote's deposit. */
  purpose: 'invoice' | 'deposit';
  cardBrand: string | null;
  cardLast4: string | null;
  paidAt: TTime;
  /**
   * Set when the webhook refunded the payment at once because it no longer matched the document
   * (void, already paid, or a different amount due): the reason the customer is shown.
   */
  autoRefundReason: string | null;
}

/** `documentCounters/{companyId}`: the last number given per kind (functions only). */
export interface DocumentCounterRecord {
  quote: number;
  invoice: number;
}

// ---- What the editor sends ----------------------------------------------------------------

const MAX_LINE_PENCE = 100_000_000; // £1,000,000

export const documentLineSchema = z.object({
  description: z
    .string()
    .trim()
    .min(1, 'Describe the work or item.')
    .max(300, 'Keep each description to 300 characters or fewer.'),
  quantity: z
    .number({ error: 'Enter a quantity.' })
    .min(0.01, 'The quantity must be more than 0.')
    .max(10_000, 'The quantity can be at most 10,000.')
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
      message: 'Use at most two decimal places.',
    }),
  unitPricePence: z
    .number({ error: 'Enter a price.' })
    .int('Enter the price in whole pence.')
    .min(1, 'The price must be at least 1p.')
    .max(MAX_LINE_PENCE, 'The price can be at most £1,000,000.'),
  vatRate: z.union([z.literal(2000), z.literal(500), z.literal(0)], {
    error: 'Choose a VAT rate.',
  }),
});

const londonDate = z.iso.date('Enter a date.');

export const documentDraftSchema = z.object({
  /** Absent for a new draft. */
  documentId: z.string().min(1).max(128).optional(),
  kind: z.enum(DOCUMENT_KINDS),
  customerId: z.string().min(1, 'Choose a customer.').max(128),
  lines: z
    .array(documentLineSchema)
    .min(1, 'Add at least one line.')
    .max(100, 'A document can have at most 100 lines.'),
  validUntil: londonDate.nullable(),
  dueDate: londonDate.nullable(),
  depositPercent: z
    .number()
    .int('Enter a whole percentage.')
    .min(1, 'The deposit must be at least 1%.')
    .max(100, 'The deposit can be at most 100%.')
    .nullable(),
  notes: z.string().trim().max(2000, 'Keep the notes to 2,000 characters or fewer.'),
  paymentTerms: z.string().trim().max(500, 'Keep the payment terms to 500 characters or fewer.'),
  templateId: z.string().max(128).nullable(),
});
export type DocumentDraftInput = z.input<typeof documentDraftSchema>;

// ---- The company's customers ------------------------------------------------------------------

export const postalAddressSchema = z.object({
  line1: z.string().trim().max(120, 'Keep the address line to 120 characters or fewer.'),
  line2: z.string().trim().max(120, 'Keep the address line to 120 characters or fewer.'),
  town: z.string().trim().max(60, 'Keep the town to 60 characters or fewer.'),
  // Blank, or a full UK postcode in its canonical form. Not a union with ukPostcodeSchema: a failed
  // union reports zod's generic "Invalid input" instead of the postcode message.
  postcode: z
    .string()
    .trim()
    .refine((value) => value === '' || normaliseUkPostcode(value) !== null, {
      message: UK_POSTCODE_MESSAGE,
    })
    .transform((value) => (value === '' ? '' : (normaliseUkPostcode(value) ?? value))),
});

export const companyCustomerSchema = z.object({
  name: z
    .string()
    .trim()
    .min(2, 'Enter the customer’s name.')
    .max(100, 'Keep the name to 100 characters or fewer.'),
  email: emailSchema,
  phone: ukPhoneOrBlankSchema,
  address: postalAddressSchema,
});
export type CompanyCustomerInput = z.input<typeof companyCustomerSchema>;

/** `companyCustomers/{id}`: everyone a company deals with, from accepted leads or added by hand. */
export interface CompanyCustomerRecord<TTime> {
  companyId: string;
  name: string;
  email: string;
  phone: string;
  address: PostalAddress;
  source: 'lead' | 'manual';
  /**
   * Kept by functions (absent on a customer nobody has invoiced yet: read as 0 / null). Sent
   * invoices' totals less voided ones; card payments less refunds; the last document sent, answered,
   * reminded or paid.
   */
  invoicedPence?: number;
  paidPence?: number;
  lastContactAt?: TTime | null;
  /** Set for customers from a lead: the job, and their Fixwell account when they have one. */
  leadId: string | null;
  uid: string | null;
  createdAt: TTime;
  updatedAt: TTime;
}

// ---- Templates ----------------------------------------------------------------------------------

export const documentTemplateSchema = z.object({
  kind: z.enum(DOCUMENT_KINDS),
  name: z
    .string()
    .trim()
    .min(2, 'Name the template.')
    .max(80, 'Keep the name to 80 characters or fewer.'),
  lines: z.array(documentLineSchema).max(100, 'A template can have at most 100 lines.'),
  notes: documentDraftSchema.shape.notes,
  paymentTerms: documentDraftSchema.shape.paymentTerms,
});
export type DocumentTemplateInput = z.input<typeof documentTemplateSchema>;

/** `documentTemplates/{id}`: a company's reusable lines, notes and terms for one kind. */
export interface DocumentTemplateRecord<TTime> extends z.output<typeof documentTemplateSchema> {
  companyId: string;
  createdAt: TTime;
  updatedAt: TTime;
}
