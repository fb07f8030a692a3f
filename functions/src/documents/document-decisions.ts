import type { z } from 'zod';

import {
  depositPence,
  type DocumentLine,
  type VatRate,
} from '@fixwell/common/documents/document-totals';
import type { DocumentKind, DocumentStatus } from '@fixwell/common/documents/document-labels';

import { DOCUMENT_FIELD_MESSAGES, DOCUMENT_MESSAGES } from './document-messages';

// The decisions of the documents callables, free of Firestore so unit tests call them directly:
// the handlers read, decide here, then write. Dates are London days (`YYYY-MM-DD`).

export type FieldErrors = Record<string, string>;

/** A refused action: the HttpsError code and the message for people. */
export interface Refusal {
  code: 'failed-precondition' | 'not-found' | 'permission-denied';
  message: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** `date` plus `days` calendar days (`YYYY-MM-DD` in, `YYYY-MM-DD` out). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** One message per field, keyed by the path (`lines.0.unitPricePence`), the first issue wins. */
export function zodFieldErrors(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : 'form';
    fields[key] ??= issue.message;
  }
  return fields;
}

/** The kind rules the schema cannot know: which dates and deposit each kind takes. */
export function draftKindErrors(
  draft: {
    kind: DocumentKind;
    validUntil: string | null;
    dueDate: string | null;
    depositPercent: number | null;
  },
  today: string,
): FieldErrors {
  const fields: FieldErrors = {};
  if (draft.kind === 'quote') {
    if (draft.validUntil === null) fields.validUntil = DOCUMENT_FIELD_MESSAGES.validUntilRequired;
    else if (draft.validUntil < today) fields.validUntil = DOCUMENT_FIELD_MESSAGES.validUntilPast;
    if (draft.dueDate !== null) fields.dueDate = DOCUMENT_FIELD_MESSAGES.dueDateOnQuote;
  } else {
    if (draft.dueDate === null) fields.dueDate = DOCUMENT_FIELD_MESSAGES.dueDateRequired;
    if (draft.validUntil !== null) fields.validUntil = DOCUMENT_FIELD_MESSAGES.validUntilOnInvoice;
    if (draft.depositPercent !== null)
      fields.depositPercent = DOCUMENT_FIELD_MESSAGES.depositOnInvoice;
  }
  return fields;
}

/** The statuses of an invoice the customer still owes money on. */
export const UNPAID_INVOICE_STATUSES: readonly DocumentStatus[] = [
  'sent',
  'viewed',
  'overdue',
  'part-paid',
];

/** Facts about a stored document the decisions read. */
export interface DocumentFacts {
  kind: DocumentKind;
  status: DocumentStatus;
  /** London day, quotes only. */
  validUntil: string | null;
  /** London day, invoices only. */
  dueDate: string | null;
}

/**
 * The status as it stands today: a sent or viewed quote past its last valid day is expired (the
 * handlers store it when they see it).
 */
export function currentStatus(document: DocumentFacts, today: string): DocumentStatus {
  if (
    document.kind === 'quote' &&
    (document.status === 'sent' || document.status === 'viewed') &&
    document.validUntil !== null &&
    document.validUntil < today
  )
    return 'expired';
  return document.status;
}

/** saveDocumentDraft on an existing document: drafts only. */
export function saveRefusal(status: DocumentStatus): Refusal | null {
  return status === 'draft'
    ? null
    : { code: 'failed-precondition', message: DOCUMENT_MESSAGES.notDraft };
}

/** sendDocument: a draft, with somewhere to send it, and a quote still valid. */
export function sendRefusal(
  document: DocumentFacts & { customerEmail: string },
  today: string,
): Refusal | null {
  if (document.status !== 'draft')
    return { code: 'failed-precondition', message: DOCUMENT_MESSAGES.alreadySent };
  if (document.customerEmail.trim() === '')
    return { code: 'failed-precondition', message: DOCUMENT_MESSAGES.noEmail };
  if (document.kind === 'quote' && (document.validUntil === null || document.validUntil < today))
    return { code: 'failed-precondition', message: DOCUMENT_MESSAGES.quoteExpiredBeforeSending };
  return null;
}

/** voidDocument: unpaid invoices that were sent; never a quote. */
export function voidRefusal(document: DocumentFacts): Refusal | null {
  if (document.kind === 'quote')
    return { code: 'failed-precondition', message: DOCUMENT_MESSAGES.quoteCannotBeVoided };
  if (!UNPAID_INVOICE_STATUSES.includes(document.status))
    return { code: 'failed-precondition', message: DOCUMENT_MESSAGES.voidOnlySent };
  return null;
}

/** sendDocumentReminder: an invoice that is sent, viewed or overdue. */
export function reminderRefusal(document: DocumentFacts): Refusal | null {
  if (
    document.kind !== 'invoice' ||
    !(['sent', 'viewed', 'overdue'] as DocumentStatus[]).includes(document.status)
  )
    return { code: 'failed-precondition', message: DOCUMENT_MESSAGES.reminderOnlyUnpaid };
  return null;
}

/** convertQuoteToInvoice: an accepted quote, and a deposit only when it asks for one. */
export function convertRefusal(
  document: DocumentFacts & { depositPercent: number | null },
  deposit: boolean,
): Refusal | null {
  if (document.kind !== 'quote' || document.status !== 'accepted')
    return { code: 'failed-precondition', message: DOCUMENT_MESSAGES.convertOnlyAccepted };
  if (deposit && document.depositPercent === null)
    return { code: 'failed-precondition', message: DOCUMENT_MESSAGES.noDeposit };
  return null;
}

/**
 * The one line of a deposit invoice: the deposit is a share of the quote's total (VAT included),
 * so for a VAT-registered company the line's net is that amount less VAT at the quote's highest
 * rate, and the invoice's total comes to the deposit (to the penny, VAT being rounded down).
 */
export function depositLine(quote: {
  number: string;
  totalPence: number;
  depositPercent: number;
  vatRegistered: boolean;
  vatRates: readonly VatRate[];
}): DocumentLine {
  const gross = depositPence(quote.totalPence, quote.depositPercent);
  const vatRate: VatRate = quote.vatRegistered
    ? (quote.vatRates.reduce<VatRate>((top, rate) => (rate > top ? rate : top), 0) as VatRate)
    : 0;
  // The smallest net whose total (net + VAT rounded down) reaches the deposit.
  let net = Math.floor((gross * 10_000) / (10_000 + vatRate));
  while (net + Math.floor((net * vatRate) / 10_000) < gross) net += 1;
  return {
    description: `Deposit for quote ${quote.number}`,
    quantity: 1,
    unitPricePence: Math.max(1, net),
    vatRate,
  };
}

export type DocumentViewer = 'company' | 'customer';

/**
 * Who may open a document: the owning company (a preview), the signed-in customer it was sent to,
 * or whoever holds the emailed link's token; drafts only by the company. Anyone else: null, which
 * the handlers answer exactly like a missing document so ids cannot be probed.
 */
export function documentViewer(
  document: {
    companyId: string;
    status: DocumentStatus;
    customerUid: string | null;
    linkTokenHash: string | null;
  },
  caller: { uid: string | null; tokenHash: string | null },
): DocumentViewer | null {
  if (caller.uid !== null && caller.uid === document.companyId) return 'company';
  if (document.status === 'draft') return null;
  if (caller.uid !== null && document.customerUid !== null && caller.uid === document.customerUid)
    return 'customer';
  if (
    caller.tokenHash !== null &&
    document.linkTokenHash !== null &&
    caller.tokenHash === document.linkTokenHash
  )
    return 'customer';
  return null;
}

/** What a customer's open changes: the first open of a sent document marks it viewed. */
export function openChanges(
  document: DocumentFacts & { viewed: boolean },
  today: string,
): { status: DocumentStatus; markViewed: boolean; expired: boolean } {
  const status = currentStatus(document, today);
  const expired = status === 'expired' && document.status !== 'expired';
  if (document.viewed || expired) return { status, markViewed: false, expired };
  return { status: status === 'sent' ? 'viewed' : status, markViewed: true, expired };
}

/** respondToQuote: a quote, sent or viewed, still valid; accepting the version the customer read. */
export function respondRefusal(
  document: DocumentFacts & { version: number },
  response: { response: 'accept'; version: number } | { response: 'decline' },
  today: string,
): Refusal | null {
  if (document.kind !== 'quote')
    return { code: 'failed-precondition', message: DOCUMENT_MESSAGES.notAQuote };
  const status = currentStatus(document, today);
  if (status === 'expired')
    return { code: 'failed-precondition', message: DOCUMENT_MESSAGES.quoteExpired };
  if (status !== 'sent' && status !== 'viewed')
    return { code: 'failed-precondition', message: DOCUMENT_MESSAGES.quoteAnswered };
  if (response.response === 'accept' && response.version !== document.version)
    return { code: 'failed-precondition', message: DOCUMENT_MESSAGES.quoteChanged };
  return null;
}

/** Automatic reminders: the first 3 days after the due day, the second 10 days after, no more. */
export const REMINDER_DAYS_PAST_DUE = [3, 10] as const;

/**
 * The automatic reminder an unpaid invoice is owed today (1 or 2), or null. One at a time: an
 * invoice found late gets its first reminder, and the second on a later run.
 */
export function automaticReminderDue(
  document: DocumentFacts & { remindersSent: number },
  today: string,
): 1 | 2 | null {
  if (document.kind !== 'invoice' || !UNPAID_INVOICE_STATUSES.includes(document.status))
    return null;
  if (document.dueDate === null) return null;
  const sent = document.remindersSent;
  if (sent >= REMINDER_DAYS_PAST_DUE.length) return null;
  const late = daysBetween(document.dueDate, today);
  return late >= REMINDER_DAYS_PAST_DUE[sent]! ? ((sent + 1) as 1 | 2) : null;
}
