import type { DocumentTotals } from '@fixwell/common/documents/document-totals';
import { VAT_RATE_LABELS } from '@fixwell/common/documents/document-totals';

import { formatMoney } from '@/utils/format';

/** Subtotal, VAT per rate and total, always with pence. */
export function DocumentTotalsTable({
  totals,
  vatRegistered,
  live = false,
}: {
  totals: Pick<DocumentTotals, 'subtotalPence' | 'vatBreakdown' | 'totalPence'>;
  vatRegistered: boolean;
  /** Announce changes politely while the lines are typed. */
  live?: boolean;
}) {
  return (
    <div className="documents-totals-wrap">
      <dl className="documents-totals" {...(live ? { 'aria-live': 'polite' as const } : {})}>
        <div>
          <dt>Subtotal</dt>
          <dd>{formatMoney(totals.subtotalPence)}</dd>
        </div>
        {vatRegistered
          ? totals.vatBreakdown.map((entry) => (
              <div key={entry.vatRate}>
                <dt>
                  VAT at {VAT_RATE_LABELS[entry.vatRate]} on {formatMoney(entry.netPence)}
                </dt>
                <dd>{formatMoney(entry.vatPence)}</dd>
              </div>
            ))
          : null}
        <div className="documents-totals__total">
          <dt>Total</dt>
          <dd>{formatMoney(totals.totalPence)}</dd>
        </div>
      </dl>
      {vatRegistered ? null : (
        <p className="documents-totals__note">No VAT is charged: your company has no VAT number.</p>
      )}
    </div>
  );
}
