import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import {
  fetchInvoiceTotals,
  sendDocumentReminder,
  voidDocument,
} from '@/features/documents/api/documents-data';
import { makeDocument } from '@/features/documents/testing/make-document';
import {
  COMPANY,
  lastWatch,
  mockDocumentsPages,
  row,
  serveDocuments,
} from './documents-test-support';
import { CallFunctionError } from '@/lib/call-function';
import { findPageHeading, renderApp } from '@/testing/test-utils';

vi.mock('@/features/billing/api/billing-data', () => ({ fetchSubscription: vi.fn() }));
vi.mock('@/features/documents/api/documents-data', () => import('./documents-data-mock'));

mockDocumentsPages();

describe('/company/invoices', { timeout: 20_000 }, () => {
  it('lists the invoices with their status, total in pounds and pence, and dates', async () => {
    serveDocuments([
      makeDocument(),
      makeDocument({
        id: 'doc-2',
        number: null,
        status: 'draft',
        sentAt: null,
        totals: { subtotalPence: 100000, vatBreakdown: [], vatPence: 0, totalPence: 123456 },
      }),
    ]);
    renderApp('/company/invoices', { profile: COMPANY });
    expect(await findPageHeading()).toHaveTextContent('Invoices');
    const table = await screen.findByRole('table', { name: 'Your invoices' });
    expect(within(table).getByRole('columnheader', { name: 'Total' })).toHaveAttribute(
      'scope',
      'col',
    );
    expect(row('INV-0001').getByText('Sent')).toBeInTheDocument();
    expect(row('INV-0001').getByText('£144.00')).toBeInTheDocument();
    expect(
      row('INV-0001').getByText('Sent 2 November 2026, due 16 November 2026'),
    ).toBeInTheDocument();
    expect(row('Draft').getByText('£1,234.56')).toBeInTheDocument();
    expect(row('Draft').getByRole('link', { name: /Edit/ })).toHaveAttribute(
      'href',
      '/company/invoices/new?kind=invoice&document=doc-2',
    );
    expect(row('INV-0001').queryByRole('link', { name: /Edit/ })).not.toBeInTheDocument();
    expect(row('INV-0001').getByRole('link', { name: /Open/ })).toHaveAttribute(
      'href',
      '/document/doc-1',
    );
    expect(screen.getByRole('link', { name: 'New invoice' })).toHaveAttribute(
      'href',
      '/company/invoices/new',
    );
    expect(lastWatch()).toEqual({ kind: 'invoice', count: 25 });
  });

  it('narrows the list and the totals by status and search', async () => {
    vi.mocked(fetchInvoiceTotals).mockResolvedValue({
      outstandingPence: 250050,
      overduePence: 40000,
      paidThisMonthPence: 120000,
    });
    const { user } = renderApp('/company/invoices', { profile: COMPANY });
    const totals = within(await screen.findByRole('region', { name: 'Invoice totals' }));
    expect(await totals.findByText('£2,500.50')).toBeInTheDocument();
    expect(totals.getByText('£400.00')).toBeInTheDocument();
    expect(totals.getByText('£1,200.00')).toBeInTheDocument();
    expect(
      screen.getByText(/Outstanding counts invoices sent and not yet paid in full/),
    ).toBeInTheDocument();
    expect(fetchInvoiceTotals).toHaveBeenLastCalledWith('company-uid', {});
    // Only invoices: no kind filter on this page.
    expect(screen.queryByLabelText('Kind')).not.toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Status'), 'Overdue');
    await waitFor(() =>
      expect(lastWatch()).toEqual({ kind: 'invoice', status: 'overdue', count: 25 }),
    );
    await waitFor(() =>
      expect(fetchInvoiceTotals).toHaveBeenLastCalledWith('company-uid', { status: 'overdue' }),
    );

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'inv-00');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(lastWatch()).toEqual({
        kind: 'invoice',
        status: 'overdue',
        search: 'inv-00',
        count: 25,
      }),
    );
    expect(fetchInvoiceTotals).toHaveBeenLastCalledWith('company-uid', {
      status: 'overdue',
      search: 'inv-00',
    });
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    await waitFor(() =>
      expect(lastWatch()).toEqual({ kind: 'invoice', status: 'overdue', count: 25 }),
    );
  });

  it('grows the live list with "Show more"', async () => {
    serveDocuments([makeDocument()], true);
    const { user } = renderApp('/company/invoices', { profile: COMPANY });
    await user.click(await screen.findByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(lastWatch()).toEqual({ kind: 'invoice', count: 50 }));
  });

  it('sends a reminder for an unpaid invoice and says so', async () => {
    serveDocuments([makeDocument({ status: 'overdue' })]);
    vi.mocked(sendDocumentReminder).mockResolvedValue({ sent: true });
    const { user } = renderApp('/company/invoices', { profile: COMPANY });
    await screen.findByRole('table', { name: 'Your invoices' });
    await user.click(row('INV-0001').getByRole('button', { name: 'Send a reminder for INV-0001' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'A reminder for INV-0001 was sent to jane@example.com.',
    );
    expect(sendDocumentReminder).toHaveBeenCalledWith('doc-1');
  });

  it('shows why a reminder was refused', async () => {
    serveDocuments([makeDocument()]);
    vi.mocked(sendDocumentReminder).mockRejectedValue(
      new CallFunctionError('A reminder was sent today already.', { code: 'failed-precondition' }),
    );
    const { user } = renderApp('/company/invoices', { profile: COMPANY });
    await screen.findByRole('table', { name: 'Your invoices' });
    await user.click(row('INV-0001').getByRole('button', { name: /Send a reminder/ }));
    expect(await screen.findByText('A reminder was sent today already.')).toBeInTheDocument();
  });

  it('voids an invoice with a reason once confirmed', async () => {
    serveDocuments([makeDocument()]);
    vi.mocked(voidDocument).mockResolvedValue({ documentId: 'doc-1' });
    const { user } = renderApp('/company/invoices', { profile: COMPANY });
    await screen.findByRole('table', { name: 'Your invoices' });
    await user.click(row('INV-0001').getByRole('button', { name: 'Void INV-0001' }));
    const form = within(screen.getByRole('form', { name: 'Void INV-0001' }));
    await user.click(form.getByRole('button', { name: 'Void invoice' }));
    expect(await form.findByText('Say why the invoice is void.')).toBeInTheDocument();
    await user.type(form.getByLabelText('Why is INV-0001 void?'), 'Raised twice by mistake');
    await user.click(form.getByRole('button', { name: 'Void invoice' }));
    const dialog = await screen.findByRole('alertdialog', {}, { timeout: 3000 });
    expect(dialog).toHaveTextContent('Void INV-0001?');
    expect(voidDocument).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Void invoice' }));
    expect(await screen.findByRole('status')).toHaveTextContent('INV-0001 is void.');
    expect(voidDocument).toHaveBeenCalledWith('doc-1', 'Raised twice by mistake');
  });

  it('offers no reminder or void for paid and void invoices', async () => {
    serveDocuments([
      makeDocument({ status: 'paid', amountPaidPence: 14400 }),
      makeDocument({ id: 'doc-3', number: 'INV-0003', status: 'void' }),
    ]);
    renderApp('/company/invoices', { profile: COMPANY });
    await screen.findByRole('table', { name: 'Your invoices' });
    for (const number of ['INV-0001', 'INV-0003']) {
      expect(
        row(number).queryByRole('button', { name: /Send a reminder/ }),
      ).not.toBeInTheDocument();
      expect(row(number).queryByRole('button', { name: /^Void/ })).not.toBeInTheDocument();
      expect(row(number).getByRole('button', { name: /Duplicate/ })).toBeInTheDocument();
    }
  });
});
