import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { fetchSubscription } from '@/features/billing/api/billing-data';
import { makeSubscription } from '@/features/billing/testing/make-subscription';
import {
  fetchDocumentTemplate,
  fetchPreviewCompany,
} from '@/features/document-templates/api/document-templates-data';
import {
  makePreviewCompany,
  makeTemplate,
} from '@/features/document-templates/testing/make-template';
import { findPageHeading, makeProfile, renderApp } from '@/testing/test-utils';

vi.mock('@/features/billing/api/billing-data', () => ({ fetchSubscription: vi.fn() }));
vi.mock(
  '@/features/document-templates/api/document-templates-data',
  () => import('./templates-data-mock'),
);

const COMPANY = makeProfile('company', { id: 'company-uid', businessName: 'Brightwater' });
const NOW = new Date('2026-11-24T12:00:00Z');

function renderPreview(id = 'template-1') {
  return renderApp(`/company/templates/preview/${id}`, { profile: COMPANY });
}

beforeEach(() => {
  vi.clearAllMocks();
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  vi.mocked(fetchSubscription).mockResolvedValue(
    makeSubscription({ currentPeriodEnd: new Date(NOW.getTime() + 20 * 86_400_000) }),
  );
  vi.mocked(fetchDocumentTemplate).mockResolvedValue(makeTemplate());
  vi.mocked(fetchPreviewCompany).mockResolvedValue(makePreviewCompany());
});

afterEach(() => {
  vi.useRealTimers();
});

describe('/company/templates/preview/:id', () => {
  it('renders the template on the customer’s document sheet, with totals from documentTotals', async () => {
    renderPreview();
    expect(await findPageHeading()).toHaveTextContent('Template preview');
    const sheet = await screen.findByRole('region', { name: 'Quote Q-0000' });
    expect(fetchDocumentTemplate).toHaveBeenCalledWith('template-1');
    expect(fetchPreviewCompany).toHaveBeenCalledWith('company-uid');

    expect(sheet).toHaveTextContent('Brightwater Plumbing & Heating');
    expect(sheet).toHaveTextContent('VAT number GB123456789');
    expect(sheet).toHaveTextContent('Sample customer');
    expect(sheet).toHaveTextContent('Issued24 November 2026');
    // Status as the customer reads a sent quote.
    expect(sheet).toHaveTextContent('Waiting for an answer');

    const rows = within(within(sheet).getByRole('table', { name: 'Work and items' })).getAllByRole(
      'row',
    );
    expect(rows.map((row) => row.textContent)).toEqual([
      'DescriptionQtyUnit priceVATAmount',
      'Annual boiler service1£85.0020%£85.00',
      'Labour1.5£43.3320%£65.00',
      'Insulation3£19.995%£59.97',
    ]);
    // VAT per rate on the rate's net sum, rounded down: 5% of £59.97 is £2.9985 → £2.99.
    const totals = within(sheet).getByLabelText('Totals');
    expect(
      within(totals)
        .getAllByRole('term')
        .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`),
    ).toEqual([
      'Subtotal: £209.97',
      'VAT at 20% on £150.00: £30.00',
      'VAT at 5% on £59.97: £2.99',
      'Total: £242.96',
    ]);
    expect(sheet).toHaveTextContent('Parts are guaranteed for a year.');
    expect(sheet).toHaveTextContent('Payment within 14 days.');
    // A preview: nothing to accept, decline or pay.
    expect(screen.queryByRole('button', { name: /Accept|Decline|Pay/ })).not.toBeInTheDocument();
  });

  it('shows an invoice template of a company without a VAT number with no VAT', async () => {
    vi.mocked(fetchDocumentTemplate).mockResolvedValue(
      makeTemplate({ kind: 'invoice', name: 'Call-out' }),
    );
    vi.mocked(fetchPreviewCompany).mockResolvedValue(makePreviewCompany({ vatNumber: null }));
    renderPreview();
    const sheet = await screen.findByRole('region', { name: 'Invoice INV-0000' });
    const totals = within(sheet).getByLabelText('Totals');
    expect(totals).toHaveTextContent('Subtotal£209.97');
    expect(totals).toHaveTextContent('Total£209.97');
    expect(totals).not.toHaveTextContent('VAT at');
    expect(sheet).toHaveTextContent('is not registered for VAT: no VAT is charged.');
    expect(sheet).not.toHaveTextContent('VAT number');
  });

  it('draws the sheet with the company’s trading name, colour, logo and footer', async () => {
    vi.mocked(fetchPreviewCompany).mockResolvedValue(
      makePreviewCompany({
        name: 'Brightwater Heating',
        brandColour: '#1d4ed8',
        logoUrl: '/api/company-logos/company-uid/0123456789abcdef0123456789abcdef.png',
        footerText: 'Registered in England and Wales, no. 01234567.',
      }),
    );
    renderPreview();
    const sheet = await screen.findByRole('region', { name: 'Quote Q-0000' });
    expect(sheet.style.getPropertyValue('--document-brand')).toBe('#1d4ed8');
    expect(within(sheet).getByRole('img', { name: 'Brightwater Heating logo' })).toHaveAttribute(
      'src',
      '/api/company-logos/company-uid/0123456789abcdef0123456789abcdef.png',
    );
    expect(sheet).toHaveTextContent('Registered in England and Wales, no. 01234567.');
  });

  it('says the template was not found for an unknown id', async () => {
    vi.mocked(fetchDocumentTemplate).mockResolvedValue(null);
    renderPreview('gone');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not find that template.');
    expect(within(alert).getByRole('link', { name: 'Back to your templates' })).toHaveAttribute(
      'href',
      '/company/templates',
    );
    expect(screen.queryByRole('region', { name: /Q-0000/ })).not.toBeInTheDocument();
  });
});
