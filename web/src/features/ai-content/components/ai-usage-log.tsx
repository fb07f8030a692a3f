import { AI_USAGE_PAGE_SIZE, formatCostPence } from '@fixwell/common/admin/ai-content';
import { formatLondonDate } from '@fixwell/common/london-time';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';

import { PagedQuery } from '@/components/paged-query';
import { QueryState, TextPlaceholder } from '@/components/query-state';
import { href, paths } from '@/config/paths';
import {
  USAGE_DAYS_COUNT,
  useAiUsage,
  useAiUsageDays,
} from '@/features/ai-content/api/get-ai-content';
import type { AiUsageDay } from '@/features/ai-content/ai-content-types';
import { formatWhen } from '@/features/ai-content/components/format-when';
import { usePageCount } from '@/hooks/use-page-count';

import './ai-content.css';

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const count = (value: number) => value.toLocaleString('en-GB');

function dayOf(value: string | null): string | null {
  return value && DAY_PATTERN.test(value) ? value : null;
}

function DaysTable({ days, day }: { days: AiUsageDay[]; day: string | null }) {
  const shown = days;
  if (shown.length === 0) {
    return (
      <p>
        {day ? `No requests on ${formatLondonDate(day, { weekday: false })}.` : 'No requests yet.'}
      </p>
    );
  }
  const total = shown.reduce(
    (sum, row) => ({
      requests: sum.requests + row.requests,
      errors: sum.errors + row.errors,
      tokens: sum.tokens + row.inputTokens + row.outputTokens,
      costPence: sum.costPence + row.costPence,
    }),
    { requests: 0, errors: 0, tokens: 0, costPence: 0 },
  );
  return (
    <div className="data-table-wrap">
      <table className="data-table">
        <caption className="visually-hidden">Requests, tokens and estimated cost per day</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col" className="data-table__number">
              Requests
            </th>
            <th scope="col" className="data-table__number">
              Failed
            </th>
            <th scope="col" className="data-table__number">
              Tokens
            </th>
            <th scope="col" className="data-table__number">
              Estimated cost
            </th>
          </tr>
        </thead>
        <tbody>
          {shown.map((row) => (
            <tr key={row.day}>
              <th scope="row">{formatLondonDate(row.day, { weekday: false })}</th>
              <td className="data-table__number">{count(row.requests)}</td>
              <td className="data-table__number">{count(row.errors)}</td>
              <td className="data-table__number">{count(row.inputTokens + row.outputTokens)}</td>
              <td className="data-table__number">{formatCostPence(row.costPence)}</td>
            </tr>
          ))}
        </tbody>
        {shown.length > 1 ? (
          <tfoot>
            <tr>
              <th scope="row">Total</th>
              <td className="data-table__number">{count(total.requests)}</td>
              <td className="data-table__number">{count(total.errors)}</td>
              <td className="data-table__number">{count(total.tokens)}</td>
              <td className="data-table__number">
                {formatCostPence(Math.round(total.costPence * 10_000) / 10_000)}
              </td>
            </tr>
          </tfoot>
        ) : null}
      </table>
    </div>
  );
}

function DayFilter({ day, choose }: { day: string | null; choose: (day: string | null) => void }) {
  const [value, setValue] = useState(day ?? '');
  return (
    <form
      className="filter-bar"
      role="search"
      aria-label="Filter the usage log by day"
      onSubmit={(event) => {
        event.preventDefault();
        choose(dayOf(value));
      }}
    >
      <label>
        Day{' '}
        <input
          className="form-field__input"
          type="date"
          value={value}
          onChange={(event) => setValue(event.target.value)}
        />
      </label>
      <button type="submit" className="button button--secondary">
        Show
      </button>
      {day ? (
        <button
          type="button"
          className="button button--secondary"
          onClick={() => {
            setValue('');
            choose(null);
          }}
        >
          All days
        </button>
      ) : null}
    </form>
  );
}

/** The usage log of /admin/blog/ai-management: daily totals and every request, newest first. */
export function AiUsageLog() {
  const [params, setParams] = useSearchParams();
  const day = dayOf(params.get('day'));
  const page = usePageCount(AI_USAGE_PAGE_SIZE);
  const usage = useAiUsage(day, page.count);
  const days = useAiUsageDays(day);
  const choose = (next: string | null) => {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next) updated.set('day', next);
        else updated.delete('day');
        return updated;
      },
      { replace: true },
    );
    page.reset();
  };
  return (
    <>
      <DayFilter key={day ?? 'all'} day={day} choose={choose} />
      <h3>
        {day
          ? `Totals on ${formatLondonDate(day, { weekday: false })}`
          : `Totals of the last ${USAGE_DAYS_COUNT} days with requests`}
      </h3>
      <QueryState query={days} what="the daily totals" placeholder={<TextPlaceholder lines={3} />}>
        {(rows) => <DaysTable days={rows} day={day} />}
      </QueryState>
      <h3>Requests</h3>
      <PagedQuery
        query={usage}
        what="the usage log"
        hasMore={(data) => data.hasMore}
        moreLabel="Show more requests"
        onShowMore={page.showMore}
      >
        {({ rows }) =>
          rows.length === 0 ? (
            <p>No requests{day ? ' on this day' : ''}.</p>
          ) : (
            <div className="data-table-wrap">
              <table className="data-table">
                <caption className="visually-hidden">AI requests, newest first</caption>
                <thead>
                  <tr>
                    <th scope="col">When</th>
                    <th scope="col">Draft</th>
                    <th scope="col">Admin</th>
                    <th scope="col">Provider</th>
                    <th scope="col" className="data-table__number">
                      Tokens in
                    </th>
                    <th scope="col" className="data-table__number">
                      Tokens out
                    </th>
                    <th scope="col" className="data-table__number">
                      Estimated cost
                    </th>
                    <th scope="col">Outcome</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
                    <tr key={row.id}>
                      <td>{formatWhen(row.createdAt)}</td>
                      <td>
                        {row.postId ? (
                          <Link to={href(paths.adminBlogEdit, { id: row.postId })}>
                            {row.title}
                          </Link>
                        ) : (
                          row.title
                        )}
                      </td>
                      <td>{row.actorEmail}</td>
                      <td>
                        <span className="ai-label">{row.label}</span>
                      </td>
                      <td className="data-table__number">{count(row.inputTokens)}</td>
                      <td className="data-table__number">{count(row.outputTokens)}</td>
                      <td className="data-table__number">{formatCostPence(row.costPence)}</td>
                      <td>{row.outcome === 'ok' ? 'Draft saved' : `Failed: ${row.error ?? ''}`}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )
        }
      </PagedQuery>
    </>
  );
}
