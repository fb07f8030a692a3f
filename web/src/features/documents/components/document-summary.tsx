import {
  DOCUMENT_KIND_LABELS,
  DOCUMENT_STATUS_LABELS,
} from '@fixwell/common/documents/document-labels';
import { VAT_RATE_LABELS, lineNetPence } from '@fixwell/common/documents/document-totals';
import { useState } from 'react';

import { ColumnHeadings } from '@/components/column-headings';
import { href, paths } from '@/config/paths';
import { useDuplicateDocument } from '@/features/documents/api/document-actions';
import { DocumentTotalsTable } from '@/features/documents/components/document-totals-table';
import type { CompanyDocument } from '@/features/documents/document-types';
import { formatLongDate, formatMoney } from '@/utils/format';

import './documents.css';

/**
 * A sent document, read only: its lines never change once sent. "Duplicate" makes a new draft
 * from it, which `onDuplicated` opens.
 */
export function DocumentSummary({
  document,
  onDuplicated,
}: {
  document: CompanyDocument;
  onDuplicated: (documentId: string) => void;
}) {
  const duplicate = useDuplicateDocument();
  const [error, setError] = useState<string | null>(null);
  const kindLabel = DOCUMENT_KIND_LABELS[document.kind];
  const title = document.number ? `${kindLabel} ${document.number}` : kindLabel;
  const vatRegistered = document.vatRegistered;
  return (
    <section className="documents-summary" aria-labelledby="document-summary-heading">
      <h2 id="document-summary-heading">What was sent</h2>
      <p className="notice" role="note">
        This {kindLabel.toLowerCase()} has been sent, so it can no longer be changed. Duplicate it
        to send a new one.
      </p>
      <dl className="documents-summary__facts">
        <div>
          <dt>Status</dt>
          <dd>{DOCUMENT_STATUS_LABELS[document.status]}</dd>
        </div>
        <div>
          <dt>Customer</dt>
          <dd>
            {document.customer.name} ({document.customer.email})
          </dd>
        </div>
        {document.sentAt ? (
          <div>
            <dt>Sent</dt>
            <dd>{formatLongDate(document.sentAt)}</dd>
          </div>
        ) : null}
        {document.validUntil ? (
          <div>
            <dt>Valid until</dt>
            <dd>{formatLongDate(document.validUntil)}</dd>
          </div>
        ) : null}
        {document.dueDate ? (
          <div>
            <dt>Due</dt>
            <dd>{formatLongDate(document.dueDate)}</dd>
          </div>
        ) : null}
      </dl>
      <div className="data-table-wrap">
        <table className="data-table">
          <caption className="visually-hidden">Lines of {title}</caption>
          <ColumnHeadings
            columns={[
              'Description',
              'Quantity',
              'Unit price',
              ...(vatRegistered ? ['VAT rate'] : []),
              'Amount',
            ]}
            className={(index) => (index === 0 ? undefined : 'data-table__number')}
          />
          <tbody>
            {document.lines.map((line, index) => (
              <tr key={index}>
                <td>{line.description}</td>
                <td className="data-table__number">{line.quantity}</td>
                <td className="data-table__number">{formatMoney(line.unitPricePence)}</td>
                {vatRegistered ? (
                  <td className="data-table__number">{VAT_RATE_LABELS[line.vatRate]}</td>
                ) : null}
                <td className="data-table__number">{formatMoney(lineNetPence(line))}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <section aria-labelledby="document-summary-totals-heading">
        <h3 id="document-summary-totals-heading">Totals</h3>
        <DocumentTotalsTable totals={document.totals} vatRegistered={vatRegistered} />
      </section>
      {document.notes ? (
        <>
          <h3>Notes</h3>
          <p className="documents-summary__text">{document.notes}</p>
        </>
      ) : null}
      {document.paymentTerms ? (
        <>
          <h3>Payment terms</h3>
          <p className="documents-summary__text">{document.paymentTerms}</p>
        </>
      ) : null}
      {error ? (
        <p className="form-alert form-alert--error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="form-actions">
        <a
          className="button button--secondary"
          href={href(paths.document, { id: document.id })}
          target="_blank"
          rel="noopener noreferrer"
          aria-label="Open (opens in a new tab)"
        >
          Open
        </a>
        <button
          type="button"
          className="button button--primary"
          disabled={duplicate.isPending}
          onClick={() => {
            setError(null);
            duplicate.mutate(document.id, {
              onSuccess: ({ documentId }) => onDuplicated(documentId),
              onError: (cause) => setError(cause.message),
            });
          }}
        >
          {duplicate.isPending ? 'Duplicating…' : 'Duplicate'}
        </button>
      </div>
    </section>
  );
}
