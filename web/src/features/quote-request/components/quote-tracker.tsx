import { Link } from 'react-router';

import { LoadError } from '@/components/load-error';
import { paths } from '@/config/paths';
import { useQuoteStatus } from '@/features/quote-request/api/get-quote-status';
import { QuoteNotFoundError } from '@/features/quote-request/api/quote-request-error';
import { QuoteProgress } from '@/features/quote-request/components/quote-progress';
import { formatLongDate } from '@/utils/format';

import './quote-request.css';

/** Where a request stands, read through its unguessable tracking token. */
export function QuoteTracker({ token }: { token: string }) {
  const status = useQuoteStatus(token);

  if (status.isPending) {
    return (
      <p role="status" className="form-field__hint">
        Loading the progress of your request…
      </p>
    );
  }

  if (status.isError) {
    if (status.error instanceof QuoteNotFoundError) {
      return (
        <div className="notice notice--warning" role="alert">
          <p>{status.error.message}</p>
          <p>
            <Link to={paths.quote}>Start a new quote request</Link>
          </p>
        </div>
      );
    }
    return (
      <LoadError
        message={status.error.message}
        onRetry={() => void status.refetch()}
        retrying={status.isFetching}
      />
    );
  }

  const view = status.data;
  return (
    <section aria-labelledby="quote-progress-heading">
      <dl className="quote-summary">
        <div>
          <dt>Service</dt>
          <dd>{view.serviceName}</dd>
        </div>
        <div>
          <dt>Area</dt>
          <dd>{view.postcodeDistrict}</dd>
        </div>
        <div>
          <dt>Sent on</dt>
          <dd>{formatLongDate(view.createdAt)}</dd>
        </div>
      </dl>

      <h2 id="quote-progress-heading">Progress</h2>
      <QuoteProgress view={view} />
    </section>
  );
}
