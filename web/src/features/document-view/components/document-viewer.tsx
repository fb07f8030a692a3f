import type { DocumentView } from '@fixwell/common/documents/document-view';
import { lazy, Suspense, type ReactNode } from 'react';
import { Link } from 'react-router';

import { LoadingBlock } from '@/components/loading-block';
import { paths } from '@/config/paths';
import { ContactCompany } from '@/features/document-view/components/contact-company';
import { DocumentSheet } from '@/features/document-view/components/document-sheet';
import { DownloadPdfButton } from '@/features/document-view/components/download-pdf-button';
import { HowToPay } from '@/features/document-view/components/how-to-pay';
import { PaymentsPanel } from '@/features/document-view/components/payments-panel';
import { DocumentFrame, OpenedDocument } from '@/features/document-view/components/opened-document';
import {
  amountDuePence,
  documentTitle,
  isQuoteExpired,
  isQuoteOpen,
} from '@/features/document-view/document-format';
import { documentPageHref, payHref } from '@/features/document-view/document-links';
import { SECURE_PAYMENT_LINE } from '@/features/document-view/payment-wording';
import { useAfterFirstPaint } from '@/hooks/use-after-first-paint';
import { formatLongDate, formatMoney } from '@/utils/format';

import './document-view.css';

const QuoteAnswerForms = lazy(
  () => import('@/features/document-view/components/quote-answer-forms'),
);

type ViewerProps = { documentId: string; token: string | null };

/**
 * The accept and decline forms, whose code (the shared schemas with zod) is fetched only once the
 * document itself is on screen: on a phone, the quote is what the customer opened the email for.
 */
function QuoteAnswers({ view, token }: { view: DocumentView; token: string | null }) {
  const painted = useAfterFirstPaint();
  const loading = <LoadingBlock label="Loading the answer form…" lines={4} />;
  if (!painted) return loading;
  return (
    <Suspense fallback={loading}>
      <QuoteAnswerForms view={view} token={token} />
    </Suspense>
  );
}

/** An open quote's answers (loaded on demand), or why it can no longer be answered. */
function QuotePanel({ view, token }: { view: DocumentView; token: string | null }) {
  if (isQuoteOpen(view)) {
    if (view.preview) {
      return (
        <p className="notice document-view__no-print">
          Your customer can accept or decline this quote here.
        </p>
      );
    }
    return <QuoteAnswers view={view} token={token} />;
  }
  if (view.status === 'draft') return null;

  let heading: string;
  let detail: string;
  if (isQuoteExpired(view)) {
    heading = 'This quote has expired';
    detail = view.validUntilIso
      ? `It was valid until ${formatLongDate(view.validUntilIso)}, so it can no longer be accepted. If you would still like the work done, ask ${view.company.name} for a new quote.`
      : `It can no longer be accepted. If you would still like the work done, ask ${view.company.name} for a new quote.`;
  } else if (view.status === 'accepted') {
    heading = 'This quote has been accepted';
    detail = view.acceptance
      ? `${view.acceptance.name} accepted it on ${formatLongDate(view.acceptance.atIso)}. ${view.company.name} will be in touch about the next steps.`
      : `${view.company.name} will be in touch about the next steps.`;
  } else {
    heading = 'This quote has been declined';
    detail = view.decline
      ? `It was declined on ${formatLongDate(view.decline.atIso)}. If you change your mind, ask ${view.company.name} for a new quote.`
      : `If you change your mind, ask ${view.company.name} for a new quote.`;
  }
  return (
    <section className="card document-view__panel document-view__no-print" aria-label="Answer">
      <h2>{heading}</h2>
      <p>{detail}</p>
      {view.status === 'accepted' ? <DepositPayment view={view} token={token} /> : null}
      {view.preview ? null : <ContactCompany company={view.company} />}
    </section>
  );
}

/** An accepted quote's deposit: paid, to pay by card, or how else to pay it. */
function DepositPayment({ view, token }: { view: DocumentView; token: string | null }) {
  if (view.depositPence === null || view.preview) return null;
  if (view.amountPaidPence >= view.depositPence) {
    return (
      <p>
        Your deposit of {formatMoney(view.depositPence)} has been paid. Thank you.
        {view.payments.length > 0 ? (
          <>
            {' '}
            <Link to={documentPageHref(paths.documentPaid, view.id, token)}>See your receipt</Link>
          </>
        ) : null}
      </p>
    );
  }
  const due =
    view.amountDuePence > 0 ? view.amountDuePence : view.depositPence - view.amountPaidPence;
  if (view.canPayByCard) {
    return (
      <p>
        <Link className="button button--primary" to={payHref(view.id, token)}>
          Pay the {formatMoney(due)} deposit by card
        </Link>
      </p>
    );
  }
  return (
    <>
      <p>The quote asks for a deposit of {formatMoney(due)}.</p>
      <HowToPay view={view} what="the deposit" />
    </>
  );
}

/** What is left to pay on an invoice, and how: by card when the company takes cards, else its terms. */
function InvoicePanel({ view, token }: { view: DocumentView; token: string | null }) {
  if (view.status === 'draft') return null;
  if (view.status === 'void') {
    return (
      <p className="notice notice--warning" role="status">
        This invoice has been cancelled. You do not need to pay it.
      </p>
    );
  }
  const due = amountDuePence(view);
  if (view.status === 'paid' || due === 0) {
    return (
      <p className="notice" role="status">
        Paid in full{view.paidAtIso ? ` on ${formatLongDate(view.paidAtIso)}` : ''}. Thank you.
        {view.payments.length > 0 && !view.preview ? (
          <>
            {' '}
            <Link to={documentPageHref(paths.documentPaid, view.id, token)}>See your receipt</Link>
          </>
        ) : null}
      </p>
    );
  }
  // What a card payment takes now, as the server worked it out; the sheet's sum otherwise.
  const cardAmount = view.amountDuePence > 0 ? view.amountDuePence : due;
  let howToPay: ReactNode;
  if (view.preview) {
    howToPay = (
      <p>
        Your customer sees a button to pay this by card here when your card payments are set up, or
        your payment terms when they are not.
      </p>
    );
  } else if (view.canPayByCard) {
    howToPay = (
      <>
        <p>
          <Link className="button button--primary" to={payHref(view.id, token)}>
            Pay {formatMoney(cardAmount)} by card
          </Link>
        </p>
        <p className="document-view__small">{SECURE_PAYMENT_LINE}</p>
      </>
    );
  } else {
    howToPay = <HowToPay view={view} what="this invoice" />;
  }
  return (
    <section className="card document-view__panel document-view__no-print" aria-label="Payment">
      <h2>Amount due</h2>
      <p className="document-view__amount">{formatMoney(due)}</p>
      {view.dueDateIso ? (
        <p>
          {view.status === 'overdue' ? 'This was due on ' : 'Please pay by '}
          {formatLongDate(view.dueDateIso)}.
        </p>
      ) : null}
      {howToPay}
    </section>
  );
}

function DocumentContent({ view, token }: { view: DocumentView; token: string | null }) {
  return (
    <DocumentFrame heading={`${documentTitle(view)} from ${view.company.name}`}>
      {view.preview ? (
        <p className="notice document-view__no-print" role="status">
          Preview: this is what your customer sees
        </p>
      ) : null}
      {view.kind === 'invoice' ? <InvoicePanel view={view} token={token} /> : null}
      <DocumentSheet view={view} />
      {view.kind === 'quote' ? <QuotePanel view={view} token={token} /> : null}
      <PaymentsPanel view={view} />
      <div className="document-view__actions document-view__no-print">
        <button type="button" className="button button--secondary" onClick={() => window.print()}>
          Print or save as PDF
        </button>
        <DownloadPdfButton view={view} />
      </div>
    </DocumentFrame>
  );
}

/**
 * `/document/:id`: a quote or invoice opened from its email (the link's token) or by the customer
 * signed in, with what they can do next: accept or decline a quote, pay an invoice, print it.
 */
export function DocumentViewer({ documentId, token }: ViewerProps) {
  return (
    <OpenedDocument
      documentId={documentId}
      token={token}
      heading="Your document"
      // A screen tall at least, as every document is on a phone: the layout's footer starts
      // below the fold and does not jump when the document arrives.
      loading={{ label: 'Loading your document…', lines: 8, minHeight: '100vh' }}
    >
      {(view) => <DocumentContent view={view} token={token} />}
    </OpenedDocument>
  );
}
