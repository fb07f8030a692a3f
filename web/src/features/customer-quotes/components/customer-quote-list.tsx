import { Link } from 'react-router';

import { LoadError } from '@/components/load-error';
import { QuoteDate } from '@/components/quote/quote-date';
import { Fact } from '@/components/quote/quote-request-facts';
import { QuoteStatusBadge } from '@/components/quote/quote-status-badge';
import { ShowMoreQuotes } from '@/components/quote/show-more-quotes';
import { href, paths } from '@/config/paths';
import { useCustomerQuotes } from '@/features/customer-quotes/api/get-customer-quotes';
import { quoteStatusLabel, type CustomerQuote } from '@/features/customer-quotes/customer-quote';

import './customer-quotes.css';

function QuoteItem({ quote }: { quote: CustomerQuote }) {
  return (
    <li className="customer-quotes__item card">
      <h2 className="customer-quotes__service">
        <Link to={href(paths.customerQuote, { id: quote.id })}>{quote.serviceName}</Link>
      </h2>
      <dl className="quote-facts">
        <Fact term="Area">{quote.postcodeDistrict}</Fact>
        <Fact term="Sent on">
          <QuoteDate date={quote.createdAt} />
        </Fact>
        <Fact term="Status">
          <QuoteStatusBadge status={quote.status}>{quoteStatusLabel(quote)}</QuoteStatusBadge>
        </Fact>
      </dl>
    </li>
  );
}

/** The signed-in customer's quote requests, newest first, a page at a time. */
export function CustomerQuoteList({ uid }: { uid: string }) {
  const quotes = useCustomerQuotes(uid);

  if (quotes.isPending) {
    return <p role="status">Loading your quote requests…</p>;
  }
  if (quotes.isError && !quotes.data) {
    return (
      <LoadError
        message="We could not load your quote requests."
        onRetry={() => void quotes.refetch()}
        retrying={quotes.isFetching}
      />
    );
  }

  const all = quotes.data.pages.flatMap((page) => page.quotes);
  if (all.length === 0) {
    return (
      <div className="customer-quotes__empty">
        <p>You have not asked for any quotes yet.</p>
        <p>
          Tell us about the job and we will send it to vetted local companies who cover your area.{' '}
          <Link to={paths.customerQuoteNew}>Request your first quote</Link>
        </p>
      </div>
    );
  }

  return (
    <>
      <ul className="customer-quotes" aria-label="Your quote requests">
        {all.map((quote) => (
          <QuoteItem key={quote.id} quote={quote} />
        ))}
      </ul>
      <ShowMoreQuotes
        query={quotes}
        errorMessage="We could not load more of your quote requests."
      />
    </>
  );
}
