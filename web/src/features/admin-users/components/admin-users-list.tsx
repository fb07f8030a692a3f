import { ADMIN_USER_STATUSES } from '@fixwell/common/admin/admin-users';
import { ROLES } from '@fixwell/common/user-profile';
import { useId, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';

import { FilterSelect } from '@/components/form/filter-select';
import { LoadError } from '@/components/load-error';
import type { AdminUserFilters, AdminUserRow } from '@/features/admin-users/api/admin-users-data';
import { useAdminUsers } from '@/features/admin-users/api/get-admin-users';
import {
  filtersFromSearch,
  formatDate,
  roleLabel,
  STATUS_LABELS,
} from '@/features/admin-users/admin-user-format';

const ROLE_OPTIONS = ROLES.map((role) => [role, roleLabel(role)] as const);
const STATUS_OPTIONS = ADMIN_USER_STATUSES.map(
  (status) => [status, STATUS_LABELS[status]] as const,
);

/** Every account, newest first: search and filters in the URL, a page at a time. */
export function AdminUsersList() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = filtersFromSearch(searchParams);
  const users = useAdminUsers(filters);

  const setFilter = (name: keyof AdminUserFilters, value: string) =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(name, value);
      else next.delete(name);
      return next;
    });
  const userHref = (uid: string) => {
    const next = new URLSearchParams(searchParams);
    next.set('user', uid);
    return `?${next.toString()}`;
  };

  let results;
  if (users.isPending) results = <p role="status">Loading accounts…</p>;
  else if (users.isError && !users.data)
    results = (
      <LoadError
        message="We could not load the accounts."
        onRetry={() => void users.refetch()}
        retrying={users.isFetching}
      />
    );
  else {
    const rows = users.data.pages.flatMap((page) => page.users);
    results =
      rows.length === 0 ? (
        <p>
          {filters.q
            ? `No account has a name or email starting with “${filters.q}” with these filters.`
            : 'No account matches these filters.'}
        </p>
      ) : (
        <>
          <div className="data-table-wrap">
            <table className="data-table">
              <caption className="visually-hidden">Accounts, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">Name and email</th>
                  <th scope="col">Role</th>
                  <th scope="col">Status</th>
                  <th scope="col">Joined</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <UserRow key={row.id} row={row} href={userHref(row.id)} />
                ))}
              </tbody>
            </table>
          </div>
          {users.hasNextPage ? (
            <button
              type="button"
              className="button button--secondary"
              onClick={() => void users.fetchNextPage()}
              disabled={users.isFetchingNextPage}
            >
              {users.isFetchingNextPage ? 'Loading…' : 'Show more'}
            </button>
          ) : null}
          {users.isFetchNextPageError ? (
            <p role="alert">We could not load more accounts. Try again.</p>
          ) : null}
        </>
      );
  }

  return (
    <>
      <div className="filter-bar">
        <SearchBox
          key={filters.q ?? ''}
          initial={filters.q ?? ''}
          onSearch={(q) => setFilter('q', q)}
        />
        <FilterSelect
          label="Role"
          allLabel="Every role"
          options={ROLE_OPTIONS}
          value={filters.role}
          onChange={(value) => setFilter('role', value)}
        />
        <FilterSelect
          label="Status"
          allLabel="Active and deactivated"
          options={STATUS_OPTIONS}
          value={filters.status}
          onChange={(value) => setFilter('status', value)}
        />
      </div>
      <section aria-label="Accounts" aria-busy={users.isFetching}>
        {results}
      </section>
    </>
  );
}

function UserRow({ row, href }: { row: AdminUserRow; href: string }) {
  const status = row.active ? 'active' : 'deactivated';
  return (
    <tr>
      <th scope="row">
        <Link to={href}>{row.displayName}</Link>
        <span className="admin-users__email">{row.email}</span>
      </th>
      <td>
        {roleLabel(row.role)}
        {row.businessName ? <div>{row.businessName}</div> : null}
      </td>
      <td className={`admin-users__status--${status}`}>{STATUS_LABELS[status]}</td>
      <td>{formatDate(row.createdAt)}</td>
    </tr>
  );
}

function SearchBox({ initial, onSearch }: { initial: string; onSearch: (q: string) => void }) {
  const id = useId();
  const [value, setValue] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(value.trim());
  };
  return (
    <form role="search" aria-label="Search accounts" className="form-field" onSubmit={submit}>
      <label className="form-field__label" htmlFor={id}>
        Name or email starts with
      </label>
      <div className="admin-users__search">
        <input
          id={id}
          type="search"
          className="form-field__input"
          value={value}
          onChange={(event) => setValue(event.target.value)}
        />
        <button type="submit" className="button button--secondary">
          Search
        </button>
      </div>
    </form>
  );
}
