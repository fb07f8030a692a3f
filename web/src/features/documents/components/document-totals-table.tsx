import type { DocumentTotals } from '@fixwell/common/documents/document-totals';

import { DocumentTotalsList } from '@/components/document-totals-list';

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
      <DocumentTotalsList
        totals={totals}
        showVat={vatRegistered}
        className="documents-totals"
        totalClassName="documents-totals__total"
        live={live}
      />
      {vatRegistered ? null : (
        <p className="documents-totals__note">No VAT is charged: your company has no VAT number.</p>
      )}
    </div>
  );
}
