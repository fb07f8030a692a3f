import {
  DOCUMENT_KIND_LABELS,
  DOCUMENT_STATUS_LABELS,
} from '@fixwell/common/documents/document-labels';
import { useId } from 'react';
import { Link } from 'react-router';

import { ColumnHeadings } from '@/components/column-headings';
import { LoadError } from '@/components/load-error';
import { LoadingBlock } from '@/components/loading-block';
import { useCustomerDocuments } from '@/features/company-customers/api/get-company-customers';
import { formatShortDate } from '@/features/company-customers/customer-format';
import { formatMoney } from '@/utils/format';

import './customers.css';

const COLUMNS = ['Number', 'Kind', 'Status', 'Total', 'Paid by card', 'Date'] as const;
const MONEY_COLUMNS: readonly number[] = [3, 4];

export type CustomerDocumentsProps = {
  companyId: string;
  customerId: string;
  /** Where a document opens as the customer sees it. */
  documentHref: (documentId: string) => string;
};

/** The latest quotes and invoices the company has written to this customer, newest first. */
export function CustomerDocuments({ companyId, customerId, documentHref }: CustomerDocumentsProps) {
  const headingId = useId();
  const documents = useCustomerDocuments(companyId, customerId);

  return (
    <section className="customers-section" aria-labelledby={headingId}>
      <h2 id={headingId}>Documents</h2>
      {documents.isPending ? (
        <LoadingBlock label="Loading their documents…" />
      ) : documents.isError ? (
        <LoadError
          message="We could not load their documents."
          onRetry={() => void documents.refetch()}
          retrying={documents.isFetching}
        />
      ) : documents.data.length === 0 ? (
        <p>You have not written them a quote or an invoice yet.</p>
      ) : (
        <div className="customers-table-wrap">
          <table className="customers-table">
            <caption className="visually-hidden">Their quotes and invoices, newest first</caption>
            <ColumnHeadings
              columns={COLUMNS}
              className={(index) =>
                MONEY_COLUMNS.includes(index) ? 'customers-number' : undefined
              }
            />
            <tbody>
              {documents.data.map((document) => {
                const kind = DOCUMENT_KIND_LABELS[document.kind];
                const name = document.number ?? `Draft ${kind.toLowerCase()}`;
                return (
                  <tr key={document.id}>
                    <th scope="row">
                      <Link to={documentHref(document.id)} aria-label={`Preview ${name}`}>
                        {name}
                      </Link>
                    </th>
                    <td>{kind}</td>
                    <td>{DOCUMENT_STATUS_LABELS[document.status]}</td>
                    <td className="customers-number">{formatMoney(document.totalPence)}</td>
                    <td className="customers-number">
                      {document.paidPence > 0 ? formatMoney(document.paidPence) : '—'}
                    </td>
                    <td>
                      <time dateTime={document.date.toISOString()}>
                        {formatShortDate(document.date)}
                      </time>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
