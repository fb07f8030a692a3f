import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { getCustomerDashboard } from '@/features/dashboards/api/dashboards-data';
import {
  EMPTY_CUSTOMER_DASHBOARD,
  makeCustomerDashboard,
} from '@/features/dashboards/testing/make-dashboards';
import { CallFunctionError } from '@/lib/call-function';
import { findPageHeading, makeProfile, renderApp } from '@/testing/test-utils';

vi.mock('@/features/dashboards/api/dashboards-data', () => ({
  getCustomerDashboard: vi.fn(),
  getCompanyDashboard: vi.fn(),
}));

const CUSTOMER = makeProfile('customer', { id: 'customer-uid' });

const card = (name: string) => within(screen.getByRole('region', { name }));

beforeEach(() => {
  vi.clearAllMocks();
});

describe('/customer', { timeout: 20_000 }, () => {
  it('shows requests and answers, unread messages, the next visit, documents and reviews, from one call', async () => {
    vi.mocked(getCustomerDashboard).mockResolvedValue(makeCustomerDashboard());
    renderApp('/customer', { profile: CUSTOMER });

    expect(await findPageHeading()).toHaveTextContent('Your dashboard');
    await screen.findByRole('region', { name: 'Your requests' });
    expect(getCustomerDashboard).toHaveBeenCalledTimes(1);

    const requests = card('Your requests');
    expect(requests.getByText('2 open requests')).toBeInTheDocument();
    expect(requests.getByRole('link', { name: 'Plumber in LS6' })).toHaveAttribute(
      'href',
      '/customer/quotes/q-1',
    );
    expect(
      requests.getByText('Accepted by Leeds Plumbing; waiting for 2 more companies'),
    ).toBeInTheDocument();
    expect(requests.getByText('Requested 22 November 2026')).toBeInTheDocument();
    expect(requests.getByRole('link', { name: 'All your quotes' })).toHaveAttribute(
      'href',
      '/customer/quotes',
    );

    const messages = card('Messages');
    expect(
      messages.getByText('3 unread messages', { selector: '.visually-hidden' }),
    ).toBeInTheDocument();
    expect(messages.getByRole('link', { name: 'Leeds Plumbing · Plumber' })).toHaveAttribute(
      'href',
      '/customer/chat?c=q-1_company-uid',
    );
    expect(messages.getByText('I can come on Tuesday morning.')).toBeInTheDocument();

    const visit = card('Next appointment');
    expect(visit.getByRole('link', { name: 'Tuesday 24 November 2026, 8–10am' })).toHaveAttribute(
      'href',
      '/customer/appointments?a=ap-1',
    );
    expect(
      visit.getByText('Site visit with Leeds Plumbing, LS6 2AB (Plumber)'),
    ).toBeInTheDocument();

    const documents = card('Quotes and invoices to act on');
    expect(
      documents.getByText('£1,234.50 to pay by 20 November 2026 (overdue)'),
    ).toBeInTheDocument();
    expect(documents.getByRole('link', { name: 'Pay the invoice INV-0001' })).toHaveAttribute(
      'href',
      '/document/doc-1',
    );
    expect(documents.getByRole('link', { name: 'Answer the quote Q-0003' })).toHaveAttribute(
      'href',
      '/document/doc-2',
    );

    const reviews = card('Reviews to write');
    expect(reviews.getByText('1 review to write')).toBeInTheDocument();
    expect(documents.getByText('2 documents')).toBeInTheDocument();
    expect(
      reviews.getByRole('link', { name: 'Review Leeds Plumbing for Plumber' }),
    ).toHaveAttribute('href', '/customer/feedback');
  });

  it('says what to do next where there is nothing yet', async () => {
    vi.mocked(getCustomerDashboard).mockResolvedValue(EMPTY_CUSTOMER_DASHBOARD);
    renderApp('/customer', { profile: CUSTOMER });

    await screen.findByRole('region', { name: 'Your requests' });
    expect(card('Your requests').getByRole('link', { name: 'Request a quote' })).toHaveAttribute(
      'href',
      '/customer/quotes/new',
    );
    expect(card('Messages').getByText('You have no unread messages.')).toBeInTheDocument();
    expect(card('Next appointment').getByText(/Nothing booked yet/)).toBeInTheDocument();
    expect(
      card('Quotes and invoices to act on').getByText(/Nothing to answer or pay/),
    ).toBeInTheDocument();
    expect(card('Reviews to write').getByText(/No reviews waiting/)).toBeInTheDocument();
  });

  it('shows the loading state, then a failure with a retry that loads the dashboard', async () => {
    let fail!: (error: Error) => void;
    vi.mocked(getCustomerDashboard).mockImplementationOnce(
      () => new Promise((_resolve, reject) => (fail = reject)),
    );
    const { user } = renderApp('/customer', { profile: CUSTOMER });

    const loading = await screen.findByText('Loading your dashboard…');
    expect(loading.closest('[role="status"]')).not.toBeNull();
    fail(
      new CallFunctionError('We could not load your dashboard. Please try again.', {
        code: 'unavailable',
      }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load your dashboard.');

    vi.mocked(getCustomerDashboard).mockResolvedValue(makeCustomerDashboard());
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Your requests' })).toBeInTheDocument(),
    );
    expect(getCustomerDashboard).toHaveBeenCalledTimes(2);
  });
});
