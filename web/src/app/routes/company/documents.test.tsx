import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { convertQuoteToInvoice, duplicateDocument } from '@/features/documents/api/documents-data';
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

const ACCEPTED_QUOTE = makeDocument({
  id: 'quote-1',
  kind: 'quote',
  number: 'Q-0001',
  status: 'accepted',
  depositPercent: 25,
  dueDate: null,
  validUntil: new Date('2026-12-02T00:00:00Z'),
});

describe('/company/documents', { timeout: 20_000 }, () => {
  it('lists quotes and invoices, with the kind, and buttons for new ones', async () => {
    serveDocuments([ACCEPTED_QUOTE, makeDocument()]);
    renderApp('/company/documents', { profile: COMPANY });
    expect(await findPageHeading()).toHaveTextContent('Documents');
    await screen.findByRole('table', { name: 'Your quotes and invoices' });
    expect(row('Q-0001').getByText('Quote')).toBeInTheDocument();
    expect(row('Q-0001').getByText('Accepted')).toBeInTheDocument();
    expect(row('Q-0001').getByText(/valid until 2 December 2026/)).toBeInTheDocument();
    expect(row('INV-0001').getByText('Invoice')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New quote' })).toHaveAttribute(
      'href',
      '/company/invoices/new?kind=quote',
    );
    expect(screen.getByRole('link', { name: 'New invoice' })).toHaveAttribute(
      'href',
      '/company/invoices/new',
    );
    expect(lastWatch()).toEqual({ count: 25 });
  });

  it('filters by kind, keeping only the statuses of that kind', async () => {
    const { user } = renderApp('/company/documents', { profile: COMPANY });
    await screen.findByText('You have no quotes or invoices yet.');
    await user.selectOptions(screen.getByLabelText('Status'), 'Paid');
    await waitFor(() => expect(lastWatch()).toEqual({ status: 'paid', count: 25 }));
    await user.selectOptions(screen.getByLabelText('Kind'), 'Quotes');
    await waitFor(() => expect(lastWatch()).toEqual({ kind: 'quote', count: 25 }));
    const statuses = within(screen.getByLabelText('Status'));
    expect(statuses.getByRole('option', { name: 'Accepted' })).toBeInTheDocument();
    expect(statuses.queryByRole('option', { name: 'Paid' })).not.toBeInTheDocument();
    // Invoice totals are not about quotes.
    expect(screen.queryByRole('region', { name: 'Invoice totals' })).not.toBeInTheDocument();
    expect(screen.getByText('Nothing matches these filters.')).toBeInTheDocument();
  });

  it('converts an accepted quote to an invoice, or a deposit invoice', async () => {
    serveDocuments([ACCEPTED_QUOTE]);
    vi.mocked(convertQuoteToInvoice).mockResolvedValue({ documentId: 'inv-9' });
    const { user } = renderApp('/company/documents', { profile: COMPANY });
    await screen.findByRole('table');
    await user.click(row('Q-0001').getByRole('button', { name: 'Convert to invoice (Q-0001)' }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('An invoice draft was made from Q-0001.');
    expect(within(status).getByRole('link', { name: 'Edit the new draft' })).toHaveAttribute(
      'href',
      '/company/invoices/new?kind=invoice&document=inv-9',
    );
    expect(convertQuoteToInvoice).toHaveBeenLastCalledWith('quote-1', false);

    await user.click(row('Q-0001').getByRole('button', { name: 'Deposit invoice (Q-0001)' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'A deposit invoice draft (25%) was made from Q-0001.',
      ),
    );
    expect(convertQuoteToInvoice).toHaveBeenLastCalledWith('quote-1', true);
  });

  it('offers no conversion for a quote that is not accepted', async () => {
    serveDocuments([{ ...ACCEPTED_QUOTE, status: 'sent' }]);
    renderApp('/company/documents', { profile: COMPANY });
    await screen.findByRole('table');
    expect(row('Q-0001').queryByRole('button', { name: /Convert/ })).not.toBeInTheDocument();
    expect(row('Q-0001').queryByRole('button', { name: /Deposit/ })).not.toBeInTheDocument();
    expect(
      row('Q-0001').queryByRole('button', { name: /Send a reminder/ }),
    ).not.toBeInTheDocument();
  });

  it('duplicates a document, or says why it could not', async () => {
    serveDocuments([ACCEPTED_QUOTE]);
    vi.mocked(duplicateDocument)
      .mockRejectedValueOnce(
        new CallFunctionError('We could not duplicate the document. Please try again.'),
      )
      .mockResolvedValueOnce({ documentId: 'quote-2' });
    const { user } = renderApp('/company/documents', { profile: COMPANY });
    await screen.findByRole('table');
    await user.click(row('Q-0001').getByRole('button', { name: 'Duplicate Q-0001' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not duplicate the document. Please try again.',
    );
    await user.click(row('Q-0001').getByRole('button', { name: 'Duplicate Q-0001' }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Q-0001 was copied to a new draft.');
    expect(within(status).getByRole('link', { name: 'Edit the new draft' })).toHaveAttribute(
      'href',
      '/company/invoices/new?kind=quote&document=quote-2',
    );
    expect(duplicateDocument).toHaveBeenCalledWith('quote-1');
  });
});
