import type { DocumentTotalsRecord } from '@fixwell/common/documents/document';
import { VAT_RATE_LABELS } from '@fixwell/common/documents/document-totals';
import type { ReactNode } from 'react';

import { formatMoney } from '@/utils/format';

/**
 * A document's totals as a description list: subtotal, VAT per rate (when `showVat`) and total,
 * always with pence, then any further rows given as `children` (deposit, amount due…). Shared by
 * the company's editor and summary and the customer's document sheet; each styles it with its own
 * classes.
 */
export function DocumentTotalsList({
  totals,
  showVat,
  className,
  totalClassName,
  live = false,
  'aria-label': ariaLabel,
  children,
}: {
  totals: Pick<DocumentTotalsRecord, 'subtotalPence' | 'vatBreakdown' | 'totalPence'>;
  showVat: boolean;
  className: string;
  /** The class of the total's row. */
  totalClassName: string;
  /** Announce changes politely while the lines are typed. */
  live?: boolean;
  'aria-label'?: string;
  children?: ReactNode;
}) {
  return (
    <dl
      className={className}
      {...(ariaLabel ? { 'aria-label': ariaLabel } : {})}
      {...(live ? { 'aria-live': 'polite' as const } : {})}
    >
      <div>
        <dt>Subtotal</dt>
        <dd>{formatMoney(totals.subtotalPence)}</dd>
      </div>
      {showVat
        ? totals.vatBreakdown.map((entry) => (
            <div key={entry.vatRate}>
              <dt>
                VAT at {VAT_RATE_LABELS[entry.vatRate]} on {formatMoney(entry.netPence)}
              </dt>
              <dd>{formatMoney(entry.vatPence)}</dd>
            </div>
          ))
        : null}
      <div className={totalClassName}>
        <dt>Total</dt>
        <dd>{formatMoney(totals.totalPence)}</dd>
      </div>
      {children}
    </dl>
  );
}
