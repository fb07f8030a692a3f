import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { ComparisonTable } from '@/components/content/comparison-table';

const ROWS = [
  { label: 'Contract', cells: ['Monthly', '12 months'] },
  { label: 'Joining fee', cells: ['None'] },
];

describe('ComparisonTable', () => {
  it('has a caption, column headers and row headers', () => {
    render(
      <ComparisonTable
        caption="Fixwell compared with Rival"
        columns={['Fixwell', 'Rival']}
        rows={ROWS}
      />,
    );

    const table = screen.getByRole('table', { name: 'Fixwell compared with Rival' });
    const columnHeaders = within(table).getAllByRole('columnheader');
    expect(columnHeaders.map((header) => header.textContent)).toEqual([
      'Feature',
      'Fixwell',
      'Rival',
    ]);
    columnHeaders.forEach((header) => expect(header).toHaveAttribute('scope', 'col'));

    const rowHeaders = within(table).getAllByRole('rowheader');
    expect(rowHeaders.map((header) => header.textContent)).toEqual(['Contract', 'Joining fee']);
    rowHeaders.forEach((header) => expect(header).toHaveAttribute('scope', 'row'));

    expect(
      within(table)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Monthly', '12 months', 'None', '']);
  });

  it('scrolls inside a focusable region named by the caption', () => {
    render(<ComparisonTable caption="Plans" columns={['Fixwell']} rows={ROWS} />);
    const region = screen.getByRole('region', { name: 'Plans' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(within(region).getByRole('table')).toBeInTheDocument();
  });

  it('names the first column, shades the highlighted column and shows a note', () => {
    render(
      <ComparisonTable
        caption="Plans"
        rowHeaderLabel="What you get"
        columns={['Fixwell', 'Rival']}
        rows={ROWS}
        highlightColumn={0}
        note="Prices change."
      />,
    );
    expect(screen.getByRole('columnheader', { name: 'What you get' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Fixwell' })).toHaveClass(
      'comparison-table__highlight',
    );
    expect(screen.getByRole('columnheader', { name: 'Rival' })).not.toHaveClass(
      'comparison-table__highlight',
    );
    expect(screen.getByRole('cell', { name: 'Monthly' })).toHaveClass(
      'comparison-table__highlight',
    );
    expect(screen.getByText('Prices change.')).toBeInTheDocument();
  });
});
