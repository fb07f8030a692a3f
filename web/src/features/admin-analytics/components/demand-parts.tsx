import {
  acceptanceRate,
  ANALYTICS_RANGES,
  demandCsvRows,
  formatRate,
  matchRate,
  medianResponse,
  type AnalyticsRange,
  type DemandFigures,
  type DemandPeriod,
} from '@fixwell/common/admin/platform-stats';
import { formatResponseMinutes } from '@fixwell/common/analytics/company-stats';
import { useId, useMemo, type ReactNode } from 'react';

import { ChartCanvas, type ChartSeries } from '@/components/charts/chart-canvas';
import { ColumnHeadings } from '@/components/column-headings';
import { formatCount } from '@/features/admin-analytics/demand-format';
import { areaCsvRows, areaRows } from '@/features/admin-analytics/demand-rows';
import { downloadCsv, type CsvCell } from '@/utils/csv';

// The pieces both analytics pages use: the range picker, the charts and the tables under them,
// and the CSV button.

const RANGE_LABELS: Record<AnalyticsRange, string> = {
  30: 'Last 30 days (by day)',
  90: 'Last 90 days (by week)',
  365: 'Last 365 days (by month)',
};

export function RangePicker({
  range,
  onChange,
}: {
  range: AnalyticsRange;
  onChange: (range: AnalyticsRange) => void;
}) {
  return (
    <fieldset className="analytics-range">
      <legend>Date range</legend>
      {ANALYTICS_RANGES.map((length) => (
        <label key={length}>
          <input
            type="radio"
            name="analytics-range"
            value={length}
            checked={range === length}
            onChange={() => onChange(length)}
          />
          {RANGE_LABELS[length]}
        </label>
      ))}
    </fieldset>
  );
}

/** A button that saves rows as a CSV file. */
export function CsvButton({
  filename,
  rows,
  children,
}: {
  filename: string;
  rows: () => ReadonlyArray<ReadonlyArray<CsvCell>>;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className="button button--secondary"
      onClick={() => downloadCsv(filename, rows())}
    >
      {children}
    </button>
  );
}

/** A captioned table in a focusable region that scrolls sideways on narrow screens. */
export function FigureTable({
  caption,
  columns,
  children,
}: {
  caption: string;
  columns: readonly string[];
  children: ReactNode;
}) {
  const captionId = useId();
  return (
    <div className="data-table-wrap" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className="data-table">
        <caption id={captionId}>{caption}</caption>
        <ColumnHeadings
          columns={columns}
          className={(index) => (index > 0 ? 'data-table__number' : undefined)}
        />
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

const COLOURS = { requests: '#1d4ed8', noMatch: '#b45309', match: '#047857', accept: '#7c3aed' };

/** Requests (and no match) per period, and the two rates, as charts. */
export function DemandCharts({ periods }: { periods: readonly DemandPeriod[] }) {
  const labels = useMemo(() => periods.map((p) => p.label), [periods]);
  const counts = useMemo<ChartSeries[]>(
    () => [
      {
        label: 'Quote requests',
        values: periods.map((p) => p.figures.quoteRequests),
        colour: COLOURS.requests,
      },
      { label: 'No match', values: periods.map((p) => p.figures.noMatch), colour: COLOURS.noMatch },
    ],
    [periods],
  );
  const rates = useMemo<ChartSeries[]>(
    () => [
      {
        label: 'Match rate',
        values: periods.map((p) => matchRate(p.figures)),
        colour: COLOURS.match,
      },
      {
        label: 'Acceptance rate',
        values: periods.map((p) => acceptanceRate(p.figures)),
        colour: COLOURS.accept,
      },
    ],
    [periods],
  );
  return (
    <div className="demand-charts">
      <figure className="demand-chart">
        <figcaption>Quote requests and requests with no match</figcaption>
        <ChartCanvas type="bar" labels={labels} series={counts} format={formatCount} />
      </figure>
      <figure className="demand-chart">
        <figcaption>Match rate and lead acceptance rate</figcaption>
        <ChartCanvas type="line" labels={labels} series={rates} format={formatRate} max={1} />
      </figure>
    </div>
  );
}

/** The figures by period, newest first: the charts' numbers, for everyone. */
export function PeriodTable({
  caption,
  periods,
  covering,
}: {
  caption: string;
  periods: readonly DemandPeriod[];
  covering?: (period: DemandPeriod) => number | null;
}) {
  const columns = [
    'Period',
    'Requests',
    'Matched',
    'No match',
    'Match rate',
    'Leads sent',
    'Accepted',
    'Acceptance rate',
    'Median first response',
    ...(covering ? ['Companies covering'] : []),
  ];
  return (
    <FigureTable caption={caption} columns={columns}>
      {[...periods].reverse().map((p) => {
        const median = medianResponse(p.figures);
        const cover = covering?.(p);
        return (
          <tr key={p.key}>
            <th scope="row">{p.label}</th>
            <td className="data-table__number">{formatCount(p.figures.quoteRequests)}</td>
            <td className="data-table__number">{formatCount(p.figures.matched)}</td>
            <td className="data-table__number">{formatCount(p.figures.noMatch)}</td>
            <td className="data-table__number">{formatRate(matchRate(p.figures))}</td>
            <td className="data-table__number">{formatCount(p.figures.leadsSent)}</td>
            <td className="data-table__number">{formatCount(p.figures.leadsAccepted)}</td>
            <td className="data-table__number">{formatRate(acceptanceRate(p.figures))}</td>
            <td className="data-table__number">
              {median === null ? '–' : formatResponseMinutes(median)}
            </td>
            {covering ? (
              <td className="data-table__number">
                {cover === null || cover === undefined ? '–' : formatCount(cover)}
              </td>
            ) : null}
          </tr>
        );
      })}
    </FigureTable>
  );
}

export function periodCsv(
  periods: readonly DemandPeriod[],
  covering?: (period: DemandPeriod) => number | null,
) {
  return () => demandCsvRows(periods, covering);
}

/** The range in one sentence (the page's live status line). */
export function DemandSummary({
  span,
  total,
  after = '.',
}: {
  span: string;
  total: DemandFigures;
  /** What ends the sentence ("; 5 companies covering it."). */
  after?: string;
}) {
  const median = medianResponse(total);
  return (
    <p className="report-summary" role="status">
      From {span}: {formatCount(total.quoteRequests)} quote requests, match rate{' '}
      {formatRate(matchRate(total))}, lead acceptance rate {formatRate(acceptanceRate(total))},
      median first response {median === null ? 'none yet' : formatResponseMinutes(median)}
      {after}
    </p>
  );
}

/** Requests by postcode area, with its CSV. */
export function AreaSection({
  total,
  span,
  filename,
  empty,
}: {
  total: DemandFigures;
  span: string;
  filename: string;
  empty: string;
}) {
  const headingId = useId();
  const areas = areaRows(total);
  return (
    <section className="report-section" aria-labelledby={headingId}>
      <h2 id={headingId}>By postcode area</h2>
      {areas.length === 0 ? (
        <p>{empty}</p>
      ) : (
        <>
          <FigureTable
            caption={`Quote requests by postcode area, ${span}`}
            columns={['Area', 'Requests']}
          >
            {areas.map((row) => (
              <tr key={row.area}>
                <th scope="row">{row.area}</th>
                <td className="data-table__number">{formatCount(row.requests)}</td>
              </tr>
            ))}
          </FigureTable>
          <CsvButton filename={filename} rows={() => areaCsvRows(areas)}>
            Download the areas (CSV)
          </CsvButton>
        </>
      )}
    </section>
  );
}
