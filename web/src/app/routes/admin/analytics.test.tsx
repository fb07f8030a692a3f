import { platformDayFromData } from '@fixwell/common/admin/platform-stats';
import { londonDateOf, addDays } from '@fixwell/common/london-time';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import {
  getPlatformDays,
  getServiceDays,
} from '@/features/admin-analytics/api/admin-analytics-data';
import { installFakePublicData } from '@/testing/fake-public-data';
import { findPageHeading, makeProfile, renderApp } from '@/testing/test-utils';
import { downloadCsv } from '@/utils/csv';

vi.mock('@/features/billing/api/billing-data', () => ({
  fetchSubscription: vi.fn(async () => null),
  fetchPlans: vi.fn(async () => []),
}));
vi.mock('@/features/admin-analytics/api/admin-analytics-data', () => ({
  getAdminDashboard: vi.fn(),
  getPlatformDays: vi.fn(),
  getServiceDays: vi.fn(),
}));
vi.mock('@/utils/csv', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  downloadCsv: vi.fn(),
}));
const mockedDays = vi.mocked(getPlatformDays);
const mockedServiceDays = vi.mocked(getServiceDays);
const mockedDownload = vi.mocked(downloadCsv);

const today = londonDateOf(new Date());
const plumber = {
  quoteRequests: 4,
  matched: 3,
  noMatch: 1,
  leadsSent: 6,
  leadsAccepted: 3,
  leadsDeclined: 1,
  leadsExpired: 0,
  firstResponses: 2,
  firstResponseMinutes: [20, 40],
  requestsByArea: { LS: 3, BD: 1 },
  companiesCovering: 5,
};

beforeEach(() => {
  // The service index names the services (the fixture catalogue's Plumber).
  installFakePublicData();
  mockedDays.mockReset();
  mockedServiceDays.mockReset();
  mockedDownload.mockReset();
});

describe('/admin/analytics', () => {
  it('shows demand over time, by service (linked) and by area, and downloads the CSV', async () => {
    mockedDays.mockResolvedValue([
      platformDayFromData(today, { ...plumber, services: { plumber } }),
      platformDayFromData(addDays(today, -2), {
        quoteRequests: 1,
        noMatch: 1,
        requestsByArea: { BD: 1 },
        services: { roofer: { quoteRequests: 1, noMatch: 1, requestsByArea: { BD: 1 } } },
      }),
    ]);
    const user = userEvent.setup();
    renderApp('/admin/analytics', { profile: makeProfile('admin') });
    expect(await findPageHeading()).toHaveTextContent('Analytics');
    expect(mockedDays).toHaveBeenCalledWith(addDays(today, -29));
    expect(await screen.findByRole('status')).toHaveTextContent('5 quote requests, match rate 60%');

    const services = screen.getByRole('table', { name: /Demand by service/ });
    const row = within(services).getByRole('row', { name: /Plumber/ });
    expect(row).toHaveTextContent('75%');
    expect(row).toHaveTextContent('30 min');
    expect(row).toHaveTextContent('5');
    expect(within(row).getByRole('link', { name: 'Plumber' })).toHaveAttribute(
      'href',
      '/admin/analytics/service/plumber?range=30',
    );
    const areas = screen.getByRole('table', { name: /by postcode area/ });
    expect(within(areas).getByRole('row', { name: /BD/ })).toHaveTextContent('2');

    const periods = screen.getByRole('table', { name: /Demand by period/ });
    expect(within(periods).getAllByRole('row')).toHaveLength(31);

    await user.click(screen.getByRole('button', { name: 'Download these figures (CSV)' }));
    const [filename, rows] = mockedDownload.mock.calls[0]!;
    expect(filename).toBe(`demand-${addDays(today, -29)}-to-${today}.csv`);
    expect(rows[0]).toContain('Quote requests');
    expect(rows.at(-1)).toEqual([today, today, 4, 3, 1, 75, 6, 3, 75, 30, null]);
  });

  it('changes the range in the URL and reads the longer range', async () => {
    mockedDays.mockResolvedValue([]);
    const user = userEvent.setup();
    renderApp('/admin/analytics', { profile: makeProfile('admin') });
    await user.click(await screen.findByRole('radio', { name: /Last 90 days/ }));
    await vi.waitFor(() => expect(mockedDays).toHaveBeenLastCalledWith(addDays(today, -89)));
    expect(await screen.findByText('No service had a request in this range.')).toBeInTheDocument();
    const periods = screen.getByRole('table', { name: /Demand by period/ });
    expect(within(periods).getAllByRole('row').length).toBeLessThanOrEqual(15);
  });

  it('is not for companies', async () => {
    renderApp('/admin/analytics', { profile: makeProfile('company') });
    expect(await findPageHeading()).not.toHaveTextContent('Analytics');
    expect(mockedDays).not.toHaveBeenCalled();
  });
});

describe('/admin/analytics/service/:slug', () => {
  it('shows one service over time and by area, with the companies covering it', async () => {
    mockedServiceDays.mockResolvedValue([{ ...plumber, day: today }]);
    renderApp('/admin/analytics/service/plumber?range=90', { profile: makeProfile('admin') });
    expect(await findPageHeading()).toHaveTextContent('Plumber: demand');
    expect(mockedServiceDays).toHaveBeenCalledWith('plumber', addDays(today, -89));
    expect(await screen.findByRole('status')).toHaveTextContent('5 companies covering it');
    expect(screen.getByRole('radio', { name: /Last 90 days/ })).toBeChecked();
    const areas = screen.getByRole('table', { name: /by postcode area/ });
    expect(within(areas).getByRole('row', { name: /LS/ })).toHaveTextContent('3');
  });

  it('answers not found for a service that does not exist', async () => {
    mockedServiceDays.mockResolvedValue([]);
    renderApp('/admin/analytics/service/no-such-service', { profile: makeProfile('admin') });
    expect(
      await screen.findByRole('heading', { level: 1, name: /Page Not Found/ }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /Last 30 days/ })).toBeNull();
  });
});
