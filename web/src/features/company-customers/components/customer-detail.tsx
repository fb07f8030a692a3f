import { useId, useState } from 'react';
import { Link } from 'react-router';

import { LoadError } from '@/components/load-error';
import { LoadingBlock } from '@/components/loading-block';
import { useCompanyCustomer } from '@/features/company-customers/api/get-company-customers';
import { CustomerDocuments } from '@/features/company-customers/components/customer-documents';
import { CustomerForm } from '@/features/company-customers/components/customer-form';
import { addressLine } from '@/features/company-customers/customer-format';
import {
  CUSTOMER_SOURCE_LABELS,
  type CompanyCustomer,
} from '@/features/company-customers/customer-types';
import { formatLongDate, formatMoney } from '@/utils/format';

import './customers.css';

export type CustomerDetailProps = {
  companyId: string;
  customerId: string;
  customersHref: string;
  documentHref: (documentId: string) => string;
  newQuoteHref: (customerId: string) => string;
  newInvoiceHref: (customerId: string) => string;
};

function Details({ customer }: { customer: CompanyCustomer }) {
  const headingId = useId();
  return (
    <section className="customers-section card" aria-labelledby={headingId}>
      <h2 id={headingId}>{customer.name}</h2>
      <dl className="customers-details">
        <dt>Email</dt>
        <dd>
          <a href={`mailto:${customer.email}`}>{customer.email}</a>
        </dd>
        <dt>Phone</dt>
        <dd>
          {customer.phone ? <a href={`tel:${customer.phone}`}>{customer.phone}</a> : 'Not given'}
        </dd>
        <dt>Address</dt>
        <dd>{addressLine(customer.address) || 'Not given'}</dd>
        <dt>Source</dt>
        <dd>{CUSTOMER_SOURCE_LABELS[customer.source]}</dd>
        <dt>Last contact</dt>
        <dd>
          {customer.lastContactAt ? (
            <time dateTime={customer.lastContactAt.toISOString()}>
              {formatLongDate(customer.lastContactAt)}
            </time>
          ) : (
            'No documents sent yet'
          )}
        </dd>
        <dt>Invoiced</dt>
        <dd>{formatMoney(customer.invoicedPence)}</dd>
        <dt>Paid</dt>
        <dd>
          {formatMoney(customer.paidPence)}
          {customer.invoicedPence > customer.paidPence
            ? ` (${formatMoney(customer.invoicedPence - customer.paidPence)} outstanding)`
            : ''}
        </dd>
      </dl>
      {customer.source === 'lead' ? (
        <p className="form-field__hint">
          Their details came with the lead you accepted, so they cannot be changed here.
        </p>
      ) : null}
    </section>
  );
}

/** One customer: their details (editable when the company added them), documents and new ones. */
export function CustomerDetail({
  companyId,
  customerId,
  customersHref,
  documentHref,
  newQuoteHref,
  newInvoiceHref,
}: CustomerDetailProps) {
  const customer = useCompanyCustomer(customerId);
  const [editing, setEditing] = useState(false);

  if (customer.isPending) return <LoadingBlock label="Loading the customer…" />;
  if (customer.isError) {
    return (
      <LoadError
        message="We could not load the customer."
        onRetry={() => void customer.refetch()}
        retrying={customer.isFetching}
      />
    );
  }
  if (!customer.data) {
    return (
      <div className="notice notice--warning" role="alert">
        <p>
          <strong>We could not find that customer.</strong> They may have been removed, or the link
          may be wrong.
        </p>
        <p>
          <Link to={customersHref}>Back to your customers</Link>
        </p>
      </div>
    );
  }

  const found = customer.data;
  return (
    <>
      <p>
        <Link to={customersHref}>Back to your customers</Link>
      </p>
      {editing ? (
        <CustomerForm
          companyId={companyId}
          customer={found}
          onSaved={() => setEditing(false)}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <Details customer={found} />
      )}
      <div className="customers-actions">
        <Link className="button button--primary" to={newQuoteHref(found.id)}>
          New quote
        </Link>
        <Link className="button button--secondary" to={newInvoiceHref(found.id)}>
          New invoice
        </Link>
        {found.source === 'manual' && !editing ? (
          <button
            type="button"
            className="button button--secondary"
            onClick={() => setEditing(true)}
          >
            Edit details
          </button>
        ) : null}
      </div>
      <CustomerDocuments companyId={companyId} customerId={found.id} documentHref={documentHref} />
    </>
  );
}
