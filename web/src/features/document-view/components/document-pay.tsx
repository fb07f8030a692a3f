import type { DocumentView } from '@fixwell/common/documents/document-view';
import { useEffect, type CSSProperties, type ReactNode } from 'react';
import { Link } from 'react-router';

import { paths } from '@/config/paths';
import { useStartDocumentCheckout } from '@/features/document-view/api/start-document-checkout';
import { HowToPay } from '@/features/document-view/components/how-to-pay';
import { OpenedDocument } from '@/features/document-view/components/opened-document';
import {
  amountDuePence,
  documentTitle,
  isQuoteOpen,
  paymentPurposeTitle,
} from '@/features/document-view/document-format';
import { documentPageHref } from '@/features/document-view/document-links';
import { SECURE_PAYMENT_LINE } from '@/features/document-view/payment-wording';
import { formatLongDate, formatMoney } from '@/utils/format';

import './document-view.css';

type PayProps = { documentId: string; token: string | null };

function Frame({
  heading,
  view,
  children,
}: {
  heading: string;
  view?: DocumentView;
  children: ReactNode;
}) {
  const style = view?.company.brandColour
    ? ({ '--document-brand': view.company.brandColour } as CSSProperties)
    : undefined;
  return (
    <div className="document-pay" style={style}>
      {view ? (
        <p className="document-pay__company">
          {view.company.logoUrl ? (
            <img
              className="document-pay__logo"
              src={view.company.logoUrl}
              alt={`${view.company.name} logo`}
              height={40}
            />
          ) : null}
          <span>{view.company.name}</span>
        </p>
      ) : null}
      <h1>{heading}</h1>
      {children}
    </div>
  );
}

function BackToDocument({ view, token }: { view: DocumentView; token: string | null }) {
  return (
    <p className="document-pay__back">
      <Link to={documentPageHref(paths.document, view.id, token)}>
        Back to the {view.kind === 'invoice' ? 'invoice' : 'quote'}
      </Link>
    </p>
  );
}

function ReceiptLink({ view, token }: { view: DocumentView; token: string | null }) {
  if (view.payments.length === 0) return null;
  return (
    <p>
      <Link to={documentPageHref(paths.documentPaid, view.id, token)}>See your receipt</Link>
    </p>
  );
}

/** Who asks for the money, for what and how much. */
function PaymentSummary({ view, amountPence }: { view: DocumentView; amountPence: number }) {
  const dueIso = view.kind === 'invoice' ? view.dueDateIso : null;
  return (
    <dl className="document-facts" aria-label="What you are paying">
      <div>
        <dt>From</dt>
        <dd>{view.company.name}</dd>
      </div>
      <div>
        <dt>For</dt>
        <dd>{paymentPurposeTitle(view)}</dd>
      </div>
      {view.kind === 'quote' ? (
        <div>
          <dt>Quote total</dt>
          <dd>{formatMoney(view.totals.totalPence)}</dd>
        </div>
      ) : null}
      {view.kind === 'invoice' && view.amountPaidPence > 0 ? (
        <div>
          <dt>Already paid</dt>
          <dd>
            {formatMoney(view.amountPaidPence)} of {formatMoney(view.totals.totalPence)}
          </dd>
        </div>
      ) : null}
      {dueIso ? (
        <div>
          <dt>{view.status === 'overdue' ? 'Was due' : 'Due'}</dt>
          <dd>{formatLongDate(dueIso)}</dd>
        </div>
      ) : null}
      <div className="document-pay__amount">
        <dt>Amount due</dt>
        <dd>{formatMoney(amountPence)}</dd>
      </div>
    </dl>
  );
}

function PayByCard({ view, token }: { view: DocumentView; token: string | null }) {
  const checkout = useStartDocumentCheckout();
  const { reset } = checkout;
  // Coming back from Stripe with the browser's Back button restores this page as it was left
  // (still "taking you to payment"): make the button usable again.
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) reset();
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, [reset]);

  const amount = view.amountDuePence;
  return (
    <Frame heading="Pay by card" view={view}>
      <PaymentSummary view={view} amountPence={amount} />
      {checkout.isError ? (
        <div className="notice notice--warning" role="alert">
          {checkout.error.message}
        </div>
      ) : null}
      <p>
        <button
          type="button"
          className="button button--primary button--large document-pay__button"
          disabled={checkout.isPending}
          onClick={() => checkout.mutate({ documentId: view.id, ...(token ? { token } : {}) })}
        >
          {checkout.isPending
            ? 'Taking you to secure payment…'
            : `Pay ${formatMoney(amount)} by card`}
        </button>
      </p>
      <p className="document-view__small">{SECURE_PAYMENT_LINE}</p>
      <BackToDocument view={view} token={token} />
    </Frame>
  );
}

function NothingToPay({
  view,
  token,
  children,
}: {
  view: DocumentView;
  token: string | null;
  children: ReactNode;
}) {
  return (
    <Frame heading="Nothing to pay" view={view}>
      <div className="notice" role="status">
        {children}
      </div>
      <BackToDocument view={view} token={token} />
    </Frame>
  );
}

/** Card payment is not available: what is due, and how else to pay it. */
function CardNotAvailable({
  view,
  token,
  amountPence,
}: {
  view: DocumentView;
  token: string | null;
  amountPence: number;
}) {
  return (
    <Frame heading="How to pay" view={view}>
      <PaymentSummary view={view} amountPence={amountPence} />
      <HowToPay
        view={view}
        what={view.kind === 'invoice' ? 'this invoice' : 'the deposit'}
        heading={false}
      />
      <BackToDocument view={view} token={token} />
    </Frame>
  );
}

/** Which of the pay page's states a document is in. */
function PayContent({ view, token }: { view: DocumentView; token: string | null }) {
  if (view.preview) {
    return (
      <Frame heading="Pay by card" view={view}>
        <p className="notice" role="status">
          This is where your customer pays {documentTitle(view)} by card. You cannot pay your own
          document.
        </p>
        <BackToDocument view={view} token={token} />
      </Frame>
    );
  }
  if (view.canPayByCard && view.amountDuePence > 0) return <PayByCard view={view} token={token} />;

  if (view.kind === 'invoice') {
    if (view.status === 'void') {
      return (
        <NothingToPay view={view} token={token}>
          <p>{documentTitle(view)} has been cancelled. You do not need to pay it.</p>
        </NothingToPay>
      );
    }
    const due = amountDuePence(view);
    if (view.status === 'paid' || due === 0) {
      return (
        <NothingToPay view={view} token={token}>
          <p>
            {documentTitle(view)} has been paid in full
            {view.paidAtIso ? ` on ${formatLongDate(view.paidAtIso)}` : ''}. Thank you.
          </p>
          <ReceiptLink view={view} token={token} />
        </NothingToPay>
      );
    }
    if (view.status === 'draft') {
      return (
        <NothingToPay view={view} token={token}>
          <p>This invoice has not been sent yet.</p>
        </NothingToPay>
      );
    }
    return <CardNotAvailable view={view} token={token} amountPence={due} />;
  }

  if (view.status !== 'accepted') {
    return (
      <NothingToPay view={view} token={token}>
        <p>
          {isQuoteOpen(view)
            ? `There is nothing to pay on ${documentTitle(view)} yet. If it asks for a deposit, you can pay it here once you have accepted the quote.`
            : `There is nothing to pay on ${documentTitle(view)}: it has not been accepted.`}
        </p>
      </NothingToPay>
    );
  }
  if (view.depositPence === null) {
    return (
      <NothingToPay view={view} token={token}>
        <p>
          {documentTitle(view)} does not ask for a deposit. {view.company.name} will send an invoice
          for the work.
        </p>
      </NothingToPay>
    );
  }
  const depositLeft = view.depositPence - view.amountPaidPence;
  if (depositLeft <= 0) {
    return (
      <NothingToPay view={view} token={token}>
        <p>Your deposit for {documentTitle(view)} has been paid. Thank you.</p>
        <ReceiptLink view={view} token={token} />
      </NothingToPay>
    );
  }
  return <CardNotAvailable view={view} token={token} amountPence={depositLeft} />;
}

/**
 * `/pay/:documentId`: what the customer is about to pay (who to, for what, how much), and the
 * button that takes them to Stripe Checkout; or why there is nothing to pay by card here.
 */
export function DocumentPay({ documentId, token }: PayProps) {
  return (
    <OpenedDocument
      documentId={documentId}
      token={token}
      heading="Pay by card"
      loading={{ label: 'Loading what there is to pay…', lines: 5, minHeight: '16rem' }}
      frame={(heading, content) => <Frame heading={heading}>{content}</Frame>}
    >
      {(view) => <PayContent view={view} token={token} />}
    </OpenedDocument>
  );
}
