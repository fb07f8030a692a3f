import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';

import { ColumnHeadings } from '@/components/column-headings';
import { LoadError } from '@/components/load-error';
import { LoadingBlock } from '@/components/loading-block';
import { ShowMoreButton } from '@/components/show-more-button';
import { useCompanyCustomers } from '@/features/company-customers/api/get-company-customers';
import { addressLine, formatShortDate } from '@/features/company-customers/customer-format';
import { formatMoney } from '@/utils/format';
import {
  CUSTOMER_SOURCE_LABELS,
  type CompanyCustomer,
  type CustomerFilters,
  type CustomerSort,
} from '@/features/company-customers/customer-types';

import './customers.css';

const COLUMNS = [
  'Name',
  'Email',
  'Phone',
  'Town',
  'Source',
  'Last contact',
  'Invoiced',
  'Paid',
  'Actions',
] as const;

export type CustomersListProps = {
  companyId: string;
  /** The customer's page, from the page's route table. */
  customerHref: (customerId: string) => string;
  /** Opens the form for a customer the company added (lead customers are not edited). */
  onEdit: (customer: CompanyCustomer) => void;
};

function CustomerRow({
  customer,
  customerHref,
  onEdit,
}: {
  customer: CompanyCustomer;
  customerHref: (customerId: string) => string;
  onEdit: (customer: CompanyCustomer) => void;
}) {
  return (
    <tr>
      <th scope="row">
        <Link to={customerHref(customer.id)}>{customer.name}</Link>
      </th>
      <td>{customer.email}</td>
      <td>{customer.phone || '—'}</td>
      <td title={addressLine(customer.address) || undefined}>{customer.address.town || '—'}</td>
      <td>{CUSTOMER_SOURCE_LABELS[customer.source]}</td>
      <td>
        {customer.lastContactAt ? (
          <time dateTime={customer.lastContactAt.toISOString()}>
            {formatShortDate(customer.lastContactAt)}
          </time>
        ) : (
          'None yet'
        )}
      </td>
      <td className="customers-number">{formatMoney(customer.invoicedPence)}</td>
      <td className="customers-number">{formatMoney(customer.paidPence)}</td>
      <td>
        {customer.source === 'manual' ? (
          <button
            type="button"
            className="button button--secondary"
            aria-label={`Edit ${customer.name}`}
            onClick={() => onEdit(customer)}
          >
            Edit
          </button>
        ) : null}
      </td>
    </tr>
  );
}

/** The company's customers: a name search, newest or A–Z, a page at a time. */
export function CustomersList({ companyId, customerHref, onEdit }: CustomersListProps) {
  const base = useId();
  const [typed, setTyped] = useState('');
  const [filters, setFilters] = useState<CustomerFilters>({ search: '', sort: 'newest' });
  const customers = useCompanyCustomers(companyId, filters);
  const items = customers.data?.pages.flatMap((page) => page.items) ?? [];
  const searching = filters.search.trim() !== '';

  const search = (event: FormEvent) => {
    event.preventDefault();
    setFilters((current) => ({ ...current, search: typed.trim() }));
  };

  return (
    <section className="customers-section" aria-labelledby={`${base}-heading`}>
      <h2 id={`${base}-heading`}>Your customers</h2>
      <div className="customers-toolbar">
        <form role="search" aria-label="Customers" className="customers-toolbar" onSubmit={search}>
          <div className="form-field">
            <label className="form-field__label" htmlFor={`${base}-search`}>
              Name starts with
            </label>
            <input
              id={`${base}-search`}
              className="form-field__input"
              type="search"
              value={typed}
              autoComplete="off"
              onChange={(event) => setTyped(event.target.value)}
            />
          </div>
          <button type="submit" className="button button--secondary">
            Search
          </button>
          {searching ? (
            <button
              type="button"
              className="button button--secondary"
              onClick={() => {
                setTyped('');
                setFilters((current) => ({ ...current, search: '' }));
              }}
            >
              Clear search
            </button>
          ) : null}
        </form>
        <div className="form-field">
          <label className="form-field__label" htmlFor={`${base}-sort`}>
            Order
          </label>
          <select
            id={`${base}-sort`}
            className="form-field__input"
            value={searching ? 'name' : filters.sort}
            disabled={searching}
            aria-describedby={searching ? `${base}-sort-hint` : undefined}
            onChange={(event) =>
              setFilters((current) => ({ ...current, sort: event.target.value as CustomerSort }))
            }
          >
            <option value="newest">Newest first</option>
            <option value="name">Name, A to Z</option>
          </select>
          {searching ? (
            <p id={`${base}-sort-hint`} className="form-field__hint">
              Search results are listed by name.
            </p>
          ) : null}
        </div>
      </div>

      {customers.isPending ? (
        <LoadingBlock label="Loading your customers…" />
      ) : customers.isError ? (
        <LoadError
          message="We could not load your customers."
          onRetry={() => void customers.refetch()}
          retrying={customers.isFetching}
        />
      ) : items.length === 0 ? (
        <p role="status">
          {searching
            ? `No customers have a name starting with “${filters.search.trim()}”.`
            : 'You have no customers yet. They appear here when you accept a lead or add one yourself.'}
        </p>
      ) : (
        <>
          <div className="customers-table-wrap">
            <table className="customers-table">
              <caption className="visually-hidden">Your customers</caption>
              <ColumnHeadings columns={COLUMNS} />
              <tbody>
                {items.map((customer) => (
                  <CustomerRow
                    key={customer.id}
                    customer={customer}
                    customerHref={customerHref}
                    onEdit={onEdit}
                  />
                ))}
              </tbody>
            </table>
          </div>
          {customers.hasNextPage ? (
            customers.isFetchingNextPage ? (
              <LoadingBlock label="Loading more customers…" lines={1} />
            ) : (
              <ShowMoreButton onShowMore={() => void customers.fetchNextPage()} />
            )
          ) : null}
        </>
      )}
    </section>
  );
}
