import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { DocumentSheet } from '@/features/document-view/components/document-sheet';
import { makeDocumentView } from '@/features/document-view/testing/make-document-view';

/** The totals as the customer reads them: each row's label and amount. */
function totalsOf(): [string, string][] {
  const list = screen.getByLabelText('Totals');
  return within(list)
    .getAllByRole('term')
    .map((term) => [term.textContent!, term.nextElementSibling!.textContent!]);
}

describe('DocumentSheet', () => {
  it('shows the kind, number, dates, both parties and the status in words', () => {
    render(<DocumentSheet view={makeDocumentView({ validUntilIso: '2026-12-22' })} />);

    const sheet = screen.getByRole('region', { name: 'Quote Q-0007' });
    expect(within(sheet).getByRole('heading', { level: 2 })).toHaveTextContent('Quote Q-0007');
    expect(sheet).toHaveTextContent('Issued22 November 2026');
    expect(sheet).toHaveTextContent('Valid until22 December 2026');
    expect(sheet).toHaveTextContent('Status: Waiting for an answer');
    expect(sheet).toHaveTextContent('VAT number GB123456789');
    expect(sheet).toHaveTextContent('Sam Customer1 High StreetFlat 2LondonSW1A 1AA');
    expect(sheet).toHaveTextContent('Work can start within two weeks.');
    expect(sheet).toHaveTextContent('Payment within 14 days of completion.');
  });

  it('lists each line with its quantity, unit price, VAT rate and amount', () => {
    render(<DocumentSheet view={makeDocumentView()} />);

    const rows = screen.getAllByRole('row').map((row) =>
      within(row)
        .getAllByRole(row.querySelector('th') ? 'columnheader' : 'cell')
        .map((cell) => cell.textContent),
    );
    expect(rows).toEqual([
      ['Description', 'Qty', 'Unit price', 'VAT', 'Amount'],
      ['Replace kitchen tap', '1', '£120.00', '20%', '£120.00'],
      ['Labour (hours)', '2.5', '£45.00', '20%', '£112.50'],
      ['Insulation', '3', '£19.99', '5%', '£59.97'],
    ]);
  });

  it('adds VAT per rate, rounded down, to the subtotal', () => {
    render(<DocumentSheet view={makeDocumentView()} />);

    // 5% of £59.97 is £2.9985: the VAT is rounded down to £2.99.
    expect(totalsOf()).toEqual([
      ['Subtotal', '£292.47'],
      ['VAT at 20% on £232.50', '£46.50'],
      ['VAT at 5% on £59.97', '£2.99'],
      ['Total', '£341.96'],
    ]);
  });

  it('charges no VAT, and shows no VAT column or number, for a company not registered', () => {
    render(<DocumentSheet view={makeDocumentView({ vatRegistered: false })} />);

    expect(totalsOf()).toEqual([
      ['Subtotal', '£292.47'],
      ['Total', '£292.47'],
    ]);
    expect(screen.queryByRole('columnheader', { name: 'VAT' })).not.toBeInTheDocument();
    expect(screen.queryByText(/VAT number/)).not.toBeInTheDocument();
    expect(
      screen.getByText('Acme Plumbing is not registered for VAT: no VAT is charged.'),
    ).toBeInTheDocument();
  });

  it('shows the deposit asked for on a quote', () => {
    render(<DocumentSheet view={makeDocumentView({ depositPercent: 25, depositPence: 8_549 })} />);
    expect(totalsOf()).toContainEqual(['Deposit (25%)', '£85.49']);
  });

  it('shows what was paid and what is left on an invoice', () => {
    render(
      <DocumentSheet
        view={makeDocumentView({
          kind: 'invoice',
          number: 'INV-0012',
          status: 'part-paid',
          validUntilIso: null,
          dueDateIso: '2026-12-06',
          amountPaidPence: 10_000,
        })}
      />,
    );

    const sheet = screen.getByRole('region', { name: 'Invoice INV-0012' });
    expect(sheet).toHaveTextContent('Due6 December 2026');
    expect(sheet).toHaveTextContent('Status: Part paid: £100.00 of £341.96');
    expect(totalsOf().slice(-3)).toEqual([
      ['Total', '£341.96'],
      ['Amount paid', '£100.00'],
      ['Amount due', '£241.96'],
    ]);
  });

  it('takes a deposit paid before the invoice off what is due', () => {
    render(
      <DocumentSheet
        view={makeDocumentView({
          kind: 'invoice',
          number: 'INV-0013',
          status: 'part-paid',
          validUntilIso: null,
          dueDateIso: '2026-12-06',
          credit: { description: 'Deposit paid (Q-0007)', amountPence: 10_000 },
          amountPaidPence: 5_000,
        })}
      />,
    );
    expect(screen.getByRole('region', { name: 'Invoice INV-0013' })).toHaveTextContent(
      'Status: Part paid: £50.00 of £241.96',
    );
    expect(totalsOf().slice(-4)).toEqual([
      ['Total', '£341.96'],
      ['Deposit paid (Q-0007)', '−£100.00'],
      ['Amount paid', '£50.00'],
      ['Amount due', '£191.96'],
    ]);
  });

  it('is branded with the company’s colour, logo and footer when it has them', () => {
    render(
      <DocumentSheet
        view={makeDocumentView({
          company: {
            ...makeDocumentView().company,
            brandColour: '#123456',
            logoUrl: 'https://example.test/logo.png',
            footerText: 'Acme Plumbing Ltd, registered in England 01234567',
          },
        })}
      />,
    );

    const sheet = screen.getByRole('region', { name: 'Quote Q-0007' });
    expect(sheet.style.getPropertyValue('--document-brand')).toBe('#123456');
    expect(screen.getByRole('img', { name: 'Acme Plumbing logo' })).toHaveAttribute(
      'src',
      'https://example.test/logo.png',
    );
    expect(sheet).toHaveTextContent('Acme Plumbing Ltd, registered in England 01234567');
  });

  it('says who accepted a quote and when', () => {
    render(
      <DocumentSheet
        view={makeDocumentView({
          status: 'accepted',
          acceptance: { name: 'Sam Customer', atIso: '2026-11-23T12:00:00.000Z' },
        })}
      />,
    );
    expect(screen.getByText(/Accepted by Sam Customer on 23 November 2026/)).toBeInTheDocument();
  });
});
