import { Link } from 'react-router';

import { LoadError } from '@/components/load-error';
import { paths } from '@/config/paths';
import { useQuoteStatus } from '@/features/quote-request/api/get-quote-status';
import { QuoteNotFoundError } from '@/features/quote-request/api/quote-request-error';
import { QUOTE_STATUS_TEXT, timelineStages } from '@/features/quote-request/quote-timeline';
import { formatLongDate } from '@/utils/format';

import './quote-request.css';

const STATE_TEXT = { done: 'done', current: 'in progress', upcoming: 'to come' } as const;

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
  const stages = timelineStages(view);
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
      <p className={view.status === 'no-match' ? 'notice notice--warning' : undefined}>
        {QUOTE_STATUS_TEXT[view.status]}
      </p>

      <ol className="quote-timeline" aria-label="Progress of your request">
        {stages.map((stage) => (
          <li
            key={stage.key}
            className={`quote-timeline__stage quote-timeline__stage--${stage.state}`}
            aria-current={stage.state === 'current' ? 'step' : undefined}
          >
            <span className="quote-timeline__marker" aria-hidden="true">
              {stage.state === 'done' ? '✓' : ''}
            </span>
            <p className="quote-timeline__title">
              {stage.title}
              <span className="visually-hidden"> ({STATE_TEXT[stage.state]})</span>
            </p>
            {stage.at ? (
              <p className="quote-timeline__detail">
                <time dateTime={stage.at}>{formatLongDate(stage.at)}</time>
              </p>
            ) : null}
            {stage.detail ? <p className="quote-timeline__detail">{stage.detail}</p> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
