import {
  TRANSACTION_STATUS_LABELS,
  TRANSACTION_STATUSES,
  TRANSACTION_TYPE_LABELS,
  TRANSACTION_TYPES,
} from '@fixwell/common/billing/transaction';

import { FormField } from '@/components/form/form-field';
import type { AdminTransaction } from '@/features/admin-billing/admin-billing';
import {
  useAdminTransactions,
  useTransactionsCsv,
  useTransactionTotals,
} from '@/features/admin-billing/api/get-transactions';
import { IdText } from '@/features/admin-billing/components/billing-table';
import { ClearFiltersButton } from '@/features/admin-billing/components/clear-filters-button';
import { CsvDownloadButton } from '@/features/admin-billing/components/csv-download-button';
import { FilterSelect } from '@/components/form/filter-select';
import { FilterTotals } from '@/features/admin-billing/components/filter-totals';
import { PagedTable } from '@/features/admin-billing/components/paged-table';
import {
  TRANSACTION_FILTER_PARAMS,
  transactionFiltersFromSearch,
  type TransactionFilters,
} from '@/features/admin-billing/filters';
import { useSearchFilters } from '@/features/admin-billing/hooks/use-search-filters';
import { formatMoney } from '@/features/admin-billing/money';
import { formatLongDate } from '@/utils/format';

import './admin-billing.css';

const COLUMNS = ['Date', 'Type', 'Company', 'Description', 'Amount', 'Status', 'Stripe id'];

function TransactionRow({ transaction }: { transaction: AdminTransaction }) {
  return (
    <tr>
      <td>{transaction.occurredAt ? formatLongDate(transaction.occurredAt) : '–'}</td>
      <td>{TRANSACTION_TYPE_LABELS[transaction.type] ?? transaction.type}</td>
      <td>{transaction.companyName || (transaction.companyId ?? 'Fixwell')}</td>
      <td>{transaction.description}</td>
      <td className="data-table__number">{formatMoney(transaction.amountPence)}</td>
      <td>{TRANSACTION_STATUS_LABELS[transaction.status] ?? transaction.status}</td>
      <td>
        <IdText>{transaction.stripeObjectId}</IdText>
      </td>
    </tr>
  );
}

function Totals({ filters }: { filters: TransactionFilters }) {
  return (
    <FilterTotals
      query={useTransactionTotals(filters)}
      errorText="We could not add up the transactions."
      figures={[
        ['Transactions', (data) => data.count.toLocaleString('en-GB')],
        ['Total amount', (data) => formatMoney(data.amountPence)],
      ]}
    />
  );
}

function TransactionsTable({
  filters,
  filtered,
}: {
  filters: TransactionFilters;
  filtered: boolean;
}) {
  return (
    <PagedTable
      query={useAdminTransactions(filters)}
      loadingText="Loading transactions…"
      errorText="We could not load the transactions."
      emptyText={
        filtered ? 'No transactions match these filters.' : 'No money has moved through Stripe yet.'
      }
      caption="Transactions, newest first"
      columns={COLUMNS}
      numberColumns={[4]}
      pagerLabel="Transaction pages"
      row={(transaction) => <TransactionRow key={transaction.id} transaction={transaction} />}
    />
  );
}

/** Every money movement with filters, totals over the filtered set and a CSV export. */
export function TransactionsList() {
  const { searchParams, set, update, clear, filtered } =
    useSearchFilters(TRANSACTION_FILTER_PARAMS);
  const filters = transactionFiltersFromSearch(searchParams);
  const csv = useTransactionsCsv(filters);

  return (
    <>
      <form
        className="filter-bar"
        aria-label="Filter transactions"
        onSubmit={(event) => {
          event.preventDefault();
          const form = new FormData(event.currentTarget);
          const value = (name: string) => {
            const entry = form.get(name);
            return typeof entry === 'string' ? entry.trim() : '';
          };
          update({ company: value('company'), from: value('from'), to: value('to') });
        }}
      >
        <FilterSelect
          label="Type"
          allLabel="All types"
          value={filters.type}
          options={TRANSACTION_TYPES.map((type) => [type, TRANSACTION_TYPE_LABELS[type]])}
          onChange={(value) => set('type', value)}
        />
        <FilterSelect
          label="Status"
          allLabel="All statuses"
          value={filters.status}
          options={TRANSACTION_STATUSES.map((status) => [
            status,
            TRANSACTION_STATUS_LABELS[status],
          ])}
          onChange={(value) => set('status', value)}
        />
        <FormField label="Company id">
          {(control) => (
            <input
              {...control}
              key={filters.companyId ?? ''}
              name="company"
              className="form-field__input"
              defaultValue={filters.companyId ?? ''}
              autoComplete="off"
              spellCheck={false}
            />
          )}
        </FormField>
        <FormField label="From">
          {(control) => (
            <input
              {...control}
              key={filters.from ?? ''}
              name="from"
              type="date"
              className="form-field__input"
              defaultValue={filters.from ?? ''}
            />
          )}
        </FormField>
        <FormField label="To">
          {(control) => (
            <input
              {...control}
              key={filters.to ?? ''}
              name="to"
              type="date"
              className="form-field__input"
              defaultValue={filters.to ?? ''}
            />
          )}
        </FormField>
        <button type="submit" className="button button--secondary">
          Apply
        </button>
        <ClearFiltersButton filtered={filtered} onClear={clear} />
      </form>

      <Totals filters={filters} />
      <div className="admin-billing__actions">
        <CsvDownloadButton csv={csv} />
      </div>
      <section aria-label="Transactions">
        <TransactionsTable key={JSON.stringify(filters)} filters={filters} filtered={filtered} />
      </section>
    </>
  );
}
