import { useId, type ReactNode } from 'react';

import './content.css';

export type ComparisonRow = {
  /** The row header: the thing being compared ("Contract length"). */
  label: ReactNode;
  /** One cell per column, in the order of `columns`. */
  cells: readonly ReactNode[];
};

export type ComparisonTableProps = {
  /** Says what the table compares; also names its scrollable region. */
  caption: ReactNode;
  /** The column headings after the first (row header) column, e.g. `['Fixwell', 'Bark']`. */
  columns: readonly string[];
  rows: readonly ComparisonRow[];
  /** The heading of the first column. */
  rowHeaderLabel?: string;
  /** The index in `columns` of a column to shade, usually Fixwell's. */
  highlightColumn?: number;
  /** Small print under the table: sources, dates, "prices change". */
  note?: ReactNode;
};

/**
 * A captioned table with column and row headers. On narrow screens it scrolls sideways inside a
 * named region that keyboard users can focus and scroll with the arrow keys.
 */
export function ComparisonTable({
  caption,
  columns,
  rows,
  rowHeaderLabel = 'Feature',
  highlightColumn,
  note,
}: ComparisonTableProps) {
  const captionId = useId();
  const highlight = (index: number) =>
    index === highlightColumn ? 'comparison-table__highlight' : undefined;

  return (
    <div className="comparison-table">
      {/* Focusable so keyboard users can scroll it; named after the caption. */}
      <div
        className="comparison-table__scroller"
        role="region"
        aria-labelledby={captionId}
        tabIndex={0}
      >
        <table>
          <caption id={captionId}>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{rowHeaderLabel}</th>
              {columns.map((column, index) => (
                <th key={column} scope="col" className={highlight(index)}>
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, rowIndex) => (
              <tr key={rowIndex}>
                <th scope="row">{row.label}</th>
                {columns.map((column, index) => (
                  <td key={column} className={highlight(index)}>
                    {row.cells[index] ?? null}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {note ? <p className="comparison-table__note">{note}</p> : null}
    </div>
  );
}
