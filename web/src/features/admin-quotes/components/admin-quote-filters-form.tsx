import { QUOTE_SOURCES, type QuoteStatus } from '@fixwell/common/quote/quote-request';

import { FilterSelect, type FilterSelectOptions } from '@/components/form/filter-select';
import {
  ADMIN_QUOTE_STATUS_LABELS,
  QUOTE_SOURCE_LABELS,
} from '@/features/admin-quotes/admin-quote';
import type { AdminQuoteFilters } from '@/features/admin-quotes/admin-quote-filters';

// Unmatched requests come first: they are the ones someone has to act on.
const STATUS_ORDER: QuoteStatus[] = ['no-match', 'received', 'matched', 'accepted', 'closed'];

export type ServiceOption = { slug: string; name: string };

export type AdminQuoteFiltersFormProps = {
  filters: AdminQuoteFilters;
  services: readonly ServiceOption[] | undefined;
  onChange: (name: keyof AdminQuoteFilters, value: string) => void;
  onClear: () => void;
};

/** Status, service and source; each applies as soon as it is chosen. */
export function AdminQuoteFiltersForm({
  filters,
  services,
  onChange,
  onClear,
}: AdminQuoteFiltersFormProps) {
  const serviceOptions =
    filters.service && !services?.some((service) => service.slug === filters.service)
      ? [...(services ?? []), { slug: filters.service, name: filters.service }]
      : (services ?? []);
  const filtered = Boolean(filters.status || filters.service || filters.source);
  const selects: Array<{ name: keyof AdminQuoteFilters } & FilterSelectOptions> = [
    {
      name: 'status',
      label: 'Status',
      allLabel: 'All statuses',
      options: STATUS_ORDER.map((status) => [status, ADMIN_QUOTE_STATUS_LABELS[status]]),
    },
    {
      name: 'service',
      label: 'Service',
      allLabel: 'All services',
      options: serviceOptions.map((service) => [service.slug, service.name]),
    },
    {
      name: 'source',
      label: 'Source',
      allLabel: 'All sources',
      options: QUOTE_SOURCES.map((source) => [source, QUOTE_SOURCE_LABELS[source]]),
    },
  ];

  return (
    <form
      className="filter-bar"
      aria-label="Filter quote requests"
      onSubmit={(event) => event.preventDefault()}
    >
      {selects.map(({ name, ...select }) => (
        <FilterSelect
          key={name}
          {...select}
          value={filters[name]}
          onChange={(value) => onChange(name, value)}
        />
      ))}
      {filtered ? (
        <button type="button" className="button button--secondary" onClick={onClear}>
          Clear filters
        </button>
      ) : null}
    </form>
  );
}
