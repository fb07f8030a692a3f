import {
  SERVICE_CATEGORIES,
  SERVICE_CATEGORY_LABELS,
} from '@fixwell/common/catalogue/catalogue-constants';
import { TRADES, tradeLabel } from '@fixwell/common/trades';

import { FilterSelect } from '@/components/form/filter-select';
import type { AdminServiceRow } from '@/features/admin-services/api/admin-services-data';
import { formatLongDate } from '@/utils/format';

export type ServiceFilters = { q: string; category: string; trade: string };

/** The services matching the search (name, slug, search term, keywords) and filters. */
export function filterServices(
  services: readonly AdminServiceRow[],
  { q, category, trade }: ServiceFilters,
): AdminServiceRow[] {
  const needle = q.trim().toLowerCase();
  return services.filter(
    (service) =>
      (!category || service.category === category) &&
      (!trade || service.trades.includes(trade as never)) &&
      (!needle ||
        [service.name, service.slug, service.searchTerm, ...(service.keywords ?? [])].some((text) =>
          text.toLowerCase().includes(needle),
        )),
  );
}

/** The filter bar: search, category and trade, kept in the URL by the page. */
export function ServiceFilterBar({
  filters,
  onChange,
}: {
  filters: ServiceFilters;
  onChange: (next: Partial<ServiceFilters>) => void;
}) {
  return (
    <div className="filter-bar" role="search" aria-label="Find services">
      <label className="form-field">
        <span className="form-field__label">Search</span>
        <input
          className="form-field__input"
          type="search"
          value={filters.q}
          placeholder="Name, address or keyword"
          onChange={(event) => onChange({ q: event.target.value })}
        />
      </label>
      <FilterSelect
        label="Category"
        allLabel="All categories"
        value={filters.category}
        options={SERVICE_CATEGORIES.map((category) => [
          category,
          SERVICE_CATEGORY_LABELS[category],
        ])}
        onChange={(category) => onChange({ category })}
      />
      <FilterSelect
        label="Trade"
        allLabel="All trades"
        value={filters.trade}
        options={TRADES.map((trade) => [trade.slug, trade.label])}
        onChange={(trade) => onChange({ trade })}
      />
    </div>
  );
}

/** The services as a table; a name opens the editor. */
export function ServicesTable({
  services,
  onOpen,
}: {
  services: readonly AdminServiceRow[];
  onOpen: (slug: string) => void;
}) {
  if (services.length === 0) return <p>No service matches. Clear the search or the filters.</p>;
  return (
    <div className="data-table-wrap">
      <table className="data-table">
        <caption className="visually-hidden">Catalogue services</caption>
        <thead>
          <tr>
            <th scope="col">Service</th>
            <th scope="col">Category</th>
            <th scope="col">Trades</th>
            <th scope="col" className="data-table__number">
              Questions
            </th>
            <th scope="col">Last edited</th>
          </tr>
        </thead>
        <tbody>
          {services.map((service) => (
            <tr key={service.slug}>
              <td>
                <button type="button" className="link-button" onClick={() => onOpen(service.slug)}>
                  {service.name}
                </button>
                <br />
                <small>/services/{service.slug}</small>
                {service.emergency ? <small> · emergency</small> : null}
                {service.hidden ? (
                  <span className="heading-badge heading-badge--warning">Hidden</span>
                ) : null}
              </td>
              <td>{SERVICE_CATEGORY_LABELS[service.category] ?? service.category}</td>
              <td>{service.trades.map(tradeLabel).join(', ')}</td>
              <td className="data-table__number">{service.questions?.length ?? 0}</td>
              <td>
                {service.source === 'admin' && service.updatedAt
                  ? formatLongDate(service.updatedAt)
                  : 'As seeded'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
