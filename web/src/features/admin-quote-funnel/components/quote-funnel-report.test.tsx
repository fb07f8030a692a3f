import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { getQuoteFunnelDays } from '@/features/admin-quote-funnel/api/quote-funnel-data';
import { QuoteFunnelReport } from '@/features/admin-quote-funnel/components/quote-funnel-report';
import type { FunnelDay } from '@/features/admin-quote-funnel/funnel-maths';

vi.mock('@/features/admin-quote-funnel/api/quote-funnel-data', () => ({
  getQuoteFunnelDays: vi.fn(),
}));
const getDays = vi.mocked(getQuoteFunnelDays);

const TODAY = '2026-11-23';
const STORED: FunnelDay[] = [
  {
    day: '2026-11-22',
    steps: {
      service: { entered: 40, completed: 30, abandoned: 6 },
      job: { entered: 30, completed: 24, abandoned: 4 },
      place: { entered: 24, completed: 20, abandoned: 2 },
      contact: { entered: 20, completed: 16, abandoned: 3 },
      submitted: { entered: 16 },
    },
    services: {
      plumber: { service: { completed: 20 }, contact: { entered: 14 }, submitted: { entered: 12 } },
      electrician: {
        service: { completed: 10 },
        contact: { entered: 6 },
        submitted: { entered: 4 },
      },
    },
  },
];

const names: Record<string, string> = { plumber: 'Plumber', electrician: 'Electrician' };

function renderReport() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <QuoteFunnelReport today={TODAY} serviceName={(slug) => names[slug] ?? slug} />
    </QueryClientProvider>,
  );
}

function rowOf(table: HTMLElement, header: string): string[] {
  const row = within(table).getByRole('rowheader', { name: header }).closest('tr')!;
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent ?? '');
}

beforeEach(() => {
  getDays.mockReset();
});

describe('QuoteFunnelReport', () => {
  it('shows each step with its conversion and drop-off for the last 30 days', async () => {
    getDays.mockResolvedValue(STORED);
    renderReport();

    const steps = await screen.findByRole('table', { name: /step by step/ });
    expect(getDays).toHaveBeenCalledWith('2026-10-25');
    expect(screen.getByRole('radio', { name: 'Last 30 days' })).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent(
      'From 25 October 2026 to 23 November 2026: 40 visits started the form and 16 sent a request (40%).',
    );
    expect(rowOf(steps, 'The service')).toEqual(['40', '30', '6', '75%', '15%']);
    expect(rowOf(steps, 'The job')).toEqual(['30', '24', '4', '80%', '13.3%']);
    expect(rowOf(steps, 'Your details')).toEqual(['20', '16', '3', '80%', '15%']);
  });

  it('shows the services busiest first, and every day of the period', async () => {
    getDays.mockResolvedValue(STORED);
    renderReport();

    const services = await screen.findByRole('table', { name: /by service/ });
    const serviceNames = within(services)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    expect(serviceNames).toEqual(['Plumber', 'Electrician']);
    expect(rowOf(services, 'Plumber')).toEqual(['20', '14', '12', '0', '60%']);

    const days = screen.getByRole('table', { name: /by day/ });
    // 30 days, newest first, the quiet ones as zeros with no conversion to speak of.
    expect(within(days).getAllByRole('rowheader')).toHaveLength(30);
    expect(within(days).getAllByRole('rowheader')[0]).toHaveTextContent('23 November 2026');
    expect(rowOf(days, '23 November 2026')).toEqual(['0', '0', '0', '–']);
    expect(rowOf(days, '22 November 2026')).toEqual(['40', '16', '15', '40%']);
  });

  it('reads the chosen period again, and says plainly when there is nothing yet', async () => {
    getDays.mockResolvedValue([]);
    renderReport();
    expect(
      await screen.findByText(/Nobody used the quote form from 25 October 2026/),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: 'Last 7 days' }));
    expect(
      await screen.findByText(/Nobody used the quote form from 17 November 2026/),
    ).toBeInTheDocument();
    expect(getDays).toHaveBeenLastCalledWith('2026-11-17');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('offers a retry when the figures cannot be read', async () => {
    getDays.mockRejectedValueOnce(new Error('offline')).mockResolvedValue(STORED);
    renderReport();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not load the quote form figures.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: /step by step/ })).toBeInTheDocument();
  });
});
