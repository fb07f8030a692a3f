import type { QuoteStatusView } from '@fixwell/common/quote/quote-request';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { PageHero } from '@/components/content/page-hero';
import { CompanyProfileLink } from '@/components/quote/company-profile-link';
import { QuoteDate as DateText } from '@/components/quote/quote-date';
import { Fact, QuoteRequestFacts } from '@/components/quote/quote-request-facts';
import { QuoteRequestQuery } from '@/components/quote/quote-request-query';
import { paths } from '@/config/paths';
import {
  ADMIN_QUOTE_STATUS_LABELS,
  QUOTE_SOURCE_LABELS,
  type AdminQuote,
} from '@/features/admin-quotes/admin-quote';
import { QuoteMatchesTable } from '@/features/admin-quotes/components/quote-matches-table';
import { RematchButton } from '@/features/admin-quotes/components/rematch-button';
import { toStatusView } from '@/lib/quotes/quote-view';

import './admin-quotes.css';

function Matching({ quote }: { quote: AdminQuote }) {
  if (quote.status === 'no-match' || (quote.matchedAt && quote.matches.length === 0)) {
    return (
      <div className="notice notice--warning">
        <p>
          Matching found no company for this request
          {quote.matchedAt ? (
            <>
              {' '}
              on <DateText date={quote.matchedAt} />
            </>
          ) : null}
          , so nobody has received it. The customer's quote pages say that no company has been found
          yet.
        </p>
        {quote.noMatchReason ? <p>Reason recorded by matching: {quote.noMatchReason}</p> : null}
        {quote.status === 'no-match' ? <RematchButton quoteId={quote.id} /> : null}
      </div>
    );
  }
  if (quote.matches.length === 0) {
    return <p>Matching has not run for this request yet.</p>;
  }
  return (
    <>
      {quote.matchedAt ? (
        <p>
          Sent to {quote.matches.length} {quote.matches.length === 1 ? 'company' : 'companies'} on{' '}
          <DateText date={quote.matchedAt} />.
        </p>
      ) : null}
      <QuoteMatchesTable quote={quote} />
    </>
  );
}

export type AdminQuoteDetailProps = {
  query: UseQueryResult<AdminQuote | null>;
  /** The service's questions by id, as the catalogue words them (undefined while loading). */
  questionLabels: Record<string, string> | undefined;
  /** The request's progress timeline, drawn by the quote-request feature. */
  renderProgress: (view: QuoteStatusView) => ReactNode;
  /** The request's photos, drawn by the quote-photos feature. */
  renderPhotos?: (photos: NonNullable<AdminQuote['photos']>) => ReactNode;
};

/** Everything about one quote request: the customer, the job, matching and each company's answer. */
export function AdminQuoteDetail({
  query,
  questionLabels,
  renderProgress,
  renderPhotos,
}: AdminQuoteDetailProps) {
  return (
    <QuoteRequestQuery
      query={query}
      loadingMessage="Loading the quote request…"
      notFound={
        <p className="notice notice--warning" role="alert">
          There is no quote request with this reference. Check the link, or find the request in the
          list.
        </p>
      }
      backLink={<Link to={paths.adminQuotes}>All quote requests</Link>}
    >
      {(quote) => (
        <>
          <PageHero
            heading={`${quote.serviceName} in ${quote.postcodeDistrict}`}
            lede={
              <>
                Requested by {quote.contact.name} on <DateText date={quote.createdAt} />. Status:{' '}
                <strong>{ADMIN_QUOTE_STATUS_LABELS[quote.status]}</strong>.
              </>
            }
          />

          <section className="admin-quote__section" aria-labelledby="matching-heading">
            <h2 id="matching-heading">Matching</h2>
            <Matching quote={quote} />
          </section>

          <section className="admin-quote__section" aria-labelledby="customer-heading">
            <h2 id="customer-heading">Customer</h2>
            <dl className="quote-facts quote-facts--wide">
              <Fact term="Name">{quote.contact.name}</Fact>
              <Fact term="Email">
                <a href={`mailto:${quote.contact.email}`}>{quote.contact.email}</a>
              </Fact>
              <Fact term="Phone">
                <a href={`tel:${quote.contact.phone.replace(/\s+/g, '')}`}>{quote.contact.phone}</a>
              </Fact>
              <Fact term="Account">
                {quote.customerId
                  ? `Linked to customer account ${quote.customerId}`
                  : 'Guest: not linked to an account'}
              </Fact>
            </dl>
          </section>

          <section className="admin-quote__section" aria-labelledby="request-heading">
            <h2 id="request-heading">Request</h2>
            <QuoteRequestFacts
              quote={quote}
              questionLabels={questionLabels}
              wide
              createdLabel="Created"
              leading={<Fact term="Reference">{quote.id}</Fact>}
            >
              <Fact term="Source">{QUOTE_SOURCE_LABELS[quote.source] ?? quote.source}</Fact>
              <Fact term="Routed from">
                {quote.company ? (
                  <CompanyProfileLink slug={quote.company} name={quote.company} />
                ) : (
                  'No company (sent to matching)'
                )}
              </Fact>
            </QuoteRequestFacts>
            {renderPhotos ? (
              <>
                <h3>Photos</h3>
                {quote.photos && quote.photos.length > 0 ? (
                  renderPhotos(quote.photos)
                ) : (
                  <p>The customer did not add photos.</p>
                )}
              </>
            ) : null}
          </section>

          <section className="admin-quote__section" aria-labelledby="progress-heading">
            <h2 id="progress-heading">Timeline</h2>
            {renderProgress(toStatusView(quote))}
          </section>

          <p>
            <Link to={paths.adminQuotes}>All quote requests</Link>
          </p>
        </>
      )}
    </QuoteRequestQuery>
  );
}
