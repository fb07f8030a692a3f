import { londonDateOf } from '@fixwell/common/london-time';
import { useMemo, useState } from 'react';

import { QueryState, TextPlaceholder } from '@/components/query-state';
import { useQuoteFunnelDays } from '@/features/admin-quote-funnel/api/get-quote-funnel-days';
import {
  CountCells,
  ReportTable,
  ShareCell,
} from '@/features/admin-quote-funnel/components/report-table';
import {
  dayRows,
  formatCount,
  formatShare,
  FUNNEL_PERIODS,
  funnelSummary,
  periodDays,
  serviceRows,
  stepRows,
  sumDays,
  type FunnelDay,
  type FunnelPeriod,
} from '@/features/admin-quote-funnel/funnel-maths';
import { formatLongDate } from '@/utils/format';

import './admin-quote-funnel.css';

export type QuoteFunnelReportProps = {
  /** The catalogue name of a service slug (the slug itself when unknown). */
  serviceName: (slug: string) => string;
  /** Today in London; the page passes nothing, tests pin it. */
  today?: string;
};

/** The quote form funnel for the last 7, 30 or 90 days: by step, by service and by day. */
export function QuoteFunnelReport({ serviceName, today }: QuoteFunnelReportProps) {
  const [period, setPeriod] = useState<FunnelPeriod>(30);
  const days = useMemo(
    () => periodDays(today ?? londonDateOf(new Date()), period),
    [today, period],
  );
  const query = useQuoteFunnelDays(days[0]!);

  return (
    <>
      <fieldset className="report-period">
        <legend>Period</legend>
        {FUNNEL_PERIODS.map((length) => (
          <label key={length}>
            <input
              type="radio"
              name="funnel-period"
              value={length}
              checked={period === length}
              onChange={() => setPeriod(length)}
            />
            Last {length} days
          </label>
        ))}
      </fieldset>
      <QueryState
        query={query}
        what="the quote form figures"
        placeholder={<TextPlaceholder lines={8} />}
      >
        {(stored) => <FunnelTables stored={stored} days={days} serviceName={serviceName} />}
      </QueryState>
    </>
  );
}

function FunnelTables({
  stored,
  days,
  serviceName,
}: {
  stored: FunnelDay[];
  days: string[];
  serviceName: (slug: string) => string;
}) {
  // The query may return a day outside the period (never more than the period asks for).
  const inPeriod = stored.filter((day) => day.day >= days[0]! && day.day <= days.at(-1)!);
  const totals = sumDays(inPeriod);
  const summary = funnelSummary(totals.steps);
  const steps = stepRows(totals.steps);
  const services = serviceRows(totals.services);
  const byDay = dayRows(inPeriod, days);
  const span = `${formatLongDate(`${days[0]}T12:00:00Z`)} to ${formatLongDate(`${days.at(-1)}T12:00:00Z`)}`;

  if (summary.started === 0 && summary.sent === 0 && steps.every((row) => row.entered === 0)) {
    return (
      <p role="status">
        Nobody used the quote form from {span}. Figures appear here as soon as visitors start a
        request.
      </p>
    );
  }

  return (
    <>
      <p className="report-summary" role="status">
        From {span}: {formatCount(summary.started)} visits started the form and{' '}
        {formatCount(summary.sent)} sent a request ({formatShare(summary.conversion)}).
      </p>

      <section className="report-section" aria-labelledby="funnel-steps-heading">
        <h2 id="funnel-steps-heading">Step by step</h2>
        <ReportTable
          caption={`The quote form, step by step, ${span}`}
          columns={['Step', 'Entered', 'Completed', 'Left here', 'Conversion', 'Drop-off']}
          numeric={[1, 2, 3, 4, 5]}
          note="Each visit counts once per step a day. Conversion: of those who entered a step, the share who completed it. Drop-off: the share who left the form at that step and did not come back. The last step is completed when the request is sent."
        >
          {steps.map((row) => (
            <tr key={row.step}>
              <th scope="row">{row.label}</th>
              <CountCells counts={[row.entered, row.completed, row.abandoned]} />
              <ShareCell share={row.conversion} />
              <td className="report-table__number">{formatShare(row.dropOff)}</td>
            </tr>
          ))}
        </ReportTable>
      </section>

      <section className="report-section" aria-labelledby="funnel-services-heading">
        <h2 id="funnel-services-heading">By service</h2>
        {services.length === 0 ? (
          <p>No visit chose a service in this period.</p>
        ) : (
          <ReportTable
            caption={`The quote form by service, ${span}`}
            columns={['Service', 'Chose it', 'Reached their details', 'Sent', 'Left', 'Conversion']}
            numeric={[1, 2, 3, 4, 5]}
            note="Conversion: requests sent as a share of the visits that chose the service."
          >
            {services.map((row) => (
              <tr key={row.slug}>
                <th scope="row">{serviceName(row.slug)}</th>
                <CountCells counts={[row.chose, row.reachedDetails, row.sent, row.abandoned]} />
                <ShareCell share={row.conversion} />
              </tr>
            ))}
          </ReportTable>
        )}
      </section>

      <section className="report-section" aria-labelledby="funnel-days-heading">
        <h2 id="funnel-days-heading">By day</h2>
        <ReportTable
          caption={`The quote form by day, newest first, ${span}`}
          columns={['Day', 'Started', 'Sent', 'Left', 'Conversion']}
          numeric={[1, 2, 3, 4]}
          note="Days are London days. A request started one day and sent the next counts on each day."
        >
          {byDay.map((row) => (
            <tr key={row.day}>
              <th scope="row">{formatLongDate(`${row.day}T12:00:00Z`)}</th>
              <CountCells counts={[row.started, row.sent, row.abandoned]} />
              <ShareCell share={row.conversion} />
            </tr>
          ))}
        </ReportTable>
      </section>
    </>
  );
}
