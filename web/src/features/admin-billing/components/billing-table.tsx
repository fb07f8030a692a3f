import type { ReactNode } from 'react';

import { ColumnHeadings } from '@/components/column-headings';

import './admin-billing.css';

export type BillingTableProps = {
  /** Read to screen reader users: what the table lists. */
  caption: string;
  columns: readonly string[];
  /** Column indexes that hold amounts, aligned to the right. */
  numberColumns?: readonly number[];
  children: ReactNode;
};

/** A console table that scrolls sideways on narrow screens. */
export function BillingTable({
  caption,
  columns,
  numberColumns = [],
  children,
}: BillingTableProps) {
  return (
    <div className="data-table-wrap">
      <table className="data-table">
        <caption className="visually-hidden">{caption}</caption>
        <ColumnHeadings
          columns={columns}
          className={(index) => (numberColumns.includes(index) ? 'data-table__number' : undefined)}
        />
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** A Stripe or Firestore id, in monospace so similar ids can be told apart. */
export function IdText({ children }: { children: string }) {
  return <code className="admin-billing__id">{children}</code>;
}
