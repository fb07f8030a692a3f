import type { DocumentPaymentView, DocumentView } from '@fixwell/common/documents/document-view';
import type { CSSProperties } from 'react';
import { Link } from 'react-router';

import { paths } from '@/config/paths';
import { DownloadPdfButton } from '@/features/document-view/components/download-pdf-button';
import {
  amountDuePence,
  cardInWords,
  paymentPurposeTitle,
} from '@/features/document-view/document-format';
import { documentPageHref, payHref } from '@/features/document-view/document-links';
import { formatLongDate, formatMoney } from '@/utils/format';

import './document-view.css';

type ReceiptProps = { view: DocumentView; payment: DocumentPaymentView; token: string | null };

/**
 * The receipt of one card payment: who was paid, for what, how much, with which card, when, and
 * Stripe's reference; what is left to pay on a part-paid invoice. Prints on its own.
 */
export function PaymentReceipt({ view, payment, token }: ReceiptProps) {
  const style = view.company.brandColour
    ? ({ '--document-brand': view.company.brandColour } as CSSProperties)
    : undefined;
  const left = view.kind === 'invoice' && view.status !== 'void' ? amountDuePence(view) : 0;
  return (
    <>
      <section className="payment-receipt" style={style} aria-label="Receipt">
        <h2>Receipt</h2>
        <dl className="document-facts">
          <div>
            <dt>Paid to</dt>
            <dd>{view.company.name}</dd>
          </div>
          <div>
            <dt>For</dt>
            <dd>{paymentPurposeTitle(view)}</dd>
          </div>
          <div className="payment-receipt__amount">
            <dt>Amount paid</dt>
            <dd>{formatMoney(payment.amountPence)}</dd>
          </div>
          <div>
            <dt>Card</dt>
            <dd>{cardInWords(payment)}</dd>
          </div>
          <div>
            <dt>Date</dt>
            <dd>{formatLongDate(payment.paidAtIso)}</dd>
          </div>
          <div>
            <dt>Reference</dt>
            <dd className="payment-receipt__reference">{payment.id}</dd>
          </div>
          {payment.refundedPence > 0 ? (
            <div>
              <dt>Refunded</dt>
              <dd>{formatMoney(payment.refundedPence)}</dd>
            </div>
          ) : null}
          {left > 0 ? (
            <div>
              <dt>Left to pay</dt>
              <dd>{formatMoney(left)}</dd>
            </div>
          ) : null}
        </dl>
        {left > 0 && view.canPayByCard ? (
          <p className="document-view__no-print">
            <Link className="button button--secondary" to={payHref(view.id, token)}>
              Pay the remaining {formatMoney(view.amountDuePence > 0 ? view.amountDuePence : left)}{' '}
              by card
            </Link>
          </p>
        ) : null}
      </section>
      <div className="document-view__actions document-view__no-print">
        <button type="button" className="button button--secondary" onClick={() => window.print()}>
          Print receipt
        </button>
        <DownloadPdfButton view={view} />
      </div>
      <p className="document-view__no-print">
        <Link to={documentPageHref(paths.document, view.id, token)}>
          Back to the {view.kind === 'invoice' ? 'invoice' : 'quote'}
        </Link>
      </p>
    </>
  );
}
