import { Link, useSearchParams } from 'react-router';

import { LoadError } from '@/components/load-error';
import { QuoteDate } from '@/components/quote/quote-date';
import { QuoteStatusBadge } from '@/components/quote/quote-status-badge';
import { ShowMoreQuotes } from '@/components/quote/show-more-quotes';
import { href, paths } from '@/config/paths';
import {
  ADMIN_QUOTE_STATUS_LABELS,
  matchesSummary,
  type AdminQuote,
} from '@/features/admin-quotes/admin-quote';
import {
  FILTER_NAMES,
  filtersFromSearch,
  type AdminQuoteFilters,
} from '@/features/admin-quotes/admin-quote-filters';
import { useAdminQuotes } from '@/features/admin-quotes/api/get-admin-quotes';
import { AdminQuotesTable } from '@/features/admin-quotes/components/admin-quotes-table';
import {
  AdminQuoteFiltersForm,
  type ServiceOption,
} from '@/features/admin-quotes/components/admin-quote-filters-form';

import './admin-quotes.css';

function QuoteRow({ quote }: { quote: AdminQuote }) {
  return (
    <tr>
      <th scope="row">
        <Link to={href(paths.adminQuote, { id: quote.id })}>{quote.serviceName}</Link>
      </th>
      <td>{quote.postcodeDistrict}</td>
      <td>{quote.contact.name}</td>
      <td>
        <QuoteDate date={quote.createdAt} />
      </td>
      <td>
        <QuoteStatusBadge status={quote.status} className="admin-quotes__status">
          {ADMIN_QUOTE_STATUS_LABELS[quote.status]}
        </QuoteStatusBadge>
      </td>
      <td>{matchesSummary(quote)}</td>
    </tr>
  );
}

/** Every quote request on the platform, newest first, filtered through the URL. */
export function AdminQuoteList({ services }: { services: readonly ServiceOption[] | undefined }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = filtersFromSearch(searchParams);
  const quotes = useAdminQuotes(filters);

  const setFilter = (name: keyof AdminQuoteFilters, value: string) => {
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(name, value);
      else next.delete(name);
      return next;
    });
  };
  const clearFilters = () => {
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      FILTER_NAMES.forEach((name) => next.delete(name));
      return next;
    });
  };

  let results;
  if (quotes.isPending) {
    results = <p role="status">Loading quote requests…</p>;
  } else if (quotes.isError && !quotes.data) {
    results = (
      <LoadError
        message="We could not load the quote requests."
        onRetry={() => void quotes.refetch()}
        retrying={quotes.isFetching}
      />
    );
  } else {
    const all = quotes.data.pages.flatMap((page) => page.quotes);
    results =
      all.length === 0 ? (
        <p className="admin-quotes__empty">
          {filters.status === 'no-match'
            ? 'No unmatched quote requests: matching has found companies for every request that fits these filters.'
            : 'No quote requests match these filters.'}
        </p>
      ) : (
        <>
          <AdminQuotesTable
            caption="Quote requests, newest first"
            columns={['Service', 'Area', 'Customer', 'Created', 'Status', 'Matches']}
          >
            {all.map((quote) => (
              <QuoteRow key={quote.id} quote={quote} />
            ))}
          </AdminQuotesTable>
          <ShowMoreQuotes query={quotes} errorMessage="We could not load more quote requests." />
        </>
      );
  }

  return (
    <>
      <AdminQuoteFiltersForm
        filters={filters}
        services={services}
        onChange={setFilter}
        onClear={clearFilters}
      />
      {filters.status !== 'no-match' ? (
        <p>
          <Link to={`${paths.adminQuotes}?status=no-match`}>Show unmatched requests</Link>
        </p>
      ) : null}
      <section aria-label="Quote requests" aria-busy={quotes.isFetching}>
        {results}
      </section>
    </>
  );
}
