import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import {
  getQuoteDrafts,
  getQuoteFunnelDays,
} from '@/features/admin-quote-funnel/api/quote-funnel-data';
import { findPageHeading, makeProfile, renderApp } from '@/testing/test-utils';

// A company sent away lands on its own dashboard, whose subscription guard reads its status.
vi.mock('@/features/billing/api/billing-data', () => ({
  fetchSubscription: vi.fn(async () => null),
}));
vi.mock('@/features/admin-quote-funnel/api/quote-funnel-data', () => ({
  getQuoteFunnelDays: vi.fn(),
  getQuoteDrafts: vi.fn(),
  sendQuoteRecoveryEmail: vi.fn(),
}));
const mockedDays = vi.mocked(getQuoteFunnelDays);
const mockedDrafts = vi.mocked(getQuoteDrafts);

beforeEach(() => {
  mockedDays.mockReset();
  mockedDrafts.mockReset();
});

describe('/admin/analytics/quote-form', () => {
  it('shows admins the funnel with service names from the catalogue', async () => {
    mockedDays.mockResolvedValue([
      {
        day: new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date()),
        steps: { service: { entered: 4, completed: 2 }, submitted: { entered: 1 } },
        services: { plumber: { service: { completed: 2 }, submitted: { entered: 1 } } },
      },
    ]);
    renderApp('/admin/analytics/quote-form', { profile: makeProfile('admin') });
    expect(await findPageHeading()).toHaveTextContent('Quote form analytics');
    await screen.findByRole('table', { name: /by service/ });
    // The catalogue index arrives in its own chunk; the slug stands in until then.
    expect(await screen.findByRole('rowheader', { name: 'Plumber' })).toBeInTheDocument();
  });

  it('is not for customers', async () => {
    renderApp('/admin/analytics/quote-form', { profile: makeProfile('customer') });
    expect(await findPageHeading()).not.toHaveTextContent('Quote form analytics');
    expect(mockedDays).not.toHaveBeenCalled();
  });
});

describe('/admin/quote-recovery', () => {
  it('lists the abandoned drafts for admins', async () => {
    mockedDrafts.mockResolvedValue({
      drafts: [
        {
          id: 'a'.repeat(32),
          email: 'priya@example.co.uk',
          name: 'Priya Shah',
          service: 'plumber',
          serviceName: undefined,
          postcode: 'LS6 2AB',
          lastStep: 'contact',
          leftAt: new Date('2026-11-22T18:00:00Z'),
          recoveryEmailSentAt: undefined,
        },
      ],
      next: undefined,
    });
    renderApp('/admin/quote-recovery', { profile: makeProfile('admin') });
    expect(await findPageHeading()).toHaveTextContent('Quote recovery');
    const table = await screen.findByRole('table', { name: /Abandoned quote requests/ });
    expect(table).toHaveTextContent('priya@example.co.uk');
    expect(table).toHaveTextContent('Plumber');
  });

  it('is not for companies', async () => {
    renderApp('/admin/quote-recovery', { profile: makeProfile('company') });
    expect(await findPageHeading()).not.toHaveTextContent('Quote recovery');
    expect(mockedDrafts).not.toHaveBeenCalled();
  });
});
