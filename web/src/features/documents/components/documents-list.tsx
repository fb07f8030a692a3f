import {
  DOCUMENT_KIND_LABELS,
  DOCUMENT_KINDS,
  DOCUMENT_STATUS_LABELS,
  INVOICE_STATUSES,
  QUOTE_STATUSES,
  type DocumentKind,
  type DocumentStatus,
} from '@fixwell/common/documents/document-labels';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';

import { ColumnHeadings } from '@/components/column-headings';
import { FilterSelect } from '@/components/form/filter-select';
import { LoadError } from '@/components/load-error';
import { LoadingBlock } from '@/components/loading-block';
import { ShowMoreButton } from '@/components/show-more-button';
import { DOCUMENTS_PAGE_SIZE } from '@/features/documents/api/documents-data';
import { useDocuments } from '@/features/documents/api/watch-documents';
import {
  DocumentRowActions,
  editDraftHref,
  type ActionResult,
} from '@/features/documents/components/document-row-actions';
import { InvoiceTotalsPanel } from '@/features/documents/components/invoice-totals-panel';
import type { CompanyDocument, DocumentFilters } from '@/features/documents/document-types';
import { formatLongDate, formatMoney } from '@/utils/format';

import '@/components/form/form.css';
import './documents.css';

function statusesFor(kind: DocumentKind | undefined): DocumentStatus[] {
  if (kind === 'quote') return [...QUOTE_STATUSES];
  if (kind === 'invoice') return [...INVOICE_STATUSES];
  return [...new Set<DocumentStatus>([...QUOTE_STATUSES, ...INVOICE_STATUSES])];
}

function datesOf(document: CompanyDocument): string {
  const parts = [
    document.sentAt
      ? `Sent ${formatLongDate(document.sentAt)}`
      : `Created ${formatLongDate(document.createdAt)}`,
  ];
  if (document.kind === 'invoice' && document.dueDate) {
    parts.push(`due ${formatLongDate(document.dueDate)}`);
  }
  if (document.kind === 'quote' && document.validUntil) {
    parts.push(`valid until ${formatLongDate(document.validUntil)}`);
  }
  return parts.join(', ');
}

function SearchBox({ value, onSearch }: { value: string; onSearch: (search: string) => void }) {
  const id = useId();
  const [typed, setTyped] = useState(value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(typed.trim());
  };
  return (
    <form role="search" className="documents-list__search" onSubmit={submit}>
      <div className="form-field">
        <label htmlFor={id} className="form-field__label">
          Search
        </label>
        <p id={`${id}-hint`} className="form-field__hint">
          A number (such as INV-0012) or the start of a customer’s name.
        </p>
        <input
          id={id}
          type="search"
          className="form-field__input"
          aria-describedby={`${id}-hint`}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
      </div>
      <button type="submit" className="button button--secondary">
        Search
      </button>
      {value ? (
        <button
          type="button"
          className="button button--secondary"
          onClick={() => {
            setTyped('');
            onSearch('');
          }}
        >
          Clear search
        </button>
      ) : null}
    </form>
  );
}

/**
 * The company's quotes and invoices, live: filters, search, the invoice totals and each row's
 * actions. `kind` fixes the list to one kind (the invoices page).
 */
export function DocumentsList({ companyId, kind }: { companyId: string; kind?: DocumentKind }) {
  const [filters, setFilters] = useState<DocumentFilters>(kind ? { kind } : {});
  const [count, setCount] = useState(DOCUMENTS_PAGE_SIZE);
  const [result, setResult] = useState<ActionResult | null>(null);
  const page = useDocuments(companyId, { ...filters, count });
  const statuses = statusesFor(filters.kind);

  const change = (next: DocumentFilters) => {
    setFilters(next);
    setCount(DOCUMENTS_PAGE_SIZE);
  };
  const showsTotals = filters.kind !== 'quote';
  const { kind: _kind, ...totalsFilters } = filters;
  const caption = kind
    ? `Your ${DOCUMENT_KIND_LABELS[kind].toLowerCase()}s`
    : 'Your quotes and invoices';
  const columns = [
    'Number',
    ...(kind ? [] : ['Kind']),
    'Customer',
    'Status',
    'Total',
    'Dates',
    'Actions',
  ];
  const totalColumn = kind ? 3 : 4;

  return (
    <div className="documents-list">
      <div className="documents-list__filters">
        {kind ? null : (
          <FilterSelect
            label="Kind"
            allLabel="Quotes and invoices"
            options={DOCUMENT_KINDS.map(
              (value) => [value, `${DOCUMENT_KIND_LABELS[value]}s`] as const,
            )}
            value={filters.kind}
            onChange={(value) => {
              const nextKind = (value || undefined) as DocumentKind | undefined;
              const keepStatus =
                filters.status && statusesFor(nextKind).includes(filters.status)
                  ? filters.status
                  : undefined;
              change({
                ...filters,
                kind: nextKind,
                status: keepStatus,
              });
            }}
          />
        )}
        <FilterSelect
          label="Status"
          allLabel="All statuses"
          options={statuses.map((status) => [status, DOCUMENT_STATUS_LABELS[status]] as const)}
          value={filters.status}
          onChange={(value) =>
            change({ ...filters, status: (value || undefined) as DocumentStatus | undefined })
          }
        />
        <SearchBox
          value={filters.search ?? ''}
          onSearch={(search) => change({ ...filters, search: search || undefined })}
        />
      </div>

      {showsTotals ? <InvoiceTotalsPanel companyId={companyId} filters={totalsFilters} /> : null}

      <div aria-live="polite">
        {result ? (
          <p
            className={
              result.kind === 'error'
                ? 'form-alert form-alert--error'
                : 'form-alert form-alert--success'
            }
            role={result.kind === 'error' ? 'alert' : 'status'}
          >
            {result.message}{' '}
            {result.kind === 'success' && result.draft ? (
              <Link to={editDraftHref(result.draft)}>Edit the new draft</Link>
            ) : null}
          </p>
        ) : null}
      </div>

      {page.isError ? (
        <LoadError message="We could not load your documents." onRetry={page.retry} />
      ) : page.isPending || !page.data ? (
        <LoadingBlock label="Loading your documents…" />
      ) : page.data.documents.length === 0 ? (
        <p className="documents-list__empty">
          {filters.status || filters.search || (!kind && filters.kind)
            ? 'Nothing matches these filters.'
            : `You have no ${kind ? 'invoices' : 'quotes or invoices'} yet.`}
        </p>
      ) : (
        <>
          <div className="data-table-wrap">
            <table className="data-table">
              <caption className="visually-hidden">{caption}</caption>
              <ColumnHeadings
                columns={columns}
                className={(index) => (index === totalColumn ? 'data-table__number' : undefined)}
              />
              <tbody>
                {page.data.documents.map((document) => (
                  <tr key={document.id}>
                    <th scope="row">{document.number ?? 'Draft'}</th>
                    {kind ? null : <td>{DOCUMENT_KIND_LABELS[document.kind]}</td>}
                    <td>{document.customer.name}</td>
                    <td>
                      <span className={`documents-status documents-status--${document.status}`}>
                        {DOCUMENT_STATUS_LABELS[document.status]}
                      </span>
                    </td>
                    <td className="data-table__number">
                      {formatMoney(document.totals.totalPence)}
                    </td>
                    <td>{datesOf(document)}</td>
                    <td>
                      <DocumentRowActions document={document} onResult={setResult} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {page.data.hasMore ? (
            <ShowMoreButton onShowMore={() => setCount((value) => value + DOCUMENTS_PAGE_SIZE)} />
          ) : null}
        </>
      )}
    </div>
  );
}
