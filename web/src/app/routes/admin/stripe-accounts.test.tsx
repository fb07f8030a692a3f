import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { fetchConnectAccounts } from '@/features/admin-billing/api/admin-billing-data';
import {
  makeConnectAccount,
  makeCursor,
  rowCells,
} from '@/features/admin-billing/testing/admin-billing-fixtures';
import { findPageHeading, makeProfile, renderApp } from '@/testing/test-utils';

vi.mock('@/features/admin-billing/api/admin-billing-data', () => ({
  fetchConnectAccounts: vi.fn(),
}));

const admin = makeProfile('admin');

const ACCOUNTS = [
  makeConnectAccount(),
  makeConnectAccount({
    companyId: 'company-new',
    accountId: 'acct_1NewCo',
    companyName: 'NewCo Electrical',
    status: 'onboarding',
    detailsSubmitted: false,
    chargesEnabled: false,
    payoutsEnabled: false,
    requirementsDue: ['external_account', 'individual.dob.day', 'tos_acceptance.date'],
    createdAt: new Date('2026-09-15T09:00:00Z'),
  }),
];

beforeEach(() => {
  vi.mocked(fetchConnectAccounts).mockResolvedValue({ items: ACCOUNTS, next: null });
});

afterEach(() => {
  vi.clearAllMocks();
});

const table = () => screen.findByRole('table', { name: 'Connected Stripe accounts, newest first' });

describe('/admin/stripe-accounts', () => {
  it('lists every connected account with its state, each linking to its detail', async () => {
    renderApp('/admin/stripe-accounts', { profile: admin });
    expect(await findPageHeading()).toHaveTextContent('Stripe accounts');
    const rows = within(await table()).getAllByRole('row');
    expect(rows.map(rowCells)).toEqual([
      ['Company', 'Account', 'Status', 'Charges', 'Payouts', 'Requirements due', 'Created'],
      [
        'Acme Plumbing',
        'acct_1AcmePlumbing',
        'Payouts enabled',
        'Enabled',
        'Enabled',
        '0',
        '2 October 2026',
      ],
      [
        'NewCo Electrical',
        'acct_1NewCo',
        'Setting up',
        'Not enabled',
        'Not enabled',
        '3',
        '15 September 2026',
      ],
    ]);
    expect(within(rows[2]!).getByRole('link', { name: 'NewCo Electrical' })).toHaveAttribute(
      'href',
      '/admin/stripe-accounts/acct_1NewCo',
    );
    expect(fetchConnectAccounts).toHaveBeenCalledWith({}, null);
  });

  it('filters by status through the URL', async () => {
    const { user, router } = renderApp('/admin/stripe-accounts', { profile: admin });
    await table();
    const status = screen.getByRole('combobox', { name: 'Status' });
    expect(
      within(status)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All statuses', 'Setting up', 'Action needed', 'Payouts enabled', 'Rejected']);

    vi.mocked(fetchConnectAccounts).mockResolvedValue({ items: [], next: null });
    await user.selectOptions(status, 'restricted');
    await waitFor(() =>
      expect(fetchConnectAccounts).toHaveBeenLastCalledWith({ status: 'restricted' }, null),
    );
    expect(router.state.location.search).toBe('?status=restricted');
    expect(await screen.findByText('No connected accounts have this status.')).toBeInTheDocument();
  });

  it('pages through the accounts', async () => {
    const cursor = makeCursor('company-new');
    vi.mocked(fetchConnectAccounts).mockImplementation(async (_filters, after) =>
      after
        ? {
            items: [makeConnectAccount({ companyName: 'Older Roofing', accountId: 'acct_1Old' })],
            next: null,
          }
        : { items: ACCOUNTS, next: cursor },
    );
    const { user } = renderApp('/admin/stripe-accounts', { profile: admin });
    await table();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('link', { name: 'Older Roofing' })).toBeInTheDocument();
    expect(fetchConnectAccounts).toHaveBeenLastCalledWith({}, cursor);
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(await screen.findByRole('link', { name: 'Acme Plumbing' })).toBeInTheDocument();
  });

  it('says so when there are none, and when they cannot be loaded', async () => {
    vi.mocked(fetchConnectAccounts).mockResolvedValueOnce({ items: [], next: null });
    const { unmount } = renderApp('/admin/stripe-accounts', { profile: admin });
    expect(
      await screen.findByText('No company has started setting up payouts yet.'),
    ).toBeInTheDocument();
    unmount();

    vi.mocked(fetchConnectAccounts).mockRejectedValue(new Error('permission-denied'));
    renderApp('/admin/stripe-accounts', { profile: admin });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not load the connected accounts.',
    );
  });
});
