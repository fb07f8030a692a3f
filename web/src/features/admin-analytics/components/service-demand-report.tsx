import {
  demandPeriods,
  rangeStart,
  sumDemand,
  type AnalyticsRange,
  type ServiceDay,
} from '@fixwell/common/admin/platform-stats';
import { londonDateOf } from '@fixwell/common/london-time';
import { useMemo, type ReactNode } from 'react';

import { QueryState, TextPlaceholder } from '@/components/query-state';
import { useServiceDays } from '@/features/admin-analytics/api/get-platform-stats';
import {
  AreaSection,
  CsvButton,
  DemandCharts,
  DemandSummary,
  PeriodTable,
  periodCsv,
  RangePicker,
} from '@/features/admin-analytics/components/demand-parts';
import { spanOf, useAnalyticsRange } from '@/features/admin-analytics/components/demand-report';
import { formatCount } from '@/features/admin-analytics/demand-format';
import { coveringIn } from '@/features/admin-analytics/demand-rows';

import './admin-analytics.css';

export type ServiceDemandReportProps = {
  slug: string;
  /**
   * Whether the catalogue knows the slug (undefined while its index loads). A slug it does not
   * know is still shown when figures exist for it (a service added since the build); otherwise
   * `notFound` is rendered.
   */
  known: boolean | undefined;
  notFound: ReactNode;
  /** The page around the report (not around `notFound`). */
  frame: (content: ReactNode) => ReactNode;
  today?: string;
};

/** One service's demand over time and by postcode area. */
export function ServiceDemandReport({
  slug,
  known,
  notFound,
  frame,
  today,
}: ServiceDemandReportProps) {
  const [range, setRange] = useAnalyticsRange();
  const day = today ?? londonDateOf(new Date());
  const from = rangeStart(day, range);
  const query = useServiceDays(slug, from);
  if (known === false && query.isSuccess && query.data.length === 0) return <>{notFound}</>;
  return frame(
    <>
      <RangePicker range={range} onChange={setRange} />
      <QueryState
        query={query}
        what="the service’s figures"
        placeholder={<TextPlaceholder lines={10} />}
      >
        {(days) => (
          <ServiceTables
            slug={slug}
            days={days.filter((d) => d.day >= from && d.day <= day)}
            today={day}
            range={range}
          />
        )}
      </QueryState>
    </>,
  );
}

function ServiceTables({
  slug,
  days,
  today,
  range,
}: {
  slug: string;
  days: ServiceDay[];
  today: string;
  range: AnalyticsRange;
}) {
  const periods = useMemo(() => demandPeriods(days, today, range), [days, today, range]);
  const total = useMemo(() => sumDemand(days), [days]);
  const from = rangeStart(today, range);
  const span = spanOf(from, today);
  const covering = (period: (typeof periods)[number]) => coveringIn(days, period);
  const latestCovering = [...days]
    .reverse()
    .find((d) => d.companiesCovering !== null)?.companiesCovering;

  return (
    <>
      <DemandSummary
        span={span}
        total={total}
        after={
          latestCovering === undefined || latestCovering === null
            ? '.'
            : `; ${formatCount(latestCovering)} companies covering it.`
        }
      />

      <section className="report-section" aria-labelledby="service-time-heading">
        <h2 id="service-time-heading">Over time</h2>
        <DemandCharts periods={periods} />
        <PeriodTable
          caption={`Demand by period, newest first, ${span}`}
          periods={periods}
          covering={covering}
        />
        <CsvButton
          filename={`demand-${slug}-${from}-to-${today}.csv`}
          rows={periodCsv(periods, covering)}
        >
          Download these figures (CSV)
        </CsvButton>
      </section>

      <AreaSection
        total={total}
        span={span}
        filename={`demand-${slug}-by-area-${from}-to-${today}.csv`}
        empty="No request for this service in this range."
      />
    </>
  );
}
