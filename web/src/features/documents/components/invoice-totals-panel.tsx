import { LoadError } from '@/components/load-error';
import { useInvoiceTotals } from '@/features/documents/api/get-invoice-totals';
import type { DocumentFilters } from '@/features/documents/document-types';
import { formatMoney } from '@/utils/format';

const MONTH = new Intl.DateTimeFormat('en-GB', { month: 'long', timeZone: 'Europe/London' });

/** Outstanding, overdue and paid this month over the invoices the list's filters select. */
export function InvoiceTotalsPanel({
  companyId,
  filters,
}: {
  companyId: string;
  filters: Omit<DocumentFilters, 'kind'>;
}) {
  const totals = useInvoiceTotals(companyId, filters);
  const month = MONTH.format(new Date());
  return (
    <section className="documents-totals-panel" aria-labelledby="invoice-totals-heading">
      <h2 id="invoice-totals-heading">Invoice totals</h2>
      {totals.isError ? (
        <LoadError
          message="We could not work out your invoice totals."
          onRetry={() => void totals.refetch()}
        />
      ) : (
        <dl className="documents-totals-panel__figures" aria-busy={totals.isPending}>
          <div>
            <dt>Outstanding</dt>
            <dd>{totals.data ? formatMoney(totals.data.outstandingPence) : '…'}</dd>
          </div>
          <div>
            <dt>Overdue</dt>
            <dd>{totals.data ? formatMoney(totals.data.overduePence) : '…'}</dd>
          </div>
          <div>
            <dt>Paid this month</dt>
            <dd>{totals.data ? formatMoney(totals.data.paidThisMonthPence) : '…'}</dd>
          </div>
        </dl>
      )}
      <p className="form-field__hint">
        Outstanding counts invoices sent and not yet paid in full (sent, viewed, part paid and
        overdue), less what has been paid on them. Overdue counts overdue invoices the same way.
        Paid this month counts what was paid on invoices paid in full since 1 {month}. Drafts and
        void invoices are never counted, and the totals follow the status and search filters.
      </p>
    </section>
  );
}
