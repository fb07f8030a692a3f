import { badgeLabel } from '@fixwell/common/company';
import { TRADES, tradeLabel } from '@fixwell/common/trades';
import { useId, useState } from 'react';

import { ColumnHeadings } from '@/components/column-headings';
import { FilterSelect } from '@/components/form/filter-select';
import { FormField } from '@/components/form/form-field';
import { LoadError } from '@/components/load-error';
import { useAdminCompanies } from '@/features/verification/api/get-admin-companies';
import type {
  AdminCompanyFilters,
  AdminCompanyRow,
  CompanyStatusFilter,
} from '@/features/verification/api/verification-data';

const STATUS_OPTIONS = [
  ['published', 'Published'],
  ['unpublished', 'Unpublished'],
  ['suspended', 'Suspended'],
] as const satisfies ReadonlyArray<readonly [CompanyStatusFilter, string]>;
const TRADE_OPTIONS = TRADES.map((trade) => [trade.slug, trade.label] as const);

export function companyState(row: AdminCompanyRow): string {
  if (row.suspended) return 'Suspended';
  return row.public ? 'Published' : 'Unpublished';
}

/** Every company by name, filtered (name, state, pending checks, trade), a page at a time. */
export function AdminCompaniesList({ onOpen }: { onOpen: (companyId: string) => void }) {
  const base = useId();
  const [filters, setFilters] = useState<AdminCompanyFilters>({});
  const [name, setName] = useState('');
  const companies = useAdminCompanies(filters);
  const set = (change: Partial<AdminCompanyFilters>) =>
    setFilters((current) => ({ ...current, ...change }));

  let results;
  if (companies.isPending) results = <p role="status">Loading companies…</p>;
  else if (companies.isError && !companies.data)
    results = (
      <LoadError
        message="We could not load the companies."
        onRetry={() => void companies.refetch()}
        retrying={companies.isFetching}
      />
    );
  else {
    const rows = companies.data.pages.flatMap((page) => page.companies);
    results =
      rows.length === 0 ? (
        <p>No company matches these filters.</p>
      ) : (
        <>
          <div className="data-table-wrap">
            <table className="data-table">
              <ColumnHeadings columns={['Company', 'Trades', 'State', 'Badges']} />
              <tbody>
                {rows.map((row) => (
                  <tr key={row.id}>
                    <th scope="row">
                      <button
                        type="button"
                        className="button button--secondary"
                        onClick={() => onOpen(row.id)}
                      >
                        {row.businessName}
                      </button>
                      {row.town ? <div>{row.town}</div> : null}
                    </th>
                    <td>{row.trades.map(tradeLabel).join(', ')}</td>
                    <td>{companyState(row)}</td>
                    <td>{row.badges.map(badgeLabel).join(', ') || '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {companies.hasNextPage ? (
            <button
              type="button"
              className="button button--secondary"
              onClick={() => void companies.fetchNextPage()}
              disabled={companies.isFetchingNextPage}
            >
              {companies.isFetchingNextPage ? 'Loading…' : 'Show more'}
            </button>
          ) : null}
        </>
      );
  }

  return (
    <section aria-labelledby={`${base}-heading`}>
      <h2 id={`${base}-heading`}>Every company</h2>
      <form
        className="filter-bar"
        role="search"
        aria-label="Filter companies"
        onSubmit={(event) => {
          event.preventDefault();
          set({ name: name.trim() || undefined });
        }}
      >
        <FormField
          label="Business name"
          hint="The start of the name or of any word in it, in any case: “plumb” finds “Leeds Plumbing”."
        >
          {(control) => (
            <input
              {...control}
              className="form-field__input"
              type="search"
              value={name}
              onChange={(event) => setName(event.target.value)}
            />
          )}
        </FormField>
        <button type="submit" className="button button--secondary">
          Search
        </button>
        <FilterSelect
          label="State"
          allLabel="Every state"
          options={STATUS_OPTIONS}
          value={filters.status}
          onChange={(value) => set({ status: (value || undefined) as CompanyStatusFilter })}
        />
        <FilterSelect
          label="Trade"
          allLabel="Every trade"
          options={TRADE_OPTIONS}
          value={filters.trade}
          onChange={(value) => set({ trade: value || undefined })}
        />
        <label className="form-field__label">
          <input
            type="checkbox"
            checked={filters.pending === true}
            onChange={(event) => set({ pending: event.target.checked || undefined })}
          />{' '}
          With checks waiting
        </label>
      </form>
      {results}
    </section>
  );
}
