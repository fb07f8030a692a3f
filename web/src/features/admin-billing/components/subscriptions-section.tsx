import {
  SUBSCRIPTION_STATUS_LABELS,
  SUBSCRIPTION_STATUSES,
  type SubscriptionStatus,
} from '@fixwell/common/subscription';

import { FormField } from '@/components/form/form-field';
import {
  monthlyRevenuePence,
  type AdminPlan,
  type AdminSubscription,
} from '@/features/admin-billing/admin-billing';
import { useAdminPlans } from '@/features/admin-billing/api/get-plans';
import {
  useAdminSubscriptions,
  useSubscriptionsCsv,
  useSubscriptionTotals,
} from '@/features/admin-billing/api/get-subscriptions';
import { ClearFiltersButton } from '@/features/admin-billing/components/clear-filters-button';
import { CsvDownloadButton } from '@/features/admin-billing/components/csv-download-button';
import { FilterSelect } from '@/components/form/filter-select';
import { FilterTotals } from '@/features/admin-billing/components/filter-totals';
import { PagedTable } from '@/features/admin-billing/components/paged-table';
import {
  SUBSCRIPTION_FILTER_PARAMS,
  subscriptionFiltersFromSearch,
  type SubscriptionFilters,
} from '@/features/admin-billing/filters';
import { useSearchFilters } from '@/features/admin-billing/hooks/use-search-filters';
import { formatMoney } from '@/features/admin-billing/money';
import { formatLongDate } from '@/utils/format';

import './admin-billing.css';

const STATUS_OPTIONS = SUBSCRIPTION_STATUSES.filter((status) => status !== 'none').map(
  (status): [SubscriptionStatus, string] => [
    status,
    status === 'incomplete_expired'
      ? 'Payment not completed (expired)'
      : SUBSCRIPTION_STATUS_LABELS[status],
  ],
);

const CANCELLING_OPTIONS = [
  ['yes', 'Cancelling at period end'],
  ['no', 'Renewing'],
] as const;

const COLUMNS = [
  'Company',
  'Plan',
  'Status',
  'Period end',
  'Cancels at period end',
  'Monthly recurring revenue',
];

function planName(planId: string | null, plans: readonly AdminPlan[] | undefined): string {
  if (!planId) return 'None';
  return plans?.find((plan) => plan.id === planId)?.name ?? planId;
}

/** Every plan, and the one a link asks for even before (or without) the plans loading. */
function planOptions(
  plans: readonly AdminPlan[] | undefined,
  selected: string | undefined,
): Array<[string, string]> {
  const options = (plans ?? []).map((plan): [string, string] => [
    plan.id,
    plan.archived ? `${plan.name} (archived)` : plan.name,
  ]);
  return selected && !options.some(([id]) => id === selected)
    ? [...options, [selected, selected]]
    : options;
}

function SubscriptionRow({
  subscription,
  plans,
}: {
  subscription: AdminSubscription;
  plans: readonly AdminPlan[] | undefined;
}) {
  return (
    <tr>
      <th scope="row">{subscription.companyName || subscription.companyId}</th>
      <td>{planName(subscription.planId, plans)}</td>
      <td>{SUBSCRIPTION_STATUS_LABELS[subscription.status]}</td>
      <td>{subscription.currentPeriodEnd ? formatLongDate(subscription.currentPeriodEnd) : '–'}</td>
      <td>{subscription.cancelAtPeriodEnd ? 'Yes' : 'No'}</td>
      <td className="data-table__number">{formatMoney(monthlyRevenuePence(subscription))}</td>
    </tr>
  );
}

function Totals({ filters }: { filters: SubscriptionFilters }) {
  const count = (value: number) => value.toLocaleString('en-GB');
  return (
    <FilterTotals
      query={useSubscriptionTotals(filters)}
      errorText="We could not count the subscriptions."
      figures={[
        ['Companies', (data) => count(data.companies)],
        ['Active', (data) => count(data.active)],
        ['Past due', (data) => count(data.pastDue)],
        ['Monthly recurring revenue (ex VAT)', (data) => formatMoney(data.monthlyRevenuePence)],
      ]}
    />
  );
}

function SubscriptionsTable({
  filters,
  filtered,
  plans,
}: {
  filters: SubscriptionFilters;
  filtered: boolean;
  plans: readonly AdminPlan[] | undefined;
}) {
  return (
    <PagedTable
      query={useAdminSubscriptions(filters)}
      loadingText="Loading subscriptions…"
      errorText="We could not load the subscriptions."
      emptyText={
        filtered ? 'No subscriptions match these filters.' : 'No company has subscribed yet.'
      }
      caption="Company subscriptions, by company name"
      columns={COLUMNS}
      numberColumns={[5]}
      pagerLabel="Subscription pages"
      row={(subscription) => (
        <SubscriptionRow key={subscription.companyId} subscription={subscription} plans={plans} />
      )}
    />
  );
}

/** Every company's subscription with filters, search, server-side totals and a CSV export. */
export function SubscriptionsSection() {
  const { searchParams, set, clear, filtered } = useSearchFilters(SUBSCRIPTION_FILTER_PARAMS);
  const filters = subscriptionFiltersFromSearch(searchParams);
  const plans = useAdminPlans();
  const csv = useSubscriptionsCsv(filters, plans.data ?? []);

  return (
    <section className="admin-billing__section" aria-labelledby="subscriptions-heading">
      <h2 id="subscriptions-heading">Company subscriptions</h2>
      <form
        className="filter-bar"
        aria-label="Filter subscriptions"
        onSubmit={(event) => {
          event.preventDefault();
          const search = new FormData(event.currentTarget).get('q');
          set('q', typeof search === 'string' ? search.trim() : '');
        }}
      >
        <FilterSelect
          label="Status"
          allLabel="All statuses"
          value={filters.status}
          options={STATUS_OPTIONS}
          onChange={(value) => set('status', value)}
        />
        <FilterSelect
          label="Plan"
          allLabel="All plans"
          value={filters.planId}
          options={planOptions(plans.data, filters.planId)}
          onChange={(value) => set('plan', value)}
        />
        <FilterSelect
          label="Renewal"
          allLabel="Renewing or cancelling"
          value={
            filters.cancelAtPeriodEnd === undefined
              ? undefined
              : filters.cancelAtPeriodEnd
                ? 'yes'
                : 'no'
          }
          options={CANCELLING_OPTIONS}
          onChange={(value) => set('cancelling', value)}
        />
        <FormField
          label="Company name starts with"
          hint="Capitals count: “Acme” finds Acme Plumbing, “acme” does not."
        >
          {(control) => (
            <input
              {...control}
              key={filters.search ?? ''}
              name="q"
              type="search"
              className="form-field__input"
              defaultValue={filters.search ?? ''}
              autoComplete="off"
            />
          )}
        </FormField>
        <button type="submit" className="button button--secondary">
          Search
        </button>
        <ClearFiltersButton filtered={filtered} onClear={clear} />
      </form>

      <Totals filters={filters} />
      <div className="admin-billing__actions">
        <CsvDownloadButton csv={csv} />
      </div>
      <SubscriptionsTable
        key={JSON.stringify(filters)}
        filters={filters}
        filtered={filtered}
        plans={plans.data}
      />
    </section>
  );
}
