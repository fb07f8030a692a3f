import type { Transaction } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/https';

import { convertQuoteToInvoiceCallable } from '@fixwell/common/callables';
import type { DocumentCredit } from '@fixwell/common/documents/document';

import { runTransaction } from '../lib/transaction';
import { onCallable } from '../lib/callable';
import { readDoc } from '../lib/documents';
import { logInfo } from '../lib/log';
import { amountDue } from '../payments/document-payment-decisions';
import { addDays, convertRefusal, depositLine } from './document-decisions';
import {
  dayTimestamp,
  documentsCollection,
  factsOf,
  invalidInput,
  newDraftFrom,
  readOwnDocument,
  refusalError,
  requireCompanyCaller,
  today,
  totalsRecord,
  type StoredDocument,
} from './document-store';

/** Refusing a deposit invoice for a quote whose deposit was paid by card. */
export const DEPOSIT_ALREADY_PAID =
  'The customer has already paid the deposit for this quote by card, so there is no deposit to invoice. Convert the whole quote instead.';

/** Whether the quote's deposit has been paid in full by card (less refunds). */
function depositPaidByCard(quote: StoredDocument): boolean {
  if (quote.depositPercent === null || (quote.amountPaidPence ?? 0) <= 0) return false;
  return (
    amountDue({
      kind: 'quote',
      status: quote.status,
      version: quote.version,
      totalPence: quote.totals.totalPence,
      depositPercent: quote.depositPercent,
      amountPaidPence: quote.amountPaidPence ?? 0,
    }).amountPence === 0
  );
}

/**
 * What was already paid towards the quote's job, for an invoice of the whole quote: its deposit
 * by card and what deposit invoices made from it have been paid (less refunds). Null: nothing.
 */
async function creditFor(
  tx: Transaction,
  quoteId: string,
  quote: StoredDocument,
): Promise<DocumentCredit | null> {
  const invoices = await tx.get(
    documentsCollection().where('sourceDocumentId', '==', quoteId).where('kind', '==', 'invoice'),
  );
  const paid = [
    { number: quote.number, amountPence: quote.amountPaidPence ?? 0 },
    ...invoices.docs
      .map((snapshot) => readDoc<StoredDocument>(snapshot))
      .filter((invoice): invoice is StoredDocument => invoice !== undefined)
      .filter((invoice) => invoice.status !== 'void')
      .map((invoice) => ({ number: invoice.number, amountPence: invoice.amountPaidPence ?? 0 })),
  ].filter((entry) => entry.amountPence > 0);
  if (paid.length === 0) return null;
  return {
    description: `Deposit paid (${paid.map((entry) => entry.number ?? 'draft').join(', ')})`,
    amountPence: paid.reduce((sum, entry) => sum + entry.amountPence, 0),
  };
}

/** Invoices made from a quote are due this many days after they are made. */
export const CONVERTED_INVOICE_DUE_DAYS = 14;

/**
 * An accepted quote becomes a draft invoice: all its lines, or with `deposit` one line for the
 * deposit the quote asked for ("Deposit for quote Q-0001"). Due in 14 days; the quote's VAT
 * registration is kept (it is what the customer agreed to).
 */
export const convertQuoteToInvoice = onCallable(
  convertQuoteToInvoiceCallable,
  async ({ documentId, deposit }, { uid }) => {
    const invoiceId = await runTransaction(async (tx) => {
      const { document: quote } = await readOwnDocument(tx, documentId, uid);
      const refusal = convertRefusal(
        { ...factsOf(quote), depositPercent: quote.depositPercent },
        deposit,
      );
      if (refusal) throw refusalError(refusal);
      // A deposit the customer has already paid by card must not be invoiced a second time.
      if (deposit && depositPaidByCard(quote))
        throw new HttpsError('failed-precondition', DEPOSIT_ALREADY_PAID);
      const lines =
        deposit && quote.depositPercent !== null
          ? [
              depositLine({
                number: quote.number ?? '',
                totalPence: quote.totals.totalPence,
                depositPercent: quote.depositPercent,
                vatRegistered: quote.vatRegistered,
                vatRates: quote.totals.vatBreakdown.map((entry) => entry.vatRate),
              }),
            ]
          : quote.lines;
      // The whole job's invoice takes off what was paid towards it already, so nothing is paid twice.
      const credit = deposit ? null : await creditFor(tx, documentId, quote);
      const ref = documentsCollection().doc();
      tx.create(ref, {
        ...newDraftFrom(quote, documentId, {
          kind: 'invoice',
          lines,
          totals: totalsRecord(lines, quote.vatRegistered),
          depositPercent: null,
          validUntil: null,
          dueDate: dayTimestamp(addDays(today(), CONVERTED_INVOICE_DUE_DAYS)),
        }),
        credit,
      });
      return ref.id;
    });
    logInfo('document.quote-converted', { documentId, invoiceId, deposit });
    return { documentId: invoiceId };
  },
  { auth: 'required', guard: requireCompanyCaller, invalid: invalidInput },
);
