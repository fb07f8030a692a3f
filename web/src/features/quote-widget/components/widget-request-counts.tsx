import type { UseQueryResult } from '@tanstack/react-query';

import { QueryState, TextPlaceholder } from '@/components/query-state';
import type { WidgetRequestCounts as Counts } from '@/features/quote-widget/api/get-widget-request-counts';

import './quote-widget.css';

const number = new Intl.NumberFormat('en-GB');

/** How many quote requests came through the company's widget, this month and since it began. */
export function WidgetRequestCounts({ query }: { query: UseQueryResult<Counts> }) {
  return (
    <QueryState
      query={query}
      what="your widget requests"
      placeholder={<TextPlaceholder lines={2} />}
    >
      {(counts) => (
        <>
          <dl className="widget-counts">
            <div>
              <dt>This month</dt>
              <dd>{number.format(counts.thisMonth)}</dd>
            </div>
            <div>
              <dt>All time</dt>
              <dd>{number.format(counts.allTime)}</dd>
            </div>
          </dl>
          {counts.allTime === 0 ? (
            <p>
              No requests have come through your widget yet. Once the code is on your website, each
              request sent from it appears in your leads and is counted here.
            </p>
          ) : null}
        </>
      )}
    </QueryState>
  );
}
