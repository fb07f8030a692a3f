import type { QuoteStatusView } from '@fixwell/common/quote/quote-request';

import { QUOTE_STATUS_TEXT, timelineStages } from '@/features/quote-request/quote-timeline';
import { formatLongDate } from '@/utils/format';

import './quote-request.css';

const STATE_TEXT = { done: 'done', current: 'in progress', upcoming: 'to come' } as const;

/**
 * Where a request stands in words, then its stages (received, matched, responses, accepted). The
 * tracking page and the customer's and admins' request pages all draw progress with this.
 */
export function QuoteProgress({
  view,
  label = 'Progress of your request',
  summary = true,
}: {
  view: QuoteStatusView;
  /** Names the list of stages for screen readers. */
  label?: string;
  /** The status in words, addressed to the customer; staff pages leave it out. */
  summary?: boolean;
}) {
  const stages = timelineStages(view);
  return (
    <>
      {summary ? (
        <p className={view.status === 'no-match' ? 'notice notice--warning' : undefined}>
          {QUOTE_STATUS_TEXT[view.status]}
        </p>
      ) : null}

      <ol className="quote-timeline" aria-label={label}>
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
    </>
  );
}
