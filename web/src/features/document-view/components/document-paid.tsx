import type { DocumentPaymentView, DocumentView } from '@fixwell/common/documents/document-view';
import { Link } from 'react-router';

import { paths } from '@/config/paths';
import { ContactCompany } from '@/features/document-view/components/contact-company';
import { PaymentReceipt } from '@/features/document-view/components/payment-receipt';
import {
  DocumentFrame,
  DocumentNotFound,
  OpenedDocument,
} from '@/features/document-view/components/opened-document';
import {
  documentTitle,
  latestPayment,
  paymentPurposeTitle,
} from '@/features/document-view/document-format';
import { documentPageHref } from '@/features/document-view/document-links';
import {
  usePaymentConfirmation,
  type PaymentConfirmation,
} from '@/features/document-view/hooks/use-payment-confirmation';
import { STILL_CONFIRMING_MESSAGE } from '@/features/document-view/payment-wording';
import { formatLongDate, formatMoney } from '@/utils/format';

import './document-view.css';

type PaidProps = { documentId: string; token: string | null; sessionId: string | null };

function BackLink({
  documentId,
  token,
  label,
}: {
  documentId: string;
  token: string | null;
  label: string;
}) {
  return (
    <p>
      <Link to={documentPageHref(paths.document, documentId, token)}>{label}</Link>
    </p>
  );
}

/** What happened to a payment, in one sentence for the page's status line. */
function outcomeMessage(view: DocumentView, payment: DocumentPaymentView): string {
  return payment.autoRefundReason ?? `Thank you. ${view.company.name} has been told that you paid.`;
}

function outcomeHeading(payment: DocumentPaymentView): string {
  return payment.autoRefundReason ? 'Payment refunded' : 'Payment received';
}

/** Below the status line: the receipt, and for a payment refunded at once, what happens next. */
function PaymentDetails({
  view,
  payment,
  token,
}: {
  view: DocumentView;
  payment: DocumentPaymentView;
  token: string | null;
}) {
  return (
    <>
      {payment.autoRefundReason ? (
        <>
          <p>
            The {formatMoney(payment.amountPence)} you paid for {paymentPurposeTitle(view)} goes
            back to your card. Refunds usually arrive within 5 to 10 working days.
          </p>
          <ContactCompany company={view.company} />
        </>
      ) : null}
      <PaymentReceipt view={view} payment={payment} token={token} />
    </>
  );
}

/** The status line's look: a notice, a warning for a refund, the spinner while waiting. */
function statusClass(confirmation: PaymentConfirmation): string {
  if (confirmation.state === 'waiting') return 'document-view__waiting';
  if (confirmation.state === 'confirmed' && confirmation.payment.autoRefundReason) {
    return 'notice notice--warning';
  }
  return 'notice';
}

/**
 * Back from Stripe Checkout: waits for the webhook to record this session's payment. One live
 * region stays on the page throughout, so a screen reader hears "Confirming your payment…" and
 * then what came of it.
 */
function ConfirmingPayment({
  documentId,
  token,
  sessionId,
}: {
  documentId: string;
  token: string | null;
  sessionId: string;
}) {
  const confirmation = usePaymentConfirmation({ documentId, token, sessionId });
  if (confirmation.state === 'not-found')
    return <DocumentNotFound message={confirmation.message} />;

  let heading = 'Confirming your payment';
  let message = 'Confirming your payment…';
  if (confirmation.state === 'confirmed') {
    heading = outcomeHeading(confirmation.payment);
    message = outcomeMessage(confirmation.view, confirmation.payment);
  } else if (confirmation.state === 'timed-out') {
    message = STILL_CONFIRMING_MESSAGE;
  }
  return (
    <DocumentFrame heading={heading}>
      <div className={statusClass(confirmation)} role="status" aria-live="polite">
        {confirmation.state === 'waiting' ? (
          <span className="document-view__spinner" aria-hidden="true" />
        ) : null}
        <p>{message}</p>
      </div>
      {confirmation.state === 'waiting' ? (
        <p className="document-view__small">
          This usually takes a few seconds. Please keep this page open.
        </p>
      ) : null}
      {confirmation.state === 'timed-out' ? (
        <>
          <p>
            <button type="button" className="button button--secondary" onClick={confirmation.retry}>
              Check again
            </button>
          </p>
          <BackLink documentId={documentId} token={token} label="Back to the document" />
        </>
      ) : null}
      {confirmation.state === 'confirmed' ? (
        <PaymentDetails view={confirmation.view} payment={confirmation.payment} token={token} />
      ) : null}
    </DocumentFrame>
  );
}

/** Opened without a Checkout session: the latest payment's receipt, or the document's state. */
function LatestPayment({ documentId, token }: { documentId: string; token: string | null }) {
  return (
    <OpenedDocument
      documentId={documentId}
      token={token}
      heading="Your payment"
      loading={{ label: 'Loading your receipt…', lines: 6, minHeight: '16rem' }}
    >
      {(view) => <LatestPaymentOf view={view} token={token} />}
    </OpenedDocument>
  );
}

function LatestPaymentOf({ view, token }: { view: DocumentView; token: string | null }) {
  const payment = latestPayment(view);
  if (payment) {
    return (
      <DocumentFrame heading={outcomeHeading(payment)}>
        <div
          className={payment.autoRefundReason ? 'notice notice--warning' : 'notice'}
          role="status"
        >
          <p>{outcomeMessage(view, payment)}</p>
        </div>
        <PaymentDetails view={view} payment={payment} token={token} />
      </DocumentFrame>
    );
  }
  const label = `Back to the ${view.kind === 'invoice' ? 'invoice' : 'quote'}`;
  if (view.status === 'paid') {
    return (
      <DocumentFrame heading="Paid">
        <p className="notice" role="status">
          {documentTitle(view)} was paid in full
          {view.paidAtIso ? ` on ${formatLongDate(view.paidAtIso)}` : ''}. Thank you.
        </p>
        <BackLink documentId={view.id} token={token} label={label} />
      </DocumentFrame>
    );
  }
  return (
    <DocumentFrame heading="No card payment yet">
      <p className="notice" role="status">
        No card payment has been made for {documentTitle(view)} yet.
      </p>
      <BackLink documentId={view.id} token={token} label={label} />
    </DocumentFrame>
  );
}

/**
 * `/document/:id/paid`: where Stripe Checkout sends the customer back (`?session_id=cs_…`). It
 * waits for the payment to be recorded, then shows the receipt.
 */
export function DocumentPaid({ documentId, token, sessionId }: PaidProps) {
  if (sessionId) {
    return <ConfirmingPayment documentId={documentId} token={token} sessionId={sessionId} />;
  }
  return <LatestPayment documentId={documentId} token={token} />;
}
