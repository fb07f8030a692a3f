import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { fetchSubscription } from '@/features/billing/api/billing-data';
import {
  createCompanyCustomer,
  fetchCompanyCustomers,
  updateCompanyCustomer,
} from '@/features/company-customers/api/company-customers-data';
import { makeCustomer } from '@/features/company-customers/testing/make-customer';
import { findPageHeading, makeProfile, renderApp } from '@/testing/test-utils';

vi.mock('@/features/billing/api/billing-data', () => ({ fetchSubscription: vi.fn() }));
vi.mock(
  '@/features/company-customers/api/company-customers-data',
  () => import('./customers-data-mock'),
);

const COMPANY = makeProfile('company', { id: 'company-uid', businessName: 'Brightwater' });
const ALICE = makeCustomer();
const BOB = makeCustomer({
  id: 'customer-2',
  name: 'Bob Lister',
  email: 'bob@example.com',
  phone: '',
  address: { line1: '', line2: '', town: 'Bradford', postcode: '' },
  source: 'lead',
  leadId: 'lead-1',
  uid: 'customer-uid',
  invoicedPence: 123_450,
  paidPence: 50_000,
  lastContactAt: new Date('2026-11-22T10:00:00Z'),
});

function renderCustomers() {
  return renderApp('/company/customers', { profile: COMPANY });
}

const addForm = () => screen.findByRole('form', { name: 'Add a customer' });
const table = () => screen.findByRole('table', { name: 'Your customers' });

beforeEach(() => {
  vi.clearAllMocks();
  sessionStorage.clear();
  // No subscription: the page is open to every company.
  vi.mocked(fetchSubscription).mockResolvedValue(null);
  vi.mocked(fetchCompanyCustomers).mockResolvedValue({ items: [BOB, ALICE], next: null });
  vi.mocked(createCompanyCustomer).mockResolvedValue('customer-new');
  vi.mocked(updateCompanyCustomer).mockResolvedValue();
});

describe('/company/customers', () => {
  it('lists the company’s customers with their source, last contact and amounts, linked to each customer’s page', async () => {
    renderCustomers();
    expect(await findPageHeading()).toHaveTextContent('Customers');
    const rows = within(await table()).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent(
      'Bob Listerbob@example.com—BradfordFrom a lead22 Nov 2026£1,234.50£500.00',
    );
    expect(rows[2]).toHaveTextContent(
      'Alice Hargreavesalice@example.com07700 900123LeedsAdded by youNone yet£0.00£0.00',
    );
    expect(within(rows[2]!).getByRole('link', { name: 'Alice Hargreaves' })).toHaveAttribute(
      'href',
      '/company/customers/customer-1',
    );
    // Only customers the company added can be edited.
    expect(within(rows[1]!).queryByRole('button', { name: /Edit/ })).not.toBeInTheDocument();
    expect(within(rows[2]!).getByRole('button', { name: 'Edit Alice Hargreaves' })).toBeEnabled();
    expect(fetchCompanyCustomers).toHaveBeenCalledWith(
      'company-uid',
      { search: '', sort: 'newest' },
      null,
    );
  });

  it('searches by the start of a name and orders by name, and says when nobody matches', async () => {
    const { user } = renderCustomers();
    await table();
    vi.mocked(fetchCompanyCustomers).mockResolvedValue({ items: [], next: null });
    const search = within(screen.getByRole('search', { name: 'Customers' }));
    await user.type(search.getByRole('searchbox', { name: 'Name starts with' }), 'zed');
    await user.click(search.getByRole('button', { name: 'Search' }));

    expect(await screen.findByText('No customers have a name starting with “zed”.')).toBeVisible();
    expect(fetchCompanyCustomers).toHaveBeenLastCalledWith(
      'company-uid',
      { search: 'zed', sort: 'newest' },
      null,
    );
    expect(screen.getByRole('combobox', { name: 'Order' })).toHaveValue('name');
    expect(screen.getByText('Search results are listed by name.')).toBeVisible();

    vi.mocked(fetchCompanyCustomers).mockResolvedValue({ items: [BOB, ALICE], next: null });
    await user.click(search.getByRole('button', { name: 'Clear search' }));
    expect(await table()).toBeVisible();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Order' }), 'name');
    await waitFor(() =>
      expect(fetchCompanyCustomers).toHaveBeenLastCalledWith(
        'company-uid',
        { search: '', sort: 'name' },
        null,
      ),
    );
  });

  it('loads more customers a page at a time', async () => {
    const cursor = {} as never;
    vi.mocked(fetchCompanyCustomers).mockImplementation(async (_uid, _filters, after) =>
      after ? { items: [ALICE], next: null } : { items: [BOB], next: cursor },
    );
    const { user } = renderCustomers();
    expect(within(await table()).getAllByRole('row')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() =>
      expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(3),
    );
    expect(fetchCompanyCustomers).toHaveBeenLastCalledWith(
      'company-uid',
      { search: '', sort: 'newest' },
      cursor,
    );
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('checks a new customer with the shared rules, then adds it with a normalised postcode', async () => {
    const { user } = renderCustomers();
    const form = within(await addForm());
    await user.type(form.getByRole('textbox', { name: 'Name' }), 'Carol Ng');
    await user.type(form.getByRole('textbox', { name: 'Email' }), 'carol@example.com');
    await user.type(form.getByRole('textbox', { name: /Phone/ }), '12345');
    await user.type(form.getByRole('textbox', { name: /Postcode/ }), 'NOT A POSTCODE');
    await user.click(form.getByRole('button', { name: 'Add customer' }));

    expect(await form.findByText('Enter a UK phone number, such as 07700 900123.')).toBeVisible();
    expect(form.getByText('Enter a full UK postcode, such as SW1A 1AA.')).toBeVisible();
    expect(form.getByRole('textbox', { name: /Phone/ })).toHaveAttribute('aria-invalid', 'true');
    expect(form.getByRole('textbox', { name: /Postcode/ })).toHaveAttribute('aria-invalid', 'true');
    expect(createCompanyCustomer).not.toHaveBeenCalled();

    await user.clear(form.getByRole('textbox', { name: /Phone/ }));
    await user.type(form.getByRole('textbox', { name: /Phone/ }), '0113 496 0000');
    await user.clear(form.getByRole('textbox', { name: /Postcode/ }));
    await user.type(form.getByRole('textbox', { name: /Postcode/ }), 'ls61ab');
    await user.type(form.getByRole('textbox', { name: /Town/ }), 'Leeds');
    await user.click(form.getByRole('button', { name: 'Add customer' }));

    await waitFor(() =>
      expect(createCompanyCustomer).toHaveBeenCalledWith('company-uid', {
        name: 'Carol Ng',
        email: 'carol@example.com',
        phone: '0113 496 0000',
        address: { line1: '', line2: '', town: 'Leeds', postcode: 'LS6 1AB' },
      }),
    );
    // The form empties for the next customer, and the list is read again.
    await waitFor(() => expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue(''));
    await waitFor(() => expect(fetchCompanyCustomers).toHaveBeenCalledTimes(2));
  });

  it('keeps what was typed in the add form across a reload, until it is saved', async () => {
    const first = renderCustomers();
    const form = within(await addForm());
    await first.user.type(form.getByRole('textbox', { name: 'Name' }), 'Dev Patel');
    await first.user.type(form.getByRole('textbox', { name: /Postcode/ }), 'BD1 1AA');
    first.unmount();

    const second = renderCustomers();
    const restored = within(await addForm());
    expect(restored.getByRole('textbox', { name: 'Name' })).toHaveValue('Dev Patel');
    expect(restored.getByRole('textbox', { name: /Postcode/ })).toHaveValue('BD1 1AA');

    await second.user.type(restored.getByRole('textbox', { name: 'Email' }), 'dev@example.com');
    await second.user.click(restored.getByRole('button', { name: 'Add customer' }));
    await waitFor(() => expect(createCompanyCustomer).toHaveBeenCalledTimes(1));
    second.unmount();

    renderCustomers();
    expect(within(await addForm()).getByRole('textbox', { name: 'Name' })).toHaveValue('');
  });

  it('edits a customer the company added', async () => {
    const { user } = renderCustomers();
    await user.click(within(await table()).getByRole('button', { name: 'Edit Alice Hargreaves' }));
    const form = within(await screen.findByRole('form', { name: 'Edit Alice Hargreaves' }));
    expect(form.getByRole('textbox', { name: /Postcode/ })).toHaveValue('LS6 2AB');
    await user.clear(form.getByRole('textbox', { name: /Phone/ }));
    await user.type(form.getByRole('textbox', { name: /Phone/ }), '07700 900999');
    await user.click(form.getByRole('button', { name: 'Save customer' }));

    await waitFor(() =>
      expect(updateCompanyCustomer).toHaveBeenCalledWith('customer-1', {
        name: 'Alice Hargreaves',
        email: 'alice@example.com',
        phone: '07700 900999',
        address: { line1: '12 Park Lane', line2: '', town: 'Leeds', postcode: 'LS6 2AB' },
      }),
    );
    expect(await addForm()).toBeVisible();
  });

  it('says so when the customers cannot be loaded, and tries again', async () => {
    vi.mocked(fetchCompanyCustomers).mockRejectedValueOnce(new Error('offline'));
    const { user } = renderCustomers();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load your customers.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await table()).toBeVisible();
  });
});
