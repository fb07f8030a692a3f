import type { QuoteStatusView } from '@fixwell/common/quote/quote-request';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { PageHero } from '@/components/content/page-hero';
import { QuoteRequestFacts } from '@/components/quote/quote-request-facts';
import { QuoteRequestQuery } from '@/components/quote/quote-request-query';
import { paths } from '@/config/paths';
import type { QuoteFirstReplies } from '@/features/customer-quotes/api/customer-quotes-data';
import { AcceptedCompanies } from '@/features/customer-quotes/components/accepted-companies';
import type { CustomerQuote } from '@/features/customer-quotes/customer-quote';
import { toStatusView } from '@/lib/quotes/quote-view';
import { formatLongDate } from '@/utils/format';

import './customer-quotes.css';

export type CustomerQuoteDetailProps = {
  query: UseQueryResult<CustomerQuote | null>;
  /** The service's questions by id, as the catalogue words them (undefined while loading). */
  questionLabels: Record<string, string> | undefined;
  /** The request's progress timeline, drawn by the quote-request feature. */
  renderProgress: (view: QuoteStatusView) => ReactNode;
  /** The request's photos, drawn by the quote-photos feature. */
  renderPhotos?: (photos: NonNullable<CustomerQuote['photos']>) => ReactNode;
  /** Each accepting company's first reply (by company id), when loaded. */
  firstReplies?: QuoteFirstReplies | undefined;
};

/** One of the customer's requests: who accepted it, how far it has got, and what was asked. */
export function CustomerQuoteDetail({
  query,
  questionLabels,
  renderProgress,
  renderPhotos,
  firstReplies,
}: CustomerQuoteDetailProps) {
  return (
    <QuoteRequestQuery
      query={query}
      loadingMessage="Loading your quote request…"
      notFound={
        <div className="notice notice--warning" role="alert">
          <p>
            We could not find that quote request in your account. The link may be mistyped, or the
            request may have been made with another account or as a guest with a different email
            address.
          </p>
        </div>
      }
      backLink={<Link to={paths.customerQuotes}>See all your quote requests</Link>}
    >
      {(quote) => (
        <>
          <PageHero
            heading={`${quote.serviceName} in ${quote.postcodeDistrict}`}
            lede={`Your quote request of ${formatLongDate(quote.createdAt)}.`}
          />
          <section className="customer-quote__section" aria-labelledby="accepted-heading">
            <h2 id="accepted-heading">Companies that accepted</h2>
            <AcceptedCompanies quote={quote} firstReplies={firstReplies} />
          </section>
          <section className="customer-quote__section" aria-labelledby="progress-heading">
            <h2 id="progress-heading">Progress</h2>
            {renderProgress(toStatusView(quote))}
          </section>
          <section className="customer-quote__section" aria-labelledby="request-heading">
            <h2 id="request-heading">Your request</h2>
            <QuoteRequestFacts
              quote={quote}
              questionLabels={questionLabels}
              createdLabel="Sent on"
            />
            {renderPhotos && quote.photos && quote.photos.length > 0 ? (
              <>
                <h3>Your photos</h3>
                {renderPhotos(quote.photos)}
              </>
            ) : null}
          </section>
          <p>
            <Link to={paths.customerQuotes}>Back to your quote requests</Link>
          </p>
        </>
      )}
    </QuoteRequestQuery>
  );
}
