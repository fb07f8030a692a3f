import {
  CONNECT_ACCOUNT_STATUS_LABELS,
  CONNECT_ACCOUNT_STATUSES,
} from '@fixwell/common/billing/connect-account';
import { Link } from 'react-router';

import { href, paths } from '@/config/paths';
import type { AdminConnectAccount } from '@/features/admin-billing/admin-billing';
import { useConnectAccounts } from '@/features/admin-billing/api/get-connect-accounts';
import { IdText } from '@/features/admin-billing/components/billing-table';
import { ClearFiltersButton } from '@/features/admin-billing/components/clear-filters-button';
import { FilterSelect } from '@/components/form/filter-select';
import { PagedTable } from '@/features/admin-billing/components/paged-table';
import {
  connectAccountFiltersFromSearch,
  type ConnectAccountFilters,
} from '@/features/admin-billing/filters';
import { useSearchFilters } from '@/features/admin-billing/hooks/use-search-filters';
import { formatLongDate } from '@/utils/format';

import './admin-billing.css';

const COLUMNS = [
  'Company',
  'Account',
  'Status',
  'Charges',
  'Payouts',
  'Requirements due',
  'Created',
];

const enabledText = (enabled: boolean) => (enabled ? 'Enabled' : 'Not enabled');

function AccountRow({ account }: { account: AdminConnectAccount }) {
  return (
    <tr>
      <th scope="row">
        <Link to={href(paths.adminStripeAccount, { id: account.accountId })}>
          {account.companyName || account.companyId}
        </Link>
      </th>
      <td>
        <IdText>{account.accountId}</IdText>
      </td>
      <td>{CONNECT_ACCOUNT_STATUS_LABELS[account.status] ?? account.status}</td>
      <td>{enabledText(account.chargesEnabled)}</td>
      <td>{enabledText(account.payoutsEnabled)}</td>
      <td className="data-table__number">{account.requirementsDue.length}</td>
      <td>{account.createdAt ? formatLongDate(account.createdAt) : '–'}</td>
    </tr>
  );
}

function AccountsTable({
  filters,
  filtered,
}: {
  filters: ConnectAccountFilters;
  filtered: boolean;
}) {
  return (
    <PagedTable
      query={useConnectAccounts(filters)}
      loadingText="Loading connected accounts…"
      errorText="We could not load the connected accounts."
      emptyText={
        filtered
          ? 'No connected accounts have this status.'
          : 'No company has started setting up payouts yet.'
      }
      caption="Connected Stripe accounts, newest first"
      columns={COLUMNS}
      numberColumns={[5]}
      pagerLabel="Connected account pages"
      row={(account) => <AccountRow key={account.companyId} account={account} />}
    />
  );
}

/** Every company's Stripe Express account, newest first, filtered by status through the URL. */
export function ConnectAccountsList() {
  const { searchParams, set, clear, filtered } = useSearchFilters(['status'] as const);
  const filters = connectAccountFiltersFromSearch(searchParams);
  return (
    <>
      <form
        className="filter-bar"
        aria-label="Filter connected accounts"
        onSubmit={(event) => event.preventDefault()}
      >
        <FilterSelect
          label="Status"
          allLabel="All statuses"
          value={filters.status}
          options={CONNECT_ACCOUNT_STATUSES.map((status) => [
            status,
            CONNECT_ACCOUNT_STATUS_LABELS[status],
          ])}
          onChange={(value) => set('status', value)}
        />
        <ClearFiltersButton filtered={filtered} onClear={clear} />
      </form>
      <section aria-label="Connected accounts">
        <AccountsTable key={filters.status ?? ''} filters={filters} filtered={filtered} />
      </section>
    </>
  );
}
