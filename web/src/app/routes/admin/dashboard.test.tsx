import type { AdminDashboard } from '@fixwell/common/admin/platform-stats';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { getAdminDashboard } from '@/features/admin-analytics/api/admin-analytics-data';
import { findPageHeading, makeProfile, renderApp } from '@/testing/test-utils';

vi.mock('@/features/billing/api/billing-data', () => ({
  fetchSubscription: vi.fn(async () => null),
  fetchPlans: vi.fn(async () => []),
}));
vi.mock('@/features/admin-analytics/api/admin-analytics-data', () => ({
  getAdminDashboard: vi.fn(),
  getPlatformDays: vi.fn(),
  getServiceDays: vi.fn(),
}));
const mockedDashboard = vi.mocked(getAdminDashboard);

const dashboard: AdminDashboard = {
  today: '2026-11-25',
  tiles: {
    requestsToday: { value: 4, previous: 6 },
    requestsThisWeek: { value: 12, previous: 9 },
    matchRate: { value: 0.75, previous: 0.5 },
    acceptanceRate: { value: 0.6, previous: null },
    medianFirstResponse: { value: 95, previous: 30 },
    newCompaniesThisWeek: { value: 2, previous: 1 },
    vettingQueue: 3,
    mrrPence: { value: 125_000, previous: 119_500 },
    cardVolumePence: { value: 480_000, previous: 0 },
  },
  alerts: {
    noMatch: {
      total: 11,
      items: [
        {
          quoteId: 'q-roof',
          serviceName: 'Roofer',
          postcodeDistrict: 'BD7',
          createdAt: '2026-11-24T10:15:00.000Z',
        },
      ],
    },
    webhookFailures: {
      total: 1,
      items: [
        {
          eventId: 'evt_1',
          type: 'invoice.paid',
          endpoint: 'platform',
          message: 'Subscription not found',
          attempts: 3,
          firstFailedAt: '2026-11-24T09:00:00.000Z',
          lastFailedAt: '2026-11-24T11:00:00.000Z',
        },
      ],
    },
    mailFailures: { total: 0, items: [] },
  },
};

beforeEach(() => {
  mockedDashboard.mockReset();
});

describe('/admin', () => {
  it('shows the figures beside the previous period, and the alerts with their links', async () => {
    mockedDashboard.mockResolvedValue(dashboard);
    renderApp('/admin', { profile: makeProfile('admin') });
    expect(await findPageHeading()).toHaveTextContent('Admin dashboard');

    const today = (await screen.findByText('Quote requests today')).closest('div')!;
    expect(today).toHaveTextContent('4');
    expect(today).toHaveTextContent('Yesterday: 6');
    const rate = screen.getByText('Match rate this week').closest('div')!;
    expect(rate).toHaveTextContent('75%');
    expect(rate).toHaveTextContent('Same days last week: 50%');
    expect(screen.getByText('Lead acceptance rate this week').closest('div')).toHaveTextContent(
      'Same days last week: –',
    );
    expect(screen.getByText('Median first response this week').closest('div')).toHaveTextContent(
      '1 h 35 min',
    );
    expect(screen.getByText('Monthly recurring revenue').closest('div')).toHaveTextContent(
      '£1,250.00',
    );
    expect(screen.getByText('Card payments this month').closest('div')).toHaveTextContent(
      '£4,800.00',
    );
    expect(screen.getByRole('link', { name: /3 checks waiting/ })).toHaveAttribute(
      'href',
      '/admin/companies',
    );

    const alerts = screen.getByRole('region', { name: 'Alerts' });
    expect(within(alerts).getByRole('link', { name: 'Roofer in BD7' })).toHaveAttribute(
      'href',
      '/admin/quotes/q-roof',
    );
    expect(alerts).toHaveTextContent('Showing the newest 1 of 11.');
    expect(alerts).toHaveTextContent('invoice.paid');
    expect(alerts).toHaveTextContent('Failed 3 times');
    expect(alerts).toHaveTextContent('No email has failed.');
  });

  it('says so when the dashboard cannot load, with a retry', async () => {
    mockedDashboard.mockImplementation(async () => {
      throw new Error('offline');
    });
    renderApp('/admin', { profile: makeProfile('admin') });
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load the dashboard.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('is not for companies', async () => {
    renderApp('/admin', { profile: makeProfile('company') });
    expect(await findPageHeading()).not.toHaveTextContent('Admin dashboard');
    expect(mockedDashboard).not.toHaveBeenCalled();
  });
});
