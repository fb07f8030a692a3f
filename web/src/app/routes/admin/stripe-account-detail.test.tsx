import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import {
  fetchConnectAccount,
  listConnectAccountActivity,
} from '@/features/admin-billing/api/admin-billing-data';
import {
  makeConnectAccount,
  tableCells,
} from '@/features/admin-billing/testing/admin-billing-fixtures';
import { CallFunctionError } from '@/lib/call-function';
import { findPageHeading, makeProfile, renderApp } from '@/testing/test-utils';

vi.mock('@/features/admin-billing/api/admin-billing-data', () => ({
  fetchConnectAccount: vi.fn(),
  listConnectAccountActivity: vi.fn(),
}));

const admin = makeProfile('admin');

afterEach(() => {
  vi.clearAllMocks();
});

describe('/admin/stripe-accounts/:id', () => {
  it("shows the account's state, requirements, company and recent transfers and payouts", async () => {
    vi.mocked(fetchConnectAccount).mockResolvedValue(
      makeConnectAccount({
        status: 'restricted',
        payoutsEnabled: false,
        requirementsDue: ['external_account', 'individual.dob.day', 'individual.dob.month'],
        requirementsPastDue: ['individual.verification.document'],
        disabledReason: 'requirements.past_due',
      }),
    );
    vi.mocked(listConnectAccountActivity).mockResolvedValue({
      transfers: [
        {
          id: 'tr_1Job',
          amountPence: 24_355,
          status: 'paid',
          createdAtIso: '2026-11-20T10:00:00.000Z',
          arrivalDateIso: null,
          description: 'Payment for invoice INV-0042',
        },
      ],
      payouts: [],
    });

    renderApp('/admin/stripe-accounts/acct_1AcmePlumbing', { profile: admin });
    await findPageHeading();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Acme Plumbing' }),
    ).toBeInTheDocument();
    expect(fetchConnectAccount).toHaveBeenCalledWith('acct_1AcmePlumbing');

    const state = screen.getByRole('region', { name: 'State' });
    expect(state).toHaveTextContent('Stripe accountacct_1AcmePlumbing');
    expect(state).toHaveTextContent('StatusAction needed');
    expect(state).toHaveTextContent('Card paymentsEnabled');
    expect(state).toHaveTextContent('PayoutsNot enabled');
    expect(state).toHaveTextContent('Disabled becauseRequired information is overdue');
    expect(state).toHaveTextContent('Created2 October 2026');

    const requirements = screen.getByRole('region', { name: 'Requirements' });
    const [due, pastDue] = within(requirements).getAllByRole('list');
    expect(
      within(due!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Bank account for payouts', 'Your date of birth']);
    expect(pastDue).toHaveTextContent('Proof of identity');

    const company = screen.getByRole('region', { name: 'Company' });
    expect(
      within(company).getByRole('link', { name: 'Transactions of Acme Plumbing' }),
    ).toHaveAttribute('href', '/admin/transactions?company=company-acme');

    const transfers = screen.getByRole('region', { name: 'Recent transfers' });
    expect(tableCells(await within(transfers).findByRole('table'))).toEqual([
      ['Date', 'Amount', 'Status', 'Description', 'Stripe id'],
      ['20 November 2026', '£243.55', 'Paid', 'Payment for invoice INV-0042', 'tr_1Job'],
    ]);
    expect(listConnectAccountActivity).toHaveBeenCalledWith('company-acme');
    expect(screen.getByRole('region', { name: 'Recent payouts' })).toHaveTextContent(
      'This account has not been paid out to a bank yet.',
    );
  });

  it('lists payouts with their arrival date, and says when no transfer was made', async () => {
    vi.mocked(fetchConnectAccount).mockResolvedValue(makeConnectAccount());
    vi.mocked(listConnectAccountActivity).mockResolvedValue({
      transfers: [],
      payouts: [
        {
          id: 'po_1Week',
          amountPence: 120_000,
          status: 'in_transit',
          createdAtIso: '2026-11-21T10:00:00.000Z',
          arrivalDateIso: '2026-11-23T00:00:00.000Z',
          description: null,
        },
      ],
    });
    renderApp('/admin/stripe-accounts/acct_1AcmePlumbing', { profile: admin });
    const payouts = await screen.findByRole('region', { name: 'Recent payouts' });
    expect(tableCells(await within(payouts).findByRole('table'))).toEqual([
      ['Date', 'Arrives', 'Amount', 'Status', 'Description', 'Stripe id'],
      ['21 November 2026', '23 November 2026', '£1,200.00', 'On its way', '–', 'po_1Week'],
    ]);
    expect(screen.getByRole('region', { name: 'Recent transfers' })).toHaveTextContent(
      'No transfers have been made to this account yet.',
    );
    expect(screen.getByRole('region', { name: 'Requirements' })).toHaveTextContent(
      'Nothing is due.',
    );
  });

  it("says when Stripe's activity cannot be read", async () => {
    vi.mocked(fetchConnectAccount).mockResolvedValue(makeConnectAccount());
    vi.mocked(listConnectAccountActivity).mockRejectedValue(
      new CallFunctionError('We could not load the transfers and payouts from Stripe.'),
    );
    renderApp('/admin/stripe-accounts/acct_1AcmePlumbing', { profile: admin });
    const transfers = await screen.findByRole('region', { name: 'Recent transfers' });
    await waitFor(() =>
      expect(within(transfers).getByRole('alert')).toHaveTextContent(
        'We could not load the transfers and payouts from Stripe.',
      ),
    );
  });

  it('says so when no account has that id', async () => {
    vi.mocked(fetchConnectAccount).mockResolvedValue(null);
    renderApp('/admin/stripe-accounts/acct_1Nobody', { profile: admin });
    await findPageHeading();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Connected account not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'No company has a connected account acct_1Nobody.',
    );
    expect(screen.getByRole('link', { name: 'All connected accounts' })).toHaveAttribute(
      'href',
      '/admin/stripe-accounts',
    );
    expect(listConnectAccountActivity).not.toHaveBeenCalled();
  });

  it('says when the account cannot be loaded', async () => {
    vi.mocked(fetchConnectAccount).mockRejectedValue(new Error('unavailable'));
    renderApp('/admin/stripe-accounts/acct_1AcmePlumbing', { profile: admin });
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load the account.');
  });
});
