import {
  formatResponseMinutes,
  formatWinRate,
  medianOf,
  STATS_PERIOD_KIND_LABELS,
  statsCsv,
  statsCsvFileName,
  statsPeriodsFromRollups,
  winRate,
  type StatsPeriod,
  type StatsPeriodKind,
} from '@fixwell/common/analytics/company-stats';
import { londonDateOf } from '@fixwell/common/london-time';
import { useId, useMemo, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';

import { QueryState, TextPlaceholder } from '@/components/query-state';
import { paths } from '@/config/paths';
import type { CompanyStatsRollups } from '@/features/company-analytics/api/company-analytics-data';
import { useCompanyStats } from '@/features/company-analytics/api/get-company-stats';
import { ChartCanvas, type ChartSeries } from '@/components/charts/chart-canvas';
import { formatMoney } from '@/utils/format';

import './company-analytics.css';

const KINDS: StatsPeriodKind[] = ['week', 'month'];
const COLOURS = { brand: '#0b5fff', success: '#1a7f37', muted: '#8a94a6', warning: '#c98a00' };

const count = (value: number) => value.toLocaleString('en-GB');
const minutes = (value: number) => formatResponseMinutes(value);
const percent = (value: number) => `${Math.round(value)}%`;

/** Downloads the periods shown as a CSV file. */
function downloadCsv(periods: StatsPeriod[], kind: StatsPeriodKind, today: string) {
  const blob = new Blob([statsCsv(periods)], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = statsCsvFileName(kind, today);
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** A table that scrolls sideways on a narrow screen: a named, focusable region. */
function ScrollingTable({ caption, children }: { caption: string; children: ReactNode }) {
  const captionId = useId();
  return (
    <div className="analytics-table-wrap" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className="analytics-table">
        <caption id={captionId}>{caption}</caption>
        {children}
      </table>
    </div>
  );
}

type ChartFigureProps = {
  title: string;
  type: 'bar' | 'line';
  periods: StatsPeriod[];
  series: ChartSeries[];
  format: (value: number) => string;
};

/** A chart, and the same figures as a table for anyone who cannot see it. */
function ChartFigure({ title, type, periods, series, format }: ChartFigureProps) {
  const headingId = useId();
  const labels = useMemo(() => periods.map((p) => p.shortLabel), [periods]);
  return (
    <figure className="card analytics-chart" aria-labelledby={headingId}>
      <figcaption>
        <h3 id={headingId}>{title}</h3>
      </figcaption>
      <ChartCanvas type={type} labels={labels} series={series} format={format} />
      <details className="analytics-chart__table">
        <summary>Show “{title}” as a table</summary>
        <ScrollingTable caption={title}>
          <thead>
            <tr>
              <th scope="col">{periods[0]?.kind === 'month' ? 'Month' : 'Week'}</th>
              {series.map((s) => (
                <th key={s.label} scope="col">
                  {s.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {periods.map((period, index) => (
              <tr key={period.key}>
                <th scope="row">{period.label}</th>
                {series.map((s) => {
                  const value = s.values[index];
                  return (
                    <td key={s.label}>
                      {value === null || value === undefined ? '–' : format(value)}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </ScrollingTable>
      </details>
    </figure>
  );
}

function Totals({ periods }: { periods: StatsPeriod[] }) {
  const sum = (pick: (p: StatsPeriod) => number) => periods.reduce((t, p) => t + pick(p), 0);
  const quotesSent = sum((p) => p.quotesSent);
  const facts: Array<[string, string]> = [
    ['Leads received', count(sum((p) => p.leadsReceived))],
    ['Leads accepted', count(sum((p) => p.leadsAccepted))],
    ['Leads declined', count(sum((p) => p.leadsDeclined))],
    [
      'Median first response',
      formatResponseMinutes(medianOf(periods.flatMap((p) => p.firstResponseMinutes))),
    ],
    ['Quotes sent', count(quotesSent)],
    [
      'Win rate',
      formatWinRate(
        winRate(
          sum((p) => p.quotesAccepted),
          quotesSent,
        ),
      ),
    ],
    ['Revenue', formatMoney(sum((p) => p.revenuePence))],
  ];
  return (
    <dl className="analytics-totals" aria-label="Totals for the period shown">
      {facts.map(([term, value]) => (
        <div key={term} className="analytics-totals__item">
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function AllFigures({ periods }: { periods: StatsPeriod[] }) {
  const kind = periods[0]?.kind ?? 'week';
  return (
    <ScrollingTable
      caption={`Every figure, ${kind === 'week' ? 'week by week' : 'month by month'}`}
    >
      <thead>
        <tr>
          <th scope="col">{kind === 'week' ? 'Week' : 'Month'}</th>
          <th scope="col">Leads received</th>
          <th scope="col">Accepted</th>
          <th scope="col">Declined</th>
          <th scope="col">Expired</th>
          <th scope="col">Median first response</th>
          <th scope="col">Quotes sent</th>
          <th scope="col">Quotes accepted</th>
          <th scope="col">Win rate</th>
          <th scope="col">Invoices sent</th>
          <th scope="col">Revenue</th>
        </tr>
      </thead>
      <tbody>
        {periods.map((p) => (
          <tr key={p.key}>
            <th scope="row">{p.label}</th>
            <td>{count(p.leadsReceived)}</td>
            <td>{count(p.leadsAccepted)}</td>
            <td>{count(p.leadsDeclined)}</td>
            <td>{count(p.leadsExpired)}</td>
            <td>{formatResponseMinutes(p.medianResponseMinutes)}</td>
            <td>{count(p.quotesSent)}</td>
            <td>{count(p.quotesAccepted)}</td>
            <td>{formatWinRate(p.winRate)}</td>
            <td>{count(p.invoicesSent)}</td>
            <td>{formatMoney(p.revenuePence)}</td>
          </tr>
        ))}
      </tbody>
    </ScrollingTable>
  );
}

function NoFiguresYet() {
  return (
    <section className="card analytics-empty" aria-labelledby="analytics-empty-heading">
      <h2 id="analytics-empty-heading">No figures yet</h2>
      <p>
        Your figures start with your first lead. Each day we count the leads you receive, accept and
        decline, how quickly you first reply, the quotes and invoices you send and the card payments
        you receive, and show them here week by week and month by month.
      </p>
      <p>
        <Link to={paths.companyLeads}>See your leads</Link>
      </p>
    </section>
  );
}

function KindChooser({
  kind,
  onChange,
}: {
  kind: StatsPeriodKind;
  onChange: (kind: StatsPeriodKind) => void;
}) {
  return (
    <fieldset className="analytics-kind">
      <legend>Show figures</legend>
      {KINDS.map((option) => (
        <label key={option} className="analytics-kind__option">
          <input
            type="radio"
            name="analytics-kind"
            value={option}
            checked={kind === option}
            onChange={() => onChange(option)}
          />
          {STATS_PERIOD_KIND_LABELS[option]} (last 12)
        </label>
      ))}
    </fieldset>
  );
}

function Figures({ rollups, today }: { rollups: CompanyStatsRollups; today: string }) {
  const [params, setParams] = useSearchParams();
  const kind: StatsPeriodKind = params.get('view') === 'month' ? 'month' : 'week';
  const periods = useMemo(
    () => statsPeriodsFromRollups(rollups[kind], kind, today),
    [rollups, kind, today],
  );
  const series = useMemo(
    () => ({
      leads: [
        { label: 'Received', values: periods.map((p) => p.leadsReceived), colour: COLOURS.brand },
        { label: 'Accepted', values: periods.map((p) => p.leadsAccepted), colour: COLOURS.success },
        { label: 'Declined', values: periods.map((p) => p.leadsDeclined), colour: COLOURS.muted },
      ],
      response: [
        {
          label: 'Median first response',
          values: periods.map((p) => p.medianResponseMinutes),
          colour: COLOURS.warning,
        },
      ],
      quotes: [
        { label: 'Quotes sent', values: periods.map((p) => p.quotesSent), colour: COLOURS.brand },
        {
          label: 'Quotes accepted',
          values: periods.map((p) => p.quotesAccepted),
          colour: COLOURS.success,
        },
      ],
      winRate: [
        {
          label: 'Win rate',
          values: periods.map((p) => (p.winRate === null ? null : Math.round(p.winRate * 100))),
          colour: COLOURS.success,
        },
      ],
      revenue: [
        { label: 'Revenue', values: periods.map((p) => p.revenuePence), colour: COLOURS.brand },
      ],
    }),
    [periods],
  );
  const choose = (next: StatsPeriodKind) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'week') updated.delete('view');
        else updated.set('view', next);
        return updated;
      },
      // Synchronous, as the admin's range picker: a transition leaves the radio on the old view.
      { replace: true, flushSync: true },
    );

  return (
    <div className="analytics" data-analytics-ready={kind}>
      <div className="analytics-toolbar">
        <KindChooser kind={kind} onChange={choose} />
        <button
          type="button"
          className="button button--secondary"
          onClick={() => downloadCsv(periods, kind, today)}
        >
          Download CSV
        </button>
      </div>
      <section aria-labelledby="analytics-totals-heading">
        <h2 id="analytics-totals-heading">
          {kind === 'week' ? 'The last 12 weeks' : 'The last 12 months'}
        </h2>
        <p className="analytics-range">
          {periods[0]?.label} to {periods.at(-1)?.label}
        </p>
        <Totals periods={periods} />
      </section>
      <section aria-labelledby="analytics-charts-heading">
        <h2 id="analytics-charts-heading">Charts</h2>
        <div className="analytics-charts">
          <ChartFigure
            title="Leads"
            type="bar"
            periods={periods}
            series={series.leads}
            format={count}
          />
          <ChartFigure
            title="Median first response"
            type="line"
            periods={periods}
            series={series.response}
            format={minutes}
          />
          <ChartFigure
            title="Quotes"
            type="bar"
            periods={periods}
            series={series.quotes}
            format={count}
          />
          <ChartFigure
            title="Win rate"
            type="line"
            periods={periods}
            series={series.winRate}
            format={percent}
          />
          <ChartFigure
            title="Revenue"
            type="bar"
            periods={periods}
            series={series.revenue}
            format={formatMoney}
          />
        </div>
      </section>
      <section aria-labelledby="analytics-table-heading">
        <h2 id="analytics-table-heading">All figures</h2>
        <p>
          Revenue is card payments received less refunds. A lead counts on the day it arrived, and
          its answer on the day you gave it; win rate is quotes accepted divided by quotes sent.
        </p>
        <AllFigures periods={periods} />
      </section>
    </div>
  );
}

/** `/company/analytics`: the company's figures by week or month, from its period rollups. */
export function CompanyAnalytics({ companyId, today }: { companyId: string; today?: string }) {
  const day = today ?? londonDateOf(Date.now());
  const query = useCompanyStats(companyId, day);
  return (
    <QueryState query={query} what="your figures" placeholder={<TextPlaceholder lines={8} />}>
      {(rollups) =>
        rollups.week.length === 0 && rollups.month.length === 0 ? (
          <NoFiguresYet />
        ) : (
          <Figures rollups={rollups} today={day} />
        )
      }
    </QueryState>
  );
}
