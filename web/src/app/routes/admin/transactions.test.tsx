import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import {
  fetchAllTransactions,
  fetchTransactions,
  fetchTransactionTotals,
} from '@/features/admin-billing/api/admin-billing-data';
import {
  captureDownloads,
  makeCursor,
  makeTransaction,
  rowCells,
} from '@/features/admin-billing/testing/admin-billing-fixtures';
import { findPageHeading, makeProfile, renderApp } from '@/testing/test-utils';

vi.mock('@/features/admin-billing/api/admin-billing-data', () => ({
  fetchTransactions: vi.fn(),
  fetchAllTransactions: vi.fn(),
  fetchTransactionTotals: vi.fn(),
}));

const admin = makeProfile('admin');

const TRANSACTIONS = [
  makeTransaction(),
  makeTransaction({
    id: 'ii_1Extra',
    type: 'extra-lead',
    status: 'pending',
    amountPence: 350,
    description: 'Extra lead: boiler repair in LS6',
    stripeObjectId: 'ii_1Extra',
    occurredAt: new Date('2026-11-21T16:30:00Z'),
  }),
  makeTransaction({
    id: 'in_1Failed',
    status: 'failed',
    companyId: 'company-late',
    companyName: 'Late Payment Plumbing',
    amountPence: 3480,
    description: 'Starter plan, November 2026',
    stripeObjectId: 'in_1Failed',
    occurredAt: new Date('2026-11-20T10:00:00Z'),
  }),
];

beforeEach(() => {
  vi.mocked(fetchTransactions).mockResolvedValue({ items: TRANSACTIONS, next: null });
  vi.mocked(fetchTransactionTotals).mockResolvedValue({ count: 3, amountPence: 10_910 });
});

afterEach(() => {
  vi.clearAllMocks();
  vi.restoreAllMocks();
});

const table = () => screen.findByRole('table', { name: 'Transactions, newest first' });
const totals = () => screen.getByRole('group', { name: 'Totals for these filters' });

describe('/admin/transactions', () => {
  it('lists the money movements, newest first, with their Stripe ids and the totals', async () => {
    renderApp('/admin/transactions', { profile: admin });
    expect(await findPageHeading()).toHaveTextContent('Transactions');
    const rows = within(await table()).getAllByRole('row');
    expect(rows.map(rowCells)).toEqual([
      ['Date', 'Type', 'Company', 'Description', 'Amount', 'Status', 'Stripe id'],
      [
        '22 November 2026',
        'Subscription payment',
        'Acme Plumbing',
        'Professional plan, November 2026',
        '£70.80',
        'Succeeded',
        'in_1Renewal',
      ],
      [
        '21 November 2026',
        'Extra lead',
        'Acme Plumbing',
        'Extra lead: boiler repair in LS6',
        '£3.50',
        'Pending',
        'ii_1Extra',
      ],
      [
        '20 November 2026',
        'Subscription payment',
        'Late Payment Plumbing',
        'Starter plan, November 2026',
        '£34.80',
        'Failed',
        'in_1Failed',
      ],
    ]);
    expect(within(rows[1]!).getByText('in_1Renewal').tagName).toBe('CODE');
    expect(fetchTransactions).toHaveBeenCalledWith({}, null);
    await waitFor(() => expect(totals()).toHaveTextContent('Transactions3'));
    expect(totals()).toHaveTextContent('Total amount£109.10');
  });

  it('filters by type, status, company and dates, through the URL', async () => {
    const { user, router } = renderApp('/admin/transactions', { profile: admin });
    await table();
    const filters = screen.getByRole('form', { name: 'Filter transactions' });

    vi.mocked(fetchTransactions).mockResolvedValue({ items: [], next: null });
    await user.selectOptions(within(filters).getByRole('combobox', { name: 'Type' }), 'extra-lead');
    await waitFor(() =>
      expect(fetchTransactions).toHaveBeenLastCalledWith({ type: 'extra-lead' }, null),
    );
    expect(await screen.findByText('No transactions match these filters.')).toBeInTheDocument();
    await user.selectOptions(within(filters).getByRole('combobox', { name: 'Status' }), 'failed');

    await user.type(within(filters).getByRole('textbox', { name: 'Company id' }), 'company-late');
    fireEvent.change(within(filters).getByLabelText('From'), { target: { value: '2026-11-01' } });
    fireEvent.change(within(filters).getByLabelText('To'), { target: { value: '2026-11-30' } });
    await user.click(within(filters).getByRole('button', { name: 'Apply' }));

    const expected = {
      type: 'extra-lead',
      status: 'failed',
      companyId: 'company-late',
      from: '2026-11-01',
      to: '2026-11-30',
    };
    await waitFor(() => expect(fetchTransactions).toHaveBeenLastCalledWith(expected, null));
    expect(fetchTransactionTotals).toHaveBeenLastCalledWith(expected);
    expect(router.state.location.search).toBe(
      '?type=extra-lead&status=failed&company=company-late&from=2026-11-01&to=2026-11-30',
    );

    await user.click(within(filters).getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    // The form follows the URL on the next render.
    await waitFor(() =>
      expect(within(filters).getByRole('textbox', { name: 'Company id' })).toHaveValue(''),
    );
  });

  it('opens with the filters a link carries, ignoring malformed ones', async () => {
    renderApp('/admin/transactions?company=company-acme&from=yesterday&type=bitcoin', {
      profile: admin,
    });
    await table();
    expect(fetchTransactions).toHaveBeenCalledWith({ companyId: 'company-acme' }, null);
    expect(screen.getByRole('textbox', { name: 'Company id' })).toHaveValue('company-acme');
  });

  it('pages forward and back', async () => {
    const cursor = makeCursor('in_1Failed');
    vi.mocked(fetchTransactions).mockImplementation(async (_filters, after) =>
      after
        ? {
            items: [makeTransaction({ id: 'po_1', stripeObjectId: 'po_1', type: 'payout' })],
            next: null,
          }
        : { items: TRANSACTIONS, next: cursor },
    );
    const { user } = renderApp('/admin/transactions', { profile: admin });
    await table();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('po_1')).toBeInTheDocument();
    expect(fetchTransactions).toHaveBeenLastCalledWith({}, cursor);
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(await screen.findByText('ii_1Extra')).toBeInTheDocument();
  });

  it('downloads the filtered transactions as CSV, neutralising formulas', async () => {
    const downloads = captureDownloads();
    vi.mocked(fetchAllTransactions).mockResolvedValue([
      TRANSACTIONS[0]!,
      makeTransaction({
        id: 'ii_2',
        type: 'extra-lead',
        companyName: '@Evil, "Trading" Ltd',
        description: '+cmd',
        amountPence: 350,
        stripeObjectId: 'ii_2',
      }),
    ]);
    const { user } = renderApp('/admin/transactions?type=extra-lead', { profile: admin });
    await table();
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(fetchAllTransactions).toHaveBeenCalledWith({ type: 'extra-lead' });
    expect(downloads[0]!.filename).toMatch(/^transactions-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(await downloads[0]!.text()).toBe(
      '\uFEFFDate,Type,Company,Company id,Description,Amount (GBP),Status,Stripe id\r\n' +
        '2026-11-22,Subscription payment,Acme Plumbing,company-acme,"Professional plan, November 2026",70.80,Succeeded,in_1Renewal\r\n' +
        '2026-11-22,Extra lead,"\'@Evil, ""Trading"" Ltd",company-acme,\'+cmd,3.50,Succeeded,ii_2\r\n',
    );
  });

  it('says so when nothing has moved yet, and when the list cannot be loaded', async () => {
    vi.mocked(fetchTransactions).mockResolvedValueOnce({ items: [], next: null });
    vi.mocked(fetchTransactionTotals).mockResolvedValueOnce({ count: 0, amountPence: 0 });
    const { unmount } = renderApp('/admin/transactions', { profile: admin });
    expect(await screen.findByText('No money has moved through Stripe yet.')).toBeInTheDocument();
    unmount();

    vi.mocked(fetchTransactions).mockRejectedValue(new Error('permission-denied'));
    vi.mocked(fetchTransactionTotals).mockRejectedValue(new Error('permission-denied'));
    renderApp('/admin/transactions', { profile: admin });
    expect(await screen.findByText(/We could not load the transactions\./)).toBeInTheDocument();
    expect(await screen.findByText(/We could not add up the transactions\./)).toBeInTheDocument();
  });
});
