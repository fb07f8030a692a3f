import {
  acceptanceRate,
  analyticsRangeOf,
  demandPeriods,
  formatRate,
  matchRate,
  medianResponse,
  rangeStart,
  sumDemand,
  type AnalyticsRange,
  type PlatformDay,
} from '@fixwell/common/admin/platform-stats';
import { formatResponseMinutes } from '@fixwell/common/analytics/company-stats';
import { londonDateOf } from '@fixwell/common/london-time';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';

import { QueryState, TextPlaceholder } from '@/components/query-state';
import { href, paths } from '@/config/paths';
import { usePlatformDays } from '@/features/admin-analytics/api/get-platform-stats';
import {
  AreaSection,
  CsvButton,
  DemandSummary,
  DemandCharts,
  FigureTable,
  PeriodTable,
  periodCsv,
  RangePicker,
} from '@/features/admin-analytics/components/demand-parts';
import { formatCount } from '@/features/admin-analytics/demand-format';
import { serviceCsvRows, serviceRows } from '@/features/admin-analytics/demand-rows';
import { formatLongDate } from '@/utils/format';

import './admin-analytics.css';

export type DemandReportProps = {
  /** The catalogue name of a service slug (the slug itself when unknown). */
  serviceName: (slug: string) => string;
  /** Today in London; the page passes nothing, tests pin it. */
  today?: string;
};

/**
 * The range in the URL (`?range=90`), and a setter that keeps the rest of the query. The update is
 * synchronous: a router navigation is otherwise a transition, and until its render commits the
 * controlled radio snaps back to the old range (on a slow phone, a tap that seems to do nothing).
 */
export function useAnalyticsRange(): [AnalyticsRange, (range: AnalyticsRange) => void] {
  const [params, setParams] = useSearchParams();
  const range = analyticsRangeOf(params.get('range'));
  const setRange = (next: AnalyticsRange) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('range', String(next));
        return updated;
      },
      { replace: true, flushSync: true },
    );
  return [range, setRange];
}

export const spanOf = (from: string, to: string) =>
  `${formatLongDate(`${from}T12:00:00Z`)} to ${formatLongDate(`${to}T12:00:00Z`)}`;

/** Demand across the platform: over time, by service and by postcode area. */
export function DemandReport({ serviceName, today }: DemandReportProps) {
  const [range, setRange] = useAnalyticsRange();
  const day = today ?? londonDateOf(new Date());
  const from = rangeStart(day, range);
  const query = usePlatformDays(from);
  return (
    <>
      <RangePicker range={range} onChange={setRange} />
      <QueryState
        query={query}
        what="the demand figures"
        placeholder={<TextPlaceholder lines={10} />}
      >
        {(days) => (
          <DemandTables
            days={days.filter((d) => d.day >= from && d.day <= day)}
            today={day}
            range={range}
            serviceName={serviceName}
          />
        )}
      </QueryState>
    </>
  );
}

function DemandTables({
  days,
  today,
  range,
  serviceName,
}: {
  days: PlatformDay[];
  today: string;
  range: AnalyticsRange;
  serviceName: (slug: string) => string;
}) {
  const periods = useMemo(() => demandPeriods(days, today, range), [days, today, range]);
  const services = useMemo(() => serviceRows(days), [days]);
  const total = useMemo(() => sumDemand(days), [days]);
  const from = rangeStart(today, range);
  const span = spanOf(from, today);

  return (
    <>
      <DemandSummary span={span} total={total} />

      <section className="report-section" aria-labelledby="demand-time-heading">
        <h2 id="demand-time-heading">Over time</h2>
        <DemandCharts periods={periods} />
        <PeriodTable caption={`Demand by period, newest first, ${span}`} periods={periods} />
        <CsvButton filename={`demand-${from}-to-${today}.csv`} rows={periodCsv(periods)}>
          Download these figures (CSV)
        </CsvButton>
      </section>

      <section className="report-section" aria-labelledby="demand-services-heading">
        <h2 id="demand-services-heading">By service</h2>
        {services.length === 0 ? (
          <p>No service had a request in this range.</p>
        ) : (
          <>
            <FigureTable
              caption={`Demand by service, ${span}`}
              columns={[
                'Service',
                'Requests',
                'Match rate',
                'Acceptance rate',
                'Median first response',
                'Companies covering',
              ]}
            >
              {services.map((row) => {
                const serviceMedian = medianResponse(row.figures);
                return (
                  <tr key={row.slug}>
                    <th scope="row">
                      <Link
                        to={`${href(paths.adminAnalyticsService, { slug: row.slug })}?range=${range}`}
                      >
                        {serviceName(row.slug)}
                      </Link>
                    </th>
                    <td className="data-table__number">{formatCount(row.figures.quoteRequests)}</td>
                    <td className="data-table__number">{formatRate(matchRate(row.figures))}</td>
                    <td className="data-table__number">
                      {formatRate(acceptanceRate(row.figures))}
                    </td>
                    <td className="data-table__number">
                      {serviceMedian === null ? '–' : formatResponseMinutes(serviceMedian)}
                    </td>
                    <td className="data-table__number">
                      {row.companiesCovering === null ? '–' : formatCount(row.companiesCovering)}
                    </td>
                  </tr>
                );
              })}
            </FigureTable>
            <CsvButton
              filename={`demand-by-service-${from}-to-${today}.csv`}
              rows={() => serviceCsvRows(services, serviceName)}
            >
              Download the services (CSV)
            </CsvButton>
          </>
        )}
        <p className="dashboard-note">
          Companies covering: subscribed, listed companies doing the service, as counted on the
          latest night in the range.
        </p>
      </section>

      <AreaSection
        total={total}
        span={span}
        filename={`demand-by-area-${from}-to-${today}.csv`}
        empty="No request in this range."
      />
    </>
  );
}
