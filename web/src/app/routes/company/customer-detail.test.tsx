import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { fetchSubscription } from '@/features/billing/api/billing-data';
import { makeSubscription } from '@/features/billing/testing/make-subscription';
import {
  fetchCompanyCustomer,
  fetchCustomerDocuments,
  updateCompanyCustomer,
} from '@/features/company-customers/api/company-customers-data';
import {
  makeCustomer,
  makeCustomerDocument,
} from '@/features/company-customers/testing/make-customer';
import { findPageHeading, makeProfile, renderApp } from '@/testing/test-utils';

vi.mock('@/features/billing/api/billing-data', () => ({ fetchSubscription: vi.fn() }));
vi.mock(
  '@/features/company-customers/api/company-customers-data',
  () => import('./customers-data-mock'),
);

const COMPANY = makeProfile('company', { id: 'company-uid', businessName: 'Brightwater' });
const ALICE = makeCustomer({
  invoicedPence: 173_450,
  paidPence: 123_450,
  lastContactAt: new Date('2026-11-18T10:00:00Z'),
});

function renderDetail(id = 'customer-1') {
  return renderApp(`/company/customers/${id}`, { profile: COMPANY });
}

beforeEach(() => {
  vi.clearAllMocks();
  sessionStorage.clear();
  vi.mocked(fetchSubscription).mockResolvedValue(
    makeSubscription({ currentPeriodEnd: new Date(Date.now() + 20 * 86_400_000) }),
  );
  vi.mocked(fetchCompanyCustomer).mockResolvedValue(ALICE);
  vi.mocked(fetchCustomerDocuments).mockResolvedValue([
    makeCustomerDocument({ status: 'part-paid', paidPence: 23_450 }),
    makeCustomerDocument({
      id: 'document-2',
      kind: 'quote',
      status: 'accepted',
      number: 'Q-0003',
      totalPence: 50_000,
      date: new Date('2026-11-02T10:00:00Z'),
    }),
    makeCustomerDocument({
      id: 'document-3',
      kind: 'quote',
      status: 'draft',
      number: null,
      totalPence: 999,
      date: new Date('2026-11-01T10:00:00Z'),
    }),
  ]);
  vi.mocked(updateCompanyCustomer).mockResolvedValue();
});

describe('/company/customers/:id', () => {
  it('shows the customer’s details and documents, with links to write them a new one', async () => {
    renderDetail();
    expect(await findPageHeading()).toHaveTextContent('Customer');
    const details = await screen.findByRole('region', { name: 'Alice Hargreaves' });
    expect(details).toHaveTextContent('Emailalice@example.com');
    expect(details).toHaveTextContent('Phone07700 900123');
    expect(details).toHaveTextContent('Address12 Park Lane, Leeds, LS6 2AB');
    expect(details).toHaveTextContent('SourceAdded by you');
    expect(details).toHaveTextContent(
      'Last contact18 November 2026Invoiced£1,734.50Paid£1,234.50 (£500.00 outstanding)',
    );

    const rows = within(
      await screen.findByRole('table', { name: 'Their quotes and invoices, newest first' }),
    ).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'NumberKindStatusTotalPaid by cardDate',
      'INV-0007InvoicePart paid£1,234.50£234.5018 Nov 2026',
      'Q-0003QuoteAccepted£500.00—2 Nov 2026',
      'Draft quoteQuoteDraft£9.99—1 Nov 2026',
    ]);
    expect(within(rows[1]!).getByRole('link', { name: 'Preview INV-0007' })).toHaveAttribute(
      'href',
      '/document/document-1',
    );
    expect(fetchCustomerDocuments).toHaveBeenCalledWith('company-uid', 'customer-1');

    expect(screen.getByRole('link', { name: 'New quote' })).toHaveAttribute(
      'href',
      '/company/invoices/new?kind=quote&customer=customer-1',
    );
    expect(screen.getByRole('link', { name: 'New invoice' })).toHaveAttribute(
      'href',
      '/company/invoices/new?customer=customer-1',
    );
  });

  it('edits a customer the company added, checking the phone and postcode', async () => {
    const { user } = renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Edit details' }));
    const form = within(await screen.findByRole('form', { name: 'Edit Alice Hargreaves' }));
    await user.clear(form.getByRole('textbox', { name: /Postcode/ }));
    await user.type(form.getByRole('textbox', { name: /Postcode/ }), 'LS6');
    await user.clear(form.getByRole('textbox', { name: /Phone/ }));
    await user.type(form.getByRole('textbox', { name: /Phone/ }), '999');
    await user.click(form.getByRole('button', { name: 'Save customer' }));
    expect(await form.findByText('Enter a full UK postcode, such as SW1A 1AA.')).toBeVisible();
    expect(form.getByText('Enter a UK phone number, such as 07700 900123.')).toBeVisible();
    expect(updateCompanyCustomer).not.toHaveBeenCalled();

    await user.clear(form.getByRole('textbox', { name: /Postcode/ }));
    await user.type(form.getByRole('textbox', { name: /Postcode/ }), 'ls6 3cd');
    await user.clear(form.getByRole('textbox', { name: /Phone/ }));
    await user.click(form.getByRole('button', { name: 'Save customer' }));
    await waitFor(() =>
      expect(updateCompanyCustomer).toHaveBeenCalledWith('customer-1', {
        name: 'Alice Hargreaves',
        email: 'alice@example.com',
        phone: '',
        address: { line1: '12 Park Lane', line2: '', town: 'Leeds', postcode: 'LS6 3CD' },
      }),
    );
    expect(await screen.findByRole('button', { name: 'Edit details' })).toBeVisible();
  });

  it('keeps a customer from a lead as it came', async () => {
    vi.mocked(fetchCompanyCustomer).mockResolvedValue(
      makeCustomer({ source: 'lead', leadId: 'lead-1', uid: 'customer-uid' }),
    );
    renderDetail();
    const details = await screen.findByRole('region', { name: 'Alice Hargreaves' });
    expect(details).toHaveTextContent('SourceFrom a lead');
    expect(details).toHaveTextContent('cannot be changed here');
    expect(screen.queryByRole('button', { name: 'Edit details' })).not.toBeInTheDocument();
  });

  it('says when the customer has no documents yet', async () => {
    vi.mocked(fetchCustomerDocuments).mockResolvedValue([]);
    renderDetail();
    expect(
      await screen.findByText('You have not written them a quote or an invoice yet.'),
    ).toBeVisible();
  });

  it('says the customer was not found for an unknown id', async () => {
    vi.mocked(fetchCompanyCustomer).mockResolvedValue(null);
    renderDetail('nobody');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not find that customer.');
    expect(within(alert).getByRole('link', { name: 'Back to your customers' })).toHaveAttribute(
      'href',
      '/company/customers',
    );
    expect(fetchCompanyCustomer).toHaveBeenCalledWith('nobody');
    expect(fetchCustomerDocuments).not.toHaveBeenCalled();
    expect(screen.queryByRole('link', { name: 'New quote' })).not.toBeInTheDocument();
  });
});
