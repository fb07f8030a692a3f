import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import {
  createConnectDashboardLink,
  getPayoutsOverview,
} from '@/features/payouts/api/payouts-data';
import {
  makePayout,
  makePayoutsOverview,
  makePayoutsPayment,
  NOT_CONNECTED,
} from '@/features/payouts/testing/make-payouts-overview';
import { CallFunctionError } from '@/lib/call-function';
import { findPageHeading, renderApp } from '@/testing/test-utils';
import { assign, COMPANY, mockConnectPages } from './stripe-connect-test-support';

vi.mock('@/features/billing/api/billing-data', () => ({ fetchSubscription: vi.fn() }));
vi.mock('@/features/payouts/api/payouts-data', () => ({
  watchConnectAccount: vi.fn(),
  startConnectOnboarding: vi.fn(),
  createConnectDashboardLink: vi.fn(),
  getPayoutsOverview: vi.fn(),
}));

mockConnectPages({ watch: false });

const DASHBOARD_URL = 'http://127.0.0.1:12111/express/acct_1';

/** A row of a table, as its header and data cells read. */
const cellsOf = (row: HTMLElement) =>
  [...row.querySelectorAll('th, td')].map((cell) => cell.textContent);

describe('/company/payouts', () => {
  it('shows the balance, the payouts and each card payment with its fee and net', async () => {
    vi.mocked(getPayoutsOverview).mockResolvedValue(
      makePayoutsOverview({
        availablePence: 123_456,
        pendingPence: 4_775,
        payouts: [
          makePayout({ id: 'po_2', amountPence: 8_775, status: 'in_transit' }),
          makePayout({
            id: 'po_1',
            amountPence: 11_700,
            status: 'paid',
            createdAtIso: '2026-11-14T00:00:00.000Z',
            arrivalDateIso: '2026-11-15T00:00:00.000Z',
          }),
        ],
        payments: [
          makePayoutsPayment({
            id: 'pi_2',
            documentId: 'doc-2',
            documentNumber: 'INV-0002',
            customerName: 'Jo Brown',
            refundedPence: 3_000,
            feePence: 225,
            netPence: 8_775,
            status: 'partly-refunded',
            paidAtIso: '2026-11-14T12:00:00.000Z',
          }),
          makePayoutsPayment(),
        ],
      }),
    );
    vi.mocked(createConnectDashboardLink).mockResolvedValue({ url: DASHBOARD_URL });
    const { user } = renderApp('/company/payouts', { profile: COMPANY });

    expect(await findPageHeading()).toHaveTextContent('Payouts');
    const balance = await screen.findByRole('region', { name: 'Your balance' });
    expect(within(balance).getByText('Available now').nextElementSibling).toHaveTextContent(
      '£1,234.56',
    );
    expect(within(balance).getByText('Pending').nextElementSibling).toHaveTextContent('£47.75');

    const payouts = screen.getByRole('table', { name: 'Your latest payouts, newest first' });
    const [, onItsWay, paid] = within(payouts).getAllByRole('row');
    expect(cellsOf(onItsWay!)).toEqual([
      '21 November 2026',
      '£87.75',
      'On its way to your bank',
      '22 November 2026',
    ]);
    expect(cellsOf(paid!)).toEqual([
      '14 November 2026',
      '£117.00',
      'Paid into your bank',
      '15 November 2026',
    ]);

    const payments = screen.getByRole('table', {
      name: 'Card payments from your customers, newest first',
    });
    const [, refunded, whole, total] = within(payments).getAllByRole('row');
    expect(cellsOf(refunded!)).toEqual([
      '14 November 2026',
      'INV-0002',
      'Jo Brown',
      '£120.00',
      '£2.25',
      '£30.00',
      '£87.75',
    ]);
    expect(within(refunded!).getByRole('link', { name: 'INV-0002' })).toHaveAttribute(
      'href',
      '/document/doc-2',
    );
    expect(cellsOf(whole!)).toEqual([
      '13 November 2026',
      'INV-0001',
      'Sam Patel',
      '£120.00',
      '£3.00',
      '–',
      '£117.00',
    ]);
    expect(cellsOf(total!)).toEqual([
      'Total of 2 payments',
      '£240.00',
      '£5.25',
      '£30.00',
      '£204.75',
    ]);
    expect(screen.getByText(/Fixwell's fee is taken from each card payment/)).toBeInTheDocument();
    expect(screen.queryByText(/These are your latest/)).not.toBeInTheDocument();

    await user.click(within(balance).getByRole('button', { name: 'Open Stripe dashboard' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(DASHBOARD_URL));
  });

  it('says when nothing has been paid or paid out yet', async () => {
    vi.mocked(getPayoutsOverview).mockResolvedValue(
      makePayoutsOverview({ pendingPence: 0, payouts: [], payments: [] }),
    );
    renderApp('/company/payouts', { profile: COMPANY });

    expect(await screen.findByText(/^No payouts yet\./)).toBeInTheDocument();
    expect(screen.getByText(/^No card payments yet\./)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says when only the latest payments are listed', async () => {
    const payments = Array.from({ length: 50 }, (_, index) =>
      makePayoutsPayment({ id: `pi_${index}`, documentId: `doc-${index}` }),
    );
    vi.mocked(getPayoutsOverview).mockResolvedValue(makePayoutsOverview({ payments }));
    renderApp('/company/payouts', { profile: COMPANY });

    expect(
      await screen.findByText(
        'These are your latest 50 card payments, and the totals are theirs; your Stripe dashboard has every payment.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Total of 50 payments' })).toBeInTheDocument();
  });

  it('warns when Stripe has paused payouts, with the way to fix it', async () => {
    vi.mocked(getPayoutsOverview).mockResolvedValue(
      makePayoutsOverview({ status: 'restricted', payoutsEnabled: false }),
    );
    renderApp('/company/payouts', { profile: COMPANY });

    expect(
      await screen.findByText(/Stripe has paused your payouts until it has the details it needs/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See what Stripe needs' })).toHaveAttribute(
      'href',
      '/company/stripe-connect',
    );
  });

  it('links a company without payouts to the set-up', async () => {
    vi.mocked(getPayoutsOverview).mockResolvedValue(NOT_CONNECTED);
    renderApp('/company/payouts', { profile: COMPANY });

    expect(
      await screen.findByRole('heading', { name: 'Card payments are not set up yet' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Set up card payments' })).toHaveAttribute(
      'href',
      '/company/stripe-connect',
    );
    expect(screen.queryByRole('region', { name: 'Your balance' })).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says when the payouts cannot be loaded, and tries again', async () => {
    vi.mocked(getPayoutsOverview)
      .mockRejectedValueOnce(
        new CallFunctionError('We could not reach Stripe. Please try again in a moment.', {
          code: 'unavailable',
        }),
      )
      .mockResolvedValue(makePayoutsOverview({ availablePence: 5_000 }));
    const { user } = renderApp('/company/payouts', { profile: COMPANY });

    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('We could not load your payouts.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));

    const balance = await screen.findByRole('region', { name: 'Your balance' });
    expect(within(balance).getByText('Available now').nextElementSibling).toHaveTextContent(
      '£50.00',
    );
  });
});
