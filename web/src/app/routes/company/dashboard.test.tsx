import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { fetchSubscription } from '@/features/billing/api/billing-data';
import { makeSubscription } from '@/features/billing/testing/make-subscription';
import { getCompanyDashboard } from '@/features/dashboards/api/dashboards-data';
import {
  EMPTY_COMPANY_DASHBOARD,
  makeCompanyDashboard,
} from '@/features/dashboards/testing/make-dashboards';
import { CallFunctionError } from '@/lib/call-function';
import { findPageHeading, makeProfile, renderApp } from '@/testing/test-utils';

vi.mock('@/features/billing/api/billing-data', () => ({ fetchSubscription: vi.fn() }));
vi.mock('@/features/dashboards/api/dashboards-data', () => ({
  getCustomerDashboard: vi.fn(),
  getCompanyDashboard: vi.fn(),
}));

const COMPANY = makeProfile('company', { id: 'company-uid' });

const card = (name: string) => within(screen.getByRole('region', { name }));

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(fetchSubscription).mockResolvedValue(
    makeSubscription({ currentPeriodEnd: new Date(Date.now() + 20 * 86_400_000) }),
  );
});

describe('/company', { timeout: 20_000 }, () => {
  it('shows new leads and the allowance, messages, the week ahead, figures and quick links, from one call', async () => {
    vi.mocked(getCompanyDashboard).mockResolvedValue(makeCompanyDashboard());
    renderApp('/company', { profile: COMPANY });

    expect(await findPageHeading()).toHaveTextContent('Company dashboard');
    await screen.findByRole('region', { name: 'New leads' });
    expect(getCompanyDashboard).toHaveBeenCalledTimes(1);

    const leads = card('New leads');
    expect(leads.getByText('2 new leads')).toBeInTheDocument();
    expect(
      leads.getByText(
        '3 of 5 leads left in your Starter plan this period. It renews on 10 December 2026.',
      ),
    ).toBeInTheDocument();
    expect(leads.getByRole('link', { name: 'Plumber in LS6' })).toHaveAttribute(
      'href',
      '/company/leads/q-9_company-uid',
    );
    expect(
      leads.getByText('Within 2 days · 2.5 miles away · received 24 November 2026'),
    ).toBeInTheDocument();
    expect(leads.getByRole('link', { name: 'All leads' })).toHaveAttribute(
      'href',
      '/company/leads',
    );

    const messages = card('Messages');
    expect(messages.getByRole('link', { name: 'Priya Shah · Plumber' })).toHaveAttribute(
      'href',
      '/company/chat?c=q-1_company-uid',
    );

    const today = card('Today');
    expect(today.getByRole('link', { name: '8–10am' })).toHaveAttribute(
      'href',
      '/company/appointments?a=ap-1',
    );
    expect(today.getByText('Site visit with Priya Shah, LS6 2AB')).toBeInTheDocument();
    const week = card('Coming week');
    expect(
      week.getByRole('link', { name: 'Thursday 26 November 2026, 11:30am–1pm' }),
    ).toHaveAttribute('href', '/company/appointments?a=ap-2');
    expect(week.getByText('Job with Sam Patel, LS17 6AA')).toBeInTheDocument();
    expect(week.getByText('Waiting for the customer to confirm')).toBeInTheDocument();

    const figures = card('Your figures');
    expect(figures.getByText('Median first response').nextElementSibling).toHaveTextContent(
      '42 minutes',
    );
    expect(figures.getByText('Typical time to answer a lead').nextElementSibling).toHaveTextContent(
      '1 hour 35 minutes',
    );
    expect(figures.getByText('Rating').nextElementSibling).toHaveTextContent(
      '4.7 out of 5 from 12 reviews',
    );
    expect(figures.getByText('Unpaid invoices').nextElementSibling).toHaveTextContent(
      '£1,234.50 on 2 invoices (1 overdue)',
    );

    const links = card('Quick links');
    expect(
      links.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Leads', '/company/leads'],
      ['Messages', '/company/chat'],
      ['Appointments', '/company/appointments'],
      ['New quote', '/company/invoices/new?kind=quote'],
      ['New invoice', '/company/invoices/new'],
      ['Payouts', '/company/payouts'],
    ]);
  });

  it('says what to do next where there is nothing yet', async () => {
    vi.mocked(getCompanyDashboard).mockResolvedValue(EMPTY_COMPANY_DASHBOARD);
    renderApp('/company', { profile: COMPANY });

    await screen.findByRole('region', { name: 'New leads' });
    expect(card('New leads').getByText(/No new leads right now/)).toBeInTheDocument();
    expect(
      card('New leads').getByText('5 of 5 leads left in your Starter plan this period.'),
    ).toBeInTheDocument();
    expect(card('Messages').getByText('You have no unread messages.')).toBeInTheDocument();
    expect(card('Today').getByText('Nothing booked today.')).toBeInTheDocument();
    expect(card('Coming week').getByRole('link', { name: 'Open your messages' })).toHaveAttribute(
      'href',
      '/company/chat',
    );
    const figures = card('Your figures');
    expect(figures.getByText('Median first response').nextElementSibling).toHaveTextContent(
      'Not measured yet',
    );
    expect(figures.queryByText('Typical time to answer a lead')).not.toBeInTheDocument();
    expect(figures.getByText('Rating').nextElementSibling).toHaveTextContent('No reviews yet');
    expect(figures.getByText('Unpaid invoices').nextElementSibling).toHaveTextContent('None');
  });

  it('shows a failure with a retry', async () => {
    vi.mocked(getCompanyDashboard).mockRejectedValueOnce(
      new CallFunctionError('We could not load your dashboard. Please try again.'),
    );
    const { user } = renderApp('/company', { profile: COMPANY });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load your dashboard.');
    vi.mocked(getCompanyDashboard).mockResolvedValue(makeCompanyDashboard());
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'New leads' })).toBeInTheDocument();
  });
});
