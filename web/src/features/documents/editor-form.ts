import { addDays, londonDateOf } from '@fixwell/common/london-time';
import type { DocumentLine, VatRate } from '@fixwell/common/documents/document-totals';
import { VAT_RATES } from '@fixwell/common/documents/document-totals';
import { documentDraftSchema } from '@fixwell/common/documents/document';
import { type DocumentKind } from '@fixwell/common/documents/document-labels';
import type { z } from 'zod';

import type { CompanyDocument, DocumentTemplate } from '@/features/documents/document-types';
import { CallFunctionError } from '@/lib/call-function';

/** The editor's part of `documentDraftSchema`: the id and kind come from the page at submit. */
export const editorSchema = documentDraftSchema.omit({ documentId: true, kind: true });
export type EditorValues = z.input<typeof editorSchema>;
export type EditorOutput = z.output<typeof editorSchema>;

/** Days a new quote is valid for, and days a new invoice gives before it is due. */
export const QUOTE_VALID_DAYS = 30;
export const INVOICE_DUE_DAYS = 14;

/** A stored London day (midnight London, or any instant that day) as `YYYY-MM-DD`. */
export function isoDay(date: Date | null): string | null {
  return date ? londonDateOf(date) : null;
}

export function emptyLine(vatRegistered: boolean): DocumentLine {
  return {
    description: '',
    quantity: 1,
    unitPricePence: Number.NaN,
    vatRate: vatRegistered ? 2000 : 0,
  };
}

/** A new document's starting values: one empty line and the kind's default date. */
export function newDocumentValues(
  kind: DocumentKind,
  vatRegistered: boolean,
  now: Date,
): EditorValues {
  const today = londonDateOf(now);
  return {
    customerId: '',
    lines: [emptyLine(vatRegistered)],
    validUntil: kind === 'quote' ? addDays(today, QUOTE_VALID_DAYS) : null,
    dueDate: kind === 'invoice' ? addDays(today, INVOICE_DUE_DAYS) : null,
    depositPercent: null,
    notes: '',
    paymentTerms: '',
    templateId: null,
  };
}

/** A saved draft's values, to edit it again. */
export function documentValues(document: CompanyDocument): EditorValues {
  return {
    customerId: document.customer.id,
    lines: document.lines.map((line) => ({ ...line })),
    validUntil: document.kind === 'quote' ? isoDay(document.validUntil) : null,
    dueDate: document.kind === 'invoice' ? isoDay(document.dueDate) : null,
    depositPercent: document.depositPercent,
    notes: document.notes,
    paymentTerms: document.paymentTerms,
    templateId: document.templateId,
  };
}

/** The template's lines, notes and terms over `values`. */
export function withTemplate(values: EditorValues, template: DocumentTemplate): EditorValues {
  return {
    ...values,
    lines: template.lines.map((line) => ({ ...line })),
    notes: template.notes,
    paymentTerms: template.paymentTerms,
    templateId: template.id,
  };
}

// ---- money as typed ----------------------------------------------------------------------

/** "12.50", "£1,234.5" or "7" as pence; NaN when it is not an amount (the schema says so). */
export function penceFromPounds(typed: string): number {
  const cleaned = typed.replace(/[£,\s]/g, '');
  if (!/^\d+(\.\d*)?$|^\.\d+$/.test(cleaned)) return Number.NaN;
  // More than two decimals stays fractional, which the schema refuses in its own words.
  return Math.round(Number(cleaned) * 100 * 1000) / 1000;
}

/** Pence as the price field shows it: "12.50"; nothing for no amount. */
export function poundsFromPence(pence: number | undefined | null): string {
  return typeof pence === 'number' && Number.isFinite(pence) ? (pence / 100).toFixed(2) : '';
}

/** Lines as far as they can be counted, for the live totals while the form is being filled in. */
export function countableLines(
  lines: readonly Partial<DocumentLine>[] | undefined,
): DocumentLine[] {
  return (lines ?? []).map((line) => ({
    description: line.description ?? '',
    quantity: Number.isFinite(line.quantity) ? Number(line.quantity) : 0,
    unitPricePence: Number.isFinite(line.unitPricePence)
      ? Math.round(Number(line.unitPricePence))
      : 0,
    vatRate: (VAT_RATES as readonly number[]).includes(Number(line.vatRate))
      ? (Number(line.vatRate) as VatRate)
      : 0,
  }));
}

// ---- the draft kept across a reload -------------------------------------------------------

export type ChosenCustomer = { id: string; name: string; email: string };

export type StoredEditorDraft = { values: EditorValues; customer: ChosenCustomer | null };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const numberOrNaN = (value: unknown) => (typeof value === 'number' ? value : Number.NaN);
const stringOr = (value: unknown, fallback: string) =>
  typeof value === 'string' ? value : fallback;
const stringOrNull = (value: unknown) => (typeof value === 'string' ? value : null);

/**
 * What `storeDraft` kept, as the editor's values: anything unreadable is dropped and the rest of
 * the form starts from `fallback`. (JSON keeps an unfilled number as null: it comes back empty.)
 */
export function readEditorDraft(stored: unknown, fallback: EditorValues): StoredEditorDraft | null {
  if (!isRecord(stored) || !isRecord(stored.values)) return null;
  const values = stored.values;
  const lines = Array.isArray(values.lines)
    ? values.lines.filter(isRecord).map((line) => ({
        description: stringOr(line.description, ''),
        quantity: numberOrNaN(line.quantity),
        unitPricePence: numberOrNaN(line.unitPricePence),
        vatRate: ((VAT_RATES as readonly unknown[]).includes(line.vatRate)
          ? line.vatRate
          : (fallback.lines[0]?.vatRate ?? 0)) as VatRate,
      }))
    : fallback.lines;
  const customer = isRecord(stored.customer) ? stored.customer : null;
  return {
    values: {
      customerId: stringOr(values.customerId, fallback.customerId),
      lines,
      validUntil: 'validUntil' in values ? stringOrNull(values.validUntil) : fallback.validUntil,
      dueDate: 'dueDate' in values ? stringOrNull(values.dueDate) : fallback.dueDate,
      depositPercent:
        typeof values.depositPercent === 'number' ? values.depositPercent : fallback.depositPercent,
      notes: stringOr(values.notes, fallback.notes),
      paymentTerms: stringOr(values.paymentTerms, fallback.paymentTerms),
      templateId: stringOrNull(values.templateId) ?? fallback.templateId,
    },
    customer:
      customer && typeof customer.id === 'string'
        ? {
            id: customer.id,
            name: stringOr(customer.name, ''),
            email: stringOr(customer.email, ''),
          }
        : null,
  };
}

/** The draft's storage key: one per document, and one per kind for a new one. */
export function editorDraftKey(kind: DocumentKind, documentId: string | null): string {
  return `document-editor:${documentId ?? `new-${kind}`}`;
}

// ---- the server's word on fields ------------------------------------------------------------

/**
 * Field messages a refusal carried (`details.fields` or `details.fieldErrors`, keyed by the
 * form's paths such as `lines.0.unitPricePence`), for `form.setError`.
 */
export function serverFieldErrors(error: unknown): Array<[string, string]> {
  if (!(error instanceof CallFunctionError) || error.code !== 'invalid-argument') return [];
  const details = error.details;
  if (!isRecord(details)) return [];
  const fields = isRecord(details.fields)
    ? details.fields
    : isRecord(details.fieldErrors)
      ? details.fieldErrors
      : {};
  const found: Array<[string, string]> = [];
  for (const [path, message] of Object.entries(fields)) {
    const text = Array.isArray(message) ? message[0] : message;
    if (typeof text === 'string' && text) found.push([path, text]);
  }
  if (typeof details.field === 'string' && !fields[details.field]) {
    found.push([details.field, error.message]);
  }
  return found;
}
