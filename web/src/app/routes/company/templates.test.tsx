import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { useConfirmStore } from '@/components/confirm-dialog/confirm-store';
import { fetchSubscription } from '@/features/billing/api/billing-data';
import { makeSubscription } from '@/features/billing/testing/make-subscription';
import {
  createDocumentTemplate,
  deleteDocumentTemplate,
  fetchDocumentTemplates,
  updateDocumentTemplate,
} from '@/features/document-templates/api/document-templates-data';
import { makeTemplate } from '@/features/document-templates/testing/make-template';
import { findPageHeading, makeProfile, renderApp } from '@/testing/test-utils';

vi.mock('@/features/billing/api/billing-data', () => ({ fetchSubscription: vi.fn() }));
vi.mock(
  '@/features/document-templates/api/document-templates-data',
  () => import('./templates-data-mock'),
);

const COMPANY = makeProfile('company', { id: 'company-uid', businessName: 'Brightwater' });
const SERVICE = makeTemplate();
const CALL_OUT = makeTemplate({
  id: 'template-2',
  kind: 'invoice',
  name: 'Call-out',
  lines: [{ description: 'Call-out fee', quantity: 1, unitPricePence: 6000, vatRate: 2000 }],
  notes: '',
  paymentTerms: 'Due on receipt.',
});

function renderTemplates(url = '/company/templates') {
  return renderApp(url, { profile: COMPANY });
}

const templateCard = async (name: string) =>
  (await screen.findByRole('heading', { name, level: 3 })).closest('li')!;

beforeEach(() => {
  vi.clearAllMocks();
  useConfirmStore.getState().settle(false);
  vi.mocked(fetchSubscription).mockResolvedValue(
    makeSubscription({ currentPeriodEnd: new Date(Date.now() + 20 * 86_400_000) }),
  );
  vi.mocked(fetchDocumentTemplates).mockImplementation(async (_uid, kind) =>
    kind === 'quote' ? [SERVICE] : [CALL_OUT],
  );
  vi.mocked(createDocumentTemplate).mockResolvedValue('template-new');
  vi.mocked(updateDocumentTemplate).mockResolvedValue();
  vi.mocked(deleteDocumentTemplate).mockResolvedValue();
});

describe('/company/templates', () => {
  it('lists the quote templates, then the invoice templates, each with a preview link', async () => {
    const { user } = renderTemplates();
    expect(await findPageHeading()).toHaveTextContent('Templates');
    const nav = screen.getByRole('navigation', { name: 'Template kinds' });
    expect(within(nav).getByRole('link', { name: 'Quotes' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const service = await templateCard('Boiler service');
    expect(service).toHaveTextContent('3 lines, £209.97 before VAT. Updated 20 Nov 2026.');
    expect(within(service).getByRole('link', { name: 'Preview Boiler service' })).toHaveAttribute(
      'href',
      '/company/templates/preview/template-1',
    );
    expect(fetchDocumentTemplates).toHaveBeenCalledWith('company-uid', 'quote');

    await user.click(within(nav).getByRole('link', { name: 'Invoices' }));
    const callOut = await templateCard('Call-out');
    expect(callOut).toHaveTextContent('1 line, £60.00 before VAT.');
    expect(within(nav).getByRole('link', { name: 'Invoices' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.queryByRole('heading', { name: 'Boiler service' })).not.toBeInTheDocument();
    expect(fetchDocumentTemplates).toHaveBeenCalledWith('company-uid', 'invoice');
  });

  it('creates a template with lines, checking each line with the shared rules', async () => {
    const { user } = renderTemplates();
    await user.click(await screen.findByRole('button', { name: 'New quote template' }));
    const form = within(await screen.findByRole('form', { name: 'New template' }));
    expect(form.getByRole('radio', { name: 'Quote' })).toBeChecked();
    await user.type(form.getByRole('textbox', { name: /Name/ }), 'Radiator swap');

    const line1 = within(form.getByRole('group', { name: 'Line 1' }));
    await user.type(line1.getByRole('textbox', { name: 'Description' }), 'New radiator');
    await user.type(line1.getByRole('textbox', { name: 'Unit price in pounds' }), '12.345');
    await user.click(form.getByRole('button', { name: 'Add a line' }));
    const line2 = within(form.getByRole('group', { name: 'Line 2' }));
    await user.type(line2.getByRole('textbox', { name: 'Description' }), 'Labour');
    await user.clear(line2.getByRole('textbox', { name: 'Quantity' }));
    await user.type(line2.getByRole('textbox', { name: 'Quantity' }), '2.5');
    await user.click(form.getByRole('button', { name: 'Save template' }));

    expect(await line1.findByText('Enter a price in pounds, such as 45 or 45.50.')).toBeVisible();
    expect(line2.getByText('Enter a price.')).toBeVisible();
    expect(createDocumentTemplate).not.toHaveBeenCalled();

    await user.clear(line1.getByRole('textbox', { name: 'Unit price in pounds' }));
    await user.type(line1.getByRole('textbox', { name: 'Unit price in pounds' }), '£1,045.50');
    await user.type(line2.getByRole('textbox', { name: 'Unit price in pounds' }), '40');
    await user.selectOptions(line2.getByRole('combobox', { name: 'VAT rate' }), '500');
    await user.type(form.getByRole('textbox', { name: /Payment terms/ }), 'Within 30 days.');
    await user.click(form.getByRole('button', { name: 'Save template' }));

    await waitFor(() =>
      expect(createDocumentTemplate).toHaveBeenCalledWith('company-uid', {
        kind: 'quote',
        name: 'Radiator swap',
        lines: [
          { description: 'New radiator', quantity: 1, unitPricePence: 104_550, vatRate: 2000 },
          { description: 'Labour', quantity: 2.5, unitPricePence: 4000, vatRate: 500 },
        ],
        notes: '',
        paymentTerms: 'Within 30 days.',
      }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('form', { name: 'New template' })).not.toBeInTheDocument(),
    );
    expect(fetchDocumentTemplates).toHaveBeenCalledTimes(2);
  });

  it('edits a template: removes a line and changes a price', async () => {
    const { user } = renderTemplates();
    await user.click(
      within(await templateCard('Boiler service')).getByRole('button', {
        name: 'Edit Boiler service',
      }),
    );
    const form = within(await screen.findByRole('form', { name: 'Edit Boiler service' }));
    const line2 = within(form.getByRole('group', { name: 'Line 2' }));
    expect(line2.getByRole('textbox', { name: 'Quantity' })).toHaveValue('1.5');
    expect(line2.getByRole('textbox', { name: 'Unit price in pounds' })).toHaveValue('43.33');
    await user.click(form.getByRole('button', { name: 'Remove line 3' }));
    await user.clear(line2.getByRole('textbox', { name: 'Unit price in pounds' }));
    await user.type(line2.getByRole('textbox', { name: 'Unit price in pounds' }), '50');
    await user.click(form.getByRole('button', { name: 'Save template' }));

    await waitFor(() =>
      expect(updateDocumentTemplate).toHaveBeenCalledWith('template-1', {
        kind: 'quote',
        name: 'Boiler service',
        lines: [
          {
            description: 'Annual boiler service',
            quantity: 1,
            unitPricePence: 8500,
            vatRate: 2000,
          },
          { description: 'Labour', quantity: 1.5, unitPricePence: 5000, vatRate: 2000 },
        ],
        notes: 'Parts are guaranteed for a year.',
        paymentTerms: 'Payment within 14 days.',
      }),
    );
  });

  it('shows the invoice templates after a template is saved as an invoice', async () => {
    const { user, router } = renderTemplates();
    await user.click(
      within(await templateCard('Boiler service')).getByRole('button', {
        name: 'Edit Boiler service',
      }),
    );
    const form = within(await screen.findByRole('form', { name: 'Edit Boiler service' }));
    await user.click(form.getByRole('radio', { name: 'Invoice' }));
    await user.click(form.getByRole('button', { name: 'Save template' }));
    await waitFor(() => expect(router.state.location.search).toBe('?kind=invoice'));
    expect(vi.mocked(updateDocumentTemplate).mock.calls[0]![1].kind).toBe('invoice');
    expect(await templateCard('Call-out')).toBeVisible();
  });

  it('deletes a template only once the dialog is confirmed', async () => {
    const { user } = renderTemplates();
    const service = await templateCard('Boiler service');
    await user.click(within(service).getByRole('button', { name: 'Delete Boiler service' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Delete Boiler service?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(deleteDocumentTemplate).not.toHaveBeenCalled();

    await user.click(within(service).getByRole('button', { name: 'Delete Boiler service' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Delete Boiler service?' });
    vi.mocked(fetchDocumentTemplates).mockResolvedValue([]);
    await user.click(within(dialog).getByRole('button', { name: 'Delete template' }));
    await waitFor(() => expect(deleteDocumentTemplate).toHaveBeenCalledWith('template-1'));
    expect(await screen.findByText(/You have no quote templates yet/)).toBeVisible();
  });
});
