import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import {
  duplicateDocument,
  fetchCompanyCustomer,
  fetchDocumentTemplates,
  fetchTakesCardPayments,
  fetchVatNumber,
  saveDocumentDraft,
  sendDocument,
} from '@/features/documents/api/documents-data';
import { makeCustomer, makeDocument } from '@/features/documents/testing/make-document';
import { COMPANY, mockDocumentsPages, serveDocument } from './documents-test-support';
import { CallFunctionError } from '@/lib/call-function';
import { findPageHeading, renderApp } from '@/testing/test-utils';

vi.mock('@/features/billing/api/billing-data', () => ({ fetchSubscription: vi.fn() }));
vi.mock('@/features/documents/api/documents-data', () => import('./documents-data-mock'));

mockDocumentsPages();

type User = ReturnType<typeof renderApp>['user'];

function line(number: number) {
  return within(screen.getByRole('group', { name: `Line ${number}` }));
}

async function fillLine(
  user: User,
  number: number,
  { description, quantity, price }: { description: string; quantity: string; price: string },
) {
  const fields = line(number);
  await user.type(fields.getByLabelText('Description'), description);
  await user.clear(fields.getByLabelText('Quantity'));
  await user.type(fields.getByLabelText('Quantity'), quantity);
  await user.type(fields.getByLabelText('Unit price (£)'), price);
}

function totals() {
  return within(screen.getByRole('region', { name: 'Totals' }));
}

/** The amount beside a label in the totals. */
function amountOf(label: string | RegExp) {
  return totals().getByText(label).nextElementSibling?.textContent;
}

async function openEditor(url: string) {
  const rendered = renderApp(url, { profile: COMPANY });
  await findPageHeading();
  await screen.findByRole('group', { name: 'Line 1' });
  return rendered;
}

async function chooseCustomer(user: User) {
  const select = screen.getByLabelText('Customer');
  await within(select).findByRole('option', { name: 'Jane Smith (jane@example.com)' });
  await user.selectOptions(select, 'cust-1');
}

// Typing whole lines takes a few seconds on a shared machine.
describe('/company/invoices/new', { timeout: 20_000 }, () => {
  it('adds up the lines as they are typed, VAT per rate, always with pence', async () => {
    const { user } = await openEditor('/company/invoices/new');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('New invoice');

    await fillLine(user, 1, { description: 'Labour', quantity: '2.5', price: '10.10' });
    expect(line(1).getByText('£25.25')).toBeInTheDocument();
    expect(amountOf('Subtotal')).toBe('£25.25');
    expect(amountOf('VAT at 20% on £25.25')).toBe('£5.05');
    expect(amountOf('Total')).toBe('£30.30');

    await user.click(screen.getByRole('button', { name: 'Add a line' }));
    await fillLine(user, 2, { description: 'Insulation', quantity: '1', price: '100' });
    await user.selectOptions(line(2).getByLabelText('VAT rate'), '5%');
    expect(amountOf('Subtotal')).toBe('£125.25');
    expect(amountOf('VAT at 5% on £100.00')).toBe('£5.00');
    expect(amountOf('Total')).toBe('£135.30');
  });

  it('charges no VAT and offers no rate when the company has no VAT number', async () => {
    vi.mocked(fetchVatNumber).mockResolvedValue(null);
    const { user } = await openEditor('/company/invoices/new');
    expect(line(1).queryByLabelText('VAT rate')).not.toBeInTheDocument();
    await fillLine(user, 1, { description: 'Washers', quantity: '0.33', price: '3' });
    expect(amountOf('Subtotal')).toBe('£0.99');
    expect(amountOf('Total')).toBe('£0.99');
    expect(totals().queryByText(/VAT at/)).not.toBeInTheDocument();
    expect(screen.getByText(/No VAT is charged/)).toBeInTheDocument();
  });

  it('says how customers will pay while the company cannot take cards, and only then', async () => {
    const first = await openEditor('/company/invoices/new');
    await waitFor(() => expect(fetchTakesCardPayments).toHaveBeenCalledWith('company-uid'));
    await new Promise((resolve) => setTimeout(resolve, 0)); // the answer renders
    expect(screen.queryByText(/Customers cannot pay by card/)).not.toBeInTheDocument();
    first.unmount();

    vi.mocked(fetchTakesCardPayments).mockResolvedValue(false);
    await openEditor('/company/invoices/new');
    const notice = await screen.findByRole('note');
    expect(notice).toHaveTextContent(
      'Customers cannot pay by card until you set up card payments. Until then, say in the payment terms how to pay you, for example your bank details.',
    );
    expect(within(notice).getByRole('link', { name: 'set up card payments' })).toHaveAttribute(
      'href',
      '/company/stripe-connect',
    );
  });

  it('says what is missing in the shared schema’s words and sends nothing', async () => {
    const { user } = await openEditor('/company/invoices/new');
    await user.clear(line(1).getByLabelText('Quantity'));
    await user.type(line(1).getByLabelText('Quantity'), '1.234');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Choose a customer.')).toBeInTheDocument();
    expect(line(1).getByText('Describe the work or item.')).toBeInTheDocument();
    expect(line(1).getByText('Use at most two decimal places.')).toBeInTheDocument();
    expect(line(1).getByText('Enter a price.')).toBeInTheDocument();
    expect(line(1).getByLabelText('Unit price (£)')).toHaveAttribute('aria-invalid', 'true');
    expect(saveDocumentDraft).not.toHaveBeenCalled();
  });

  it('keeps what was typed through a reload', async () => {
    const first = await openEditor('/company/invoices/new?kind=quote');
    await chooseCustomer(first.user);
    await fillLine(first.user, 1, { description: 'Boiler service', quantity: '1', price: '85.5' });
    await first.user.type(screen.getByLabelText(/Notes/), 'Parts extra.');
    first.unmount();

    await openEditor('/company/invoices/new?kind=quote');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('New quote');
    expect(line(1).getByLabelText('Description')).toHaveValue('Boiler service');
    expect(line(1).getByLabelText('Unit price (£)')).toHaveValue('85.50');
    expect(screen.getByLabelText(/Notes/)).toHaveValue('Parts extra.');
    expect(screen.getByLabelText('Customer')).toHaveValue('cust-1');
    expect(amountOf('Total')).toBe('£102.60');
  });

  it('puts the server’s field errors on the fields', async () => {
    vi.mocked(saveDocumentDraft).mockRejectedValue(
      new CallFunctionError('Check the lines and try again.', {
        code: 'invalid-argument',
        details: { fields: { 'lines.0.description': 'Say what the work is, not just “work”.' } },
      }),
    );
    const { user } = await openEditor('/company/invoices/new');
    await chooseCustomer(user);
    await fillLine(user, 1, { description: 'work', quantity: '1', price: '50' });
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Check the lines and try again.');
    expect(line(1).getByText('Say what the work is, not just “work”.')).toBeInTheDocument();
    expect(line(1).getByLabelText('Description')).toHaveAttribute('aria-invalid', 'true');
  });

  it('saves a draft, then offers its preview in a new tab', async () => {
    vi.mocked(saveDocumentDraft).mockResolvedValue({ documentId: 'doc-new' });
    const { user, router } = await openEditor('/company/invoices/new');
    expect(screen.queryByRole('link', { name: /Preview/ })).not.toBeInTheDocument();
    await chooseCustomer(user);
    await fillLine(user, 1, { description: 'Call-out', quantity: '1', price: '60' });
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    const preview = await screen.findByRole('link', { name: /Preview/ });
    expect(preview).toHaveAttribute('href', '/document/doc-new');
    expect(preview).toHaveAttribute('target', '_blank');
    expect(saveDocumentDraft).toHaveBeenCalledWith({
      kind: 'invoice',
      customerId: 'cust-1',
      lines: [{ description: 'Call-out', quantity: 1, unitPricePence: 6000, vatRate: 2000 }],
      validUntil: null,
      dueDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      depositPercent: null,
      notes: '',
      paymentTerms: '',
      templateId: null,
    });
    expect(router.state.location.search).toBe('?kind=invoice&document=doc-new');
    // A second save updates the same draft.
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() =>
      expect(saveDocumentDraft).toHaveBeenLastCalledWith(
        expect.objectContaining({ documentId: 'doc-new' }),
      ),
    );
  });

  it('sends a quote: saves, sends, and goes back to the list with a toast', async () => {
    vi.mocked(saveDocumentDraft).mockResolvedValue({ documentId: 'doc-new' });
    vi.mocked(sendDocument).mockResolvedValue({ documentId: 'doc-new', number: 'Q-0001' });
    const { user, router } = await openEditor('/company/invoices/new?kind=quote');
    await chooseCustomer(user);
    await fillLine(user, 1, { description: 'Boiler service', quantity: '1', price: '85' });
    await user.type(screen.getByLabelText(/Deposit/), '25');
    await user.click(screen.getByRole('button', { name: 'Send quote' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/company/documents'));
    expect(saveDocumentDraft).toHaveBeenCalledWith(
      expect.objectContaining({
        kind: 'quote',
        depositPercent: 25,
        validUntil: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        dueDate: null,
      }),
    );
    expect(sendDocument).toHaveBeenCalledWith('doc-new');
    expect(
      await screen.findByText('Quote Q-0001 sent to jane@example.com', undefined, {
        timeout: 3000,
      }),
    ).toBeInTheDocument();
  });

  it('starts from a template of the kind', async () => {
    vi.mocked(fetchDocumentTemplates).mockResolvedValue([
      {
        id: 'tpl-1',
        kind: 'quote',
        name: 'Boiler service',
        lines: [
          { description: 'Annual service', quantity: 1, unitPricePence: 9000, vatRate: 2000 },
          { description: 'Filter', quantity: 2, unitPricePence: 1250, vatRate: 2000 },
        ],
        notes: 'Includes a safety check.',
        paymentTerms: 'Pay on completion.',
      },
    ]);
    const { user } = await openEditor('/company/invoices/new?kind=quote');
    await user.selectOptions(
      await screen.findByLabelText('Start from a template'),
      'Boiler service',
    );
    await user.click(screen.getByRole('button', { name: 'Use this template' }));
    expect(line(2).getByLabelText('Description')).toHaveValue('Filter');
    expect(line(1).getByLabelText('Unit price (£)')).toHaveValue('90.00');
    expect(screen.getByLabelText(/Notes/)).toHaveValue('Includes a safety check.');
    expect(amountOf('Total')).toBe('£138.00');
  });

  it('starts from the template named in the address', async () => {
    vi.mocked(fetchDocumentTemplates).mockResolvedValue([
      {
        id: 'tpl-2',
        kind: 'invoice',
        name: 'Call-out',
        lines: [{ description: 'Call-out fee', quantity: 1, unitPricePence: 6000, vatRate: 2000 }],
        notes: '',
        paymentTerms: 'Within 7 days.',
      },
    ]);
    await openEditor('/company/invoices/new?from=tpl-2');
    await waitFor(() => expect(line(1).getByLabelText('Description')).toHaveValue('Call-out fee'));
    expect(screen.getByLabelText(/Payment terms/)).toHaveValue('Within 7 days.');
    expect(amountOf('Total')).toBe('£72.00');
  });

  it('starts a quote for the customer whose page it came from', async () => {
    vi.mocked(fetchCompanyCustomer).mockResolvedValue(
      makeCustomer({ id: 'customer-9', name: 'Sam Lee', email: 'sam@example.com' }),
    );
    vi.mocked(saveDocumentDraft).mockResolvedValue({ documentId: 'doc-new' });
    const { user } = await openEditor('/company/invoices/new?kind=quote&customer=customer-9');
    expect(fetchCompanyCustomer).toHaveBeenCalledWith('customer-9');
    const select = screen.getByLabelText('Customer');
    expect(select).toHaveValue('customer-9');
    expect(within(select).getByRole('option', { selected: true })).toHaveTextContent(
      'Sam Lee (sam@example.com)',
    );
    await fillLine(user, 1, { description: 'Survey', quantity: '1', price: '40' });
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() =>
      expect(saveDocumentDraft).toHaveBeenCalledWith(
        expect.objectContaining({ kind: 'quote', customerId: 'customer-9' }),
      ),
    );
  });

  it('edits a saved draft', async () => {
    serveDocument(
      makeDocument({ id: 'doc-7', status: 'draft', number: null, kind: 'invoice', notes: 'Hi' }),
    );
    const { user } = await openEditor('/company/invoices/new?document=doc-7');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Edit invoice');
    expect(line(1).getByLabelText('Description')).toHaveValue('Replace tap');
    expect(line(1).getByLabelText('Unit price (£)')).toHaveValue('120.00');
    expect(screen.getByLabelText('Customer')).toHaveValue('cust-1');
    expect(screen.getByLabelText('Due date')).toHaveValue('2026-11-16');
    vi.mocked(saveDocumentDraft).mockResolvedValue({ documentId: 'doc-7' });
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() =>
      expect(saveDocumentDraft).toHaveBeenCalledWith(
        expect.objectContaining({ documentId: 'doc-7', notes: 'Hi', dueDate: '2026-11-16' }),
      ),
    );
  });

  it('shows a sent document read only and offers to duplicate it', async () => {
    serveDocument(makeDocument({ id: 'doc-1', status: 'sent', number: 'INV-0001' }));
    vi.mocked(duplicateDocument).mockResolvedValue({ documentId: 'doc-2' });
    const { user, router } = renderApp('/company/invoices/new?document=doc-1', {
      profile: COMPANY,
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Invoice INV-0001' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/has been sent, so it can no longer be changed/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save draft' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Lines of Invoice INV-0001' })).toBeInTheDocument();
    expect(amountOf('Total')).toBe('£144.00');
    await user.click(screen.getByRole('button', { name: 'Duplicate' }));
    await waitFor(() => expect(router.state.location.search).toBe('?kind=invoice&document=doc-2'));
    expect(duplicateDocument).toHaveBeenCalledWith('doc-1');
  });
});
