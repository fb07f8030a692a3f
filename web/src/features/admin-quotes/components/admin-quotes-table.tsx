import type { ReactNode } from 'react';

import { ColumnHeadings } from '@/components/column-headings';

export type AdminQuotesTableProps = {
  /** Read to screen reader users only: the headings say what each column holds. */
  caption: string;
  columns: readonly string[];
  children: ReactNode;
};

/** A console table that scrolls sideways on narrow screens. */
export function AdminQuotesTable({ caption, columns, children }: AdminQuotesTableProps) {
  return (
    <div className="data-table-wrap">
      <table className="data-table">
        <caption className="visually-hidden">{caption}</caption>
        <ColumnHeadings columns={columns} />
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
