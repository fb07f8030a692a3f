import {
  emptyStatsFigures,
  rollupStatsDays,
  type StatsDay,
} from '@fixwell/common/analytics/company-stats';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import {
  getCompanyStatsRollups,
  type CompanyStatsRollups,
} from '@/features/company-analytics/api/company-analytics-data';
import { CompanyAnalytics } from '@/features/company-analytics/components/company-analytics';
import { renderApp } from '@/testing/test-utils';

vi.mock('@/features/company-analytics/api/company-analytics-data', () => ({
  getCompanyStatsRollups: vi.fn(),
}));
// jsdom has no canvas: the charts' tables carry the figures these tests read.
vi.mock('@/components/charts/chart-canvas', () => ({
  ChartCanvas: () => null,
}));

const mockedRollups = vi.mocked(getCompanyStatsRollups);
const TODAY = '2026-11-24';

const day = (date: string, over: Partial<StatsDay> = {}): StatsDay => ({
  ...emptyStatsFigures(),
  day: date,
  ...over,
});

const DAYS = [
  day('2026-11-16', {
    leadsReceived: 4,
    leadsAccepted: 2,
    leadsDeclined: 1,
    firstResponses: 2,
    firstResponseMinutes: [20, 50],
    quotesSent: 2,
    quotesAccepted: 1,
    paymentsPence: 45_000,
    revenuePence: 45_000,
  }),
  day('2026-11-23', {
    leadsReceived: 3,
    leadsAccepted: 1,
    firstResponses: 1,
    firstResponseMinutes: [35],
    quotesSent: 1,
    invoicesSent: 1,
    paymentsPence: 125_000,
    refundsPence: 5_000,
    revenuePence: 120_000,
  }),
  day('2026-10-02', { leadsReceived: 6, quotesSent: 4, quotesAccepted: 4 }),
];

/** The weeks and months functions keep for those days (the same rollup code adds them up). */
const rollupsOf = (days: StatsDay[]): CompanyStatsRollups => ({
  week: rollupStatsDays(days, 'week'),
  month: rollupStatsDays(days, 'month'),
});
const ROLLUPS = rollupsOf(DAYS);

function renderAnalytics(url = '/company/analytics') {
  return renderApp(<CompanyAnalytics companyId="acme" today={TODAY} />, { url });
}

/** A row's header and data cells, as text. */
const cellsOf = (row: HTMLElement) =>
  [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? '');

/** The rows of the "All figures" table, as text cells. */
function allFiguresRows(): string[][] {
  const table = screen.getByRole('table', { name: /every figure/i });
  return within(table).getAllByRole('row').slice(1).map(cellsOf);
}

beforeEach(() => {
  mockedRollups.mockReset();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('CompanyAnalytics', () => {
  it('reads the company’s weeks and months once, from the first of each the views show', async () => {
    mockedRollups.mockResolvedValue(ROLLUPS);
    renderAnalytics();
    await screen.findByRole('heading', { name: 'The last 12 weeks' });
    expect(mockedRollups).toHaveBeenCalledTimes(1);
    expect(mockedRollups).toHaveBeenCalledWith('acme', { week: '2026-09-07', month: '2025-12-01' });
  });

  it('tells a new company its figures start with its first lead', async () => {
    mockedRollups.mockResolvedValue(rollupsOf([]));
    renderAnalytics();
    expect(await screen.findByRole('heading', { name: 'No figures yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See your leads' })).toHaveAttribute(
      'href',
      '/company/leads',
    );
    expect(screen.queryByRole('button', { name: 'Download CSV' })).not.toBeInTheDocument();
  });

  it('adds the days up week by week, with totals, a true median and the win rate', async () => {
    mockedRollups.mockResolvedValue(ROLLUPS);
    renderAnalytics();
    await screen.findByRole('heading', { name: 'The last 12 weeks' });

    const totals = screen.getByLabelText('Totals for the period shown');
    const fact = (term: string) =>
      within(totals).getByText(term).closest('div')?.querySelector('dd')?.textContent;
    // Twelve weeks back from 24 November reach 7 September: 2 October is in them.
    expect(fact('Leads received')).toBe('13');
    expect(fact('Leads accepted')).toBe('3');
    expect(fact('Median first response')).toBe('35 min');
    expect(fact('Quotes sent')).toBe('7');
    expect(fact('Win rate')).toBe('71%');
    expect(fact('Revenue')).toBe('£1,650.00');

    const rows = allFiguresRows();
    expect(rows).toHaveLength(12);
    expect(rows.at(-1)).toEqual([
      'Week of 23 November 2026',
      '3',
      '1',
      '0',
      '0',
      '35 min',
      '1',
      '0',
      '0%',
      '1',
      '£1,200.00',
    ]);
    expect(rows.at(-2)?.slice(0, 6)).toEqual([
      'Week of 16 November 2026',
      '4',
      '2',
      '1',
      '0',
      '35 min',
    ]);
    // A week without activity reads as zeros, and as "no replies".
    expect(rows[0]?.slice(0, 6)).toEqual([
      'Week of 7 September 2026',
      '0',
      '0',
      '0',
      '0',
      'No replies',
    ]);
  });

  it('switches to the last 12 months, and the charts’ tables carry the same figures', async () => {
    mockedRollups.mockResolvedValue(ROLLUPS);
    const user = userEvent.setup();
    renderAnalytics();
    await user.click(await screen.findByRole('radio', { name: /by month/i }));
    expect(await screen.findByRole('heading', { name: 'The last 12 months' })).toBeInTheDocument();
    const rows = allFiguresRows();
    expect(rows).toHaveLength(12);
    expect(rows[0]?.[0]).toBe('December 2025');
    expect(rows.at(-1)?.slice(0, 3)).toEqual(['November 2026', '7', '3']);
    expect(rows.at(-2)?.slice(0, 2)).toEqual(['October 2026', '6']);
    expect(rows.at(-2)?.[8]).toBe('100%');

    const leads = screen.getByRole('table', { name: 'Leads' });
    const last = within(leads).getAllByRole('row').at(-1)!;
    expect(cellsOf(last)).toEqual(['November 2026', '7', '3', '1']);
    expect(screen.getByRole('table', { name: 'Revenue' })).toHaveTextContent('£1,650.00');
  });

  it('opens the month view from its link', async () => {
    mockedRollups.mockResolvedValue(ROLLUPS);
    renderAnalytics('/company/analytics?view=month');
    expect(await screen.findByRole('heading', { name: 'The last 12 months' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /by month/i })).toBeChecked();
  });

  it('downloads the periods shown as CSV', async () => {
    mockedRollups.mockResolvedValue(ROLLUPS);
    let saved: Blob | undefined;
    vi.stubGlobal('URL', {
      ...URL,
      createObjectURL: (blob: Blob) => {
        saved = blob;
        return 'blob:analytics';
      },
      revokeObjectURL: vi.fn(),
    });
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const user = userEvent.setup();
    renderAnalytics('/company/analytics?view=month');
    await user.click(await screen.findByRole('button', { name: 'Download CSV' }));

    expect(clicked).toHaveBeenCalledTimes(1);
    const link = clicked.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('fixwell-analytics-by-month-2026-11-24.csv');
    expect(saved?.type).toBe('text/csv;charset=utf-8');
    const lines = (await saved!.text()).split('\r\n');
    expect(lines[0]).toMatch(/^Period,From,To,Leads received,/);
    expect(lines).toHaveLength(14);
    expect(lines[12]).toBe(
      'November 2026,01/11/2026,30/11/2026,7,3,1,0,3,35,3,1,33,1,1700.00,50.00,1650.00',
    );
    clicked.mockRestore();
  });

  it('says when the figures could not be loaded', async () => {
    mockedRollups.mockRejectedValue(new Error('offline'));
    renderAnalytics();
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load your figures.');
  });
});
