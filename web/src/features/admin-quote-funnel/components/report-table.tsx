import { useId, type ReactNode } from 'react';

import { ColumnHeadings } from '@/components/column-headings';
import { formatCount, formatShare } from '@/features/admin-quote-funnel/funnel-maths';

export type ReportTableProps = {
  caption: string;
  /** Column headings; the first heads the row headers. */
  columns: readonly string[];
  /** Which columns hold numbers (right-aligned). */
  numeric?: readonly number[];
  children: ReactNode;
  note?: ReactNode;
};

/**
 * A captioned table that scrolls sideways on narrow screens inside a focusable, named region,
 * so keyboard users can scroll it too.
 */
export function ReportTable({ caption, columns, numeric = [], children, note }: ReportTableProps) {
  const captionId = useId();
  return (
    <div className="report-table">
      <div
        className="report-table__scroller"
        role="region"
        aria-labelledby={captionId}
        tabIndex={0}
      >
        <table>
          <caption id={captionId}>{caption}</caption>
          <ColumnHeadings
            columns={columns}
            className={(index) => (numeric.includes(index) ? 'report-table__number' : undefined)}
          />
          <tbody>{children}</tbody>
        </table>
      </div>
      {note ? <p className="report-table__note">{note}</p> : null}
    </div>
  );
}

/** A share as a bar beside its number: decoration only, the number carries the meaning. */
export function ShareBar({ share }: { share: number | null }) {
  const width = share === null ? 0 : Math.max(0, Math.min(1, share)) * 100;
  return (
    <span className="share-bar" aria-hidden="true">
      <span className="share-bar__fill" style={{ width: `${width}%` }} />
    </span>
  );
}

/** Right-aligned count cells, one per figure, in order. */
export function CountCells({ counts }: { counts: readonly number[] }) {
  return counts.map((value, index) => (
    <td key={index} className="report-table__number">
      {formatCount(value)}
    </td>
  ));
}

/** A conversion cell: the share as a number, with its bar. */
export function ShareCell({ share }: { share: number | null }) {
  return (
    <td className="report-table__number">
      {formatShare(share)}
      <ShareBar share={share} />
    </td>
  );
}
