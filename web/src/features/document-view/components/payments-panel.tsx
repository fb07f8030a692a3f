import type { DocumentPaymentView, DocumentView } from '@fixwell/common/documents/document-view';
import { lazy, Suspense, useState } from 'react';

import { LoadingBlock } from '@/components/loading-block';
import { cardInWords, refundablePence } from '@/features/document-view/document-format';
import { formatLongDate, formatMoney } from '@/utils/format';

// Only a company refunds, and rarely: the form (and the schema it checks with) loads on demand.
const RefundPaymentForm = lazy(
  () => import('@/features/document-view/components/refund-payment-form'),
);

function RefundedCell({ payment }: { payment: DocumentPaymentView }) {
  if (payment.refundedPence === 0) return <>None</>;
  return (
    <>
      {formatMoney(payment.refundedPence)}
      {payment.refundedPence >= payment.amountPence ? ' (in full)' : ''}
    </>
  );
}

/**
 * The card payments on a document: when, how much, which card and what was refunded. In the
 * company's preview each payment with something left on it can be refunded from here.
 */
export function PaymentsPanel({ view }: { view: DocumentView }) {
  const [refunding, setRefunding] = useState<string | null>(null);
  const [refunded, setRefunded] = useState<string | null>(null);
  if (view.payments.length === 0) return null;
  const payments = [...view.payments].sort((a, b) => a.paidAtIso.localeCompare(b.paidAtIso));
  const chosen = payments.find((payment) => payment.id === refunding) ?? null;
  const canRefund = view.preview;

  return (
    <section className="card document-view__panel document-view__no-print" aria-label="Payments">
      <h2>Card payments</h2>
      {refunded ? (
        <p className="notice" role="status">
          {refunded}
        </p>
      ) : null}
      <table className="document-view__payments">
        <caption className="visually-hidden">Card payments on this document</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Card</th>
            <th scope="col" className="document-sheet__number">
              Amount
            </th>
            <th scope="col" className="document-sheet__number">
              Refunded
            </th>
            {canRefund ? (
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {payments.map((payment) => (
            <tr key={payment.id}>
              <td data-label="Date">
                {formatLongDate(payment.paidAtIso)}
                {payment.purpose === 'deposit' ? ' (deposit)' : ''}
                {payment.autoRefundReason ? (
                  <span className="document-view__small document-view__block">
                    Refunded automatically: {payment.autoRefundReason}
                  </span>
                ) : null}
                {canRefund ? (
                  <span className="document-view__small document-view__block">
                    Reference {payment.id}
                  </span>
                ) : null}
              </td>
              <td data-label="Card">{cardInWords(payment)}</td>
              <td data-label="Amount" className="document-sheet__number">
                {formatMoney(payment.amountPence)}
              </td>
              <td data-label="Refunded" className="document-sheet__number">
                <RefundedCell payment={payment} />
              </td>
              {canRefund ? (
                <td>
                  {refundablePence(payment) > 0 ? (
                    <button
                      type="button"
                      className="link-button"
                      aria-label={`Refund the ${formatMoney(payment.amountPence)} payment of ${formatLongDate(payment.paidAtIso)}`}
                      aria-expanded={refunding === payment.id}
                      onClick={() => {
                        setRefunded(null);
                        setRefunding(payment.id);
                      }}
                    >
                      Refund
                    </button>
                  ) : null}
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
      {chosen ? (
        <Suspense fallback={<LoadingBlock label="Loading the refund form…" lines={4} />}>
          <RefundPaymentForm
            key={chosen.id}
            documentId={view.id}
            payment={chosen}
            onCancel={() => setRefunding(null)}
            onRequested={(amountPence) => {
              setRefunding(null);
              setRefunded(
                `Refund of ${formatMoney(amountPence)} requested. It will show here once Stripe confirms it.`,
              );
            }}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
