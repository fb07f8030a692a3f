import { VAT_RATE_LABELS } from '@fixwell/common/documents/document-totals';
import type { DocumentView } from '@fixwell/common/documents/document-view';
import type { CSSProperties } from 'react';

import { DocumentTotalsList } from '@/components/document-totals-list';
import {
  amountDuePence,
  documentTitle,
  formatQuantity,
  statusInWords,
} from '@/features/document-view/document-format';
import { formatLongDate, formatMoney } from '@/utils/format';

import './document-view.css';

function AddressLines({ lines }: { lines: (string | null | undefined)[] }) {
  const shown = lines.filter((line): line is string => Boolean(line?.trim()));
  return (
    <>
      {shown.map((line, index) => (
        <span key={index} className="document-sheet__address-line">
          {line}
        </span>
      ))}
    </>
  );
}

/**
 * A quote or invoice as its customer sees it: branded with the company's name (and colour and
 * logo when it has them), readable on a phone and printable. Pure: everything comes from `view`,
 * so a template preview renders exactly what a customer would open.
 */
export function DocumentSheet({ view }: { view: DocumentView }) {
  const { company, customer, totals } = view;
  const title = documentTitle(view);
  const showVat = view.vatRegistered;
  const style = company.brandColour
    ? ({ '--document-brand': company.brandColour } as CSSProperties)
    : undefined;
  const dueLabel = view.kind === 'quote' ? 'Valid until' : 'Due';
  const dueIso = view.kind === 'quote' ? view.validUntilIso : view.dueDateIso;
  const showPaid = view.kind === 'invoice' || view.amountPaidPence > 0;

  return (
    <section className="document-sheet" style={style} aria-label={title}>
      <header className="document-sheet__header">
        <div className="document-sheet__brand">
          {company.logoUrl ? (
            <img
              className="document-sheet__logo"
              src={company.logoUrl}
              alt={`${company.name} logo`}
              width={140}
              height={56}
            />
          ) : null}
          <p className="document-sheet__company">{company.name}</p>
        </div>
        <div className="document-sheet__title">
          <h2>{title}</h2>
          <p className="document-sheet__status">
            <span className="visually-hidden">Status: </span>
            {statusInWords(view)}
          </p>
        </div>
      </header>

      <dl className="document-sheet__dates">
        {view.issuedAtIso ? (
          <div>
            <dt>Issued</dt>
            <dd>{formatLongDate(view.issuedAtIso)}</dd>
          </div>
        ) : null}
        {dueIso ? (
          <div>
            <dt>{dueLabel}</dt>
            <dd>{formatLongDate(dueIso)}</dd>
          </div>
        ) : null}
      </dl>

      <div className="document-sheet__parties">
        <div>
          <h3>From</h3>
          <p className="document-sheet__address">
            <AddressLines lines={[company.name, company.phone, company.email]} />
            {showVat && company.vatNumber ? (
              <span className="document-sheet__address-line">VAT number {company.vatNumber}</span>
            ) : null}
          </p>
        </div>
        <div>
          <h3>To</h3>
          <p className="document-sheet__address">
            <AddressLines
              lines={[
                customer.name,
                customer.address.line1,
                customer.address.line2,
                customer.address.town,
                customer.address.postcode,
              ]}
            />
          </p>
        </div>
      </div>

      <table className="document-sheet__lines">
        <caption className="visually-hidden">Work and items</caption>
        <thead>
          <tr>
            <th scope="col">Description</th>
            <th scope="col" className="document-sheet__number">
              Qty
            </th>
            <th scope="col" className="document-sheet__number">
              Unit price
            </th>
            {showVat ? (
              <th scope="col" className="document-sheet__number">
                VAT
              </th>
            ) : null}
            <th scope="col" className="document-sheet__number">
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {view.lines.map((line, index) => (
            <tr key={index}>
              <td data-label="Description">{line.description}</td>
              <td data-label="Qty" className="document-sheet__number">
                {formatQuantity(line.quantity)}
              </td>
              <td data-label="Unit price" className="document-sheet__number">
                {formatMoney(line.unitPricePence)}
              </td>
              {showVat ? (
                <td data-label="VAT" className="document-sheet__number">
                  {VAT_RATE_LABELS[line.vatRate]}
                </td>
              ) : null}
              <td data-label="Amount" className="document-sheet__number">
                {formatMoney(view.lineNetPence[index] ?? 0)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>

      <DocumentTotalsList
        totals={totals}
        showVat={showVat}
        className="document-sheet__totals"
        totalClassName="document-sheet__total"
        aria-label="Totals"
      >
        {view.depositPence !== null ? (
          <div>
            <dt>Deposit{view.depositPercent !== null ? ` (${view.depositPercent}%)` : ''}</dt>
            <dd>{formatMoney(view.depositPence)}</dd>
          </div>
        ) : null}
        {view.credit ? (
          <div>
            <dt>{view.credit.description}</dt>
            <dd>−{formatMoney(view.credit.amountPence)}</dd>
          </div>
        ) : null}
        {showPaid ? (
          <div>
            <dt>Amount paid</dt>
            <dd>{formatMoney(view.amountPaidPence)}</dd>
          </div>
        ) : null}
        {view.kind === 'invoice' && view.status !== 'void' ? (
          <div className="document-sheet__total">
            <dt>Amount due</dt>
            <dd>{formatMoney(amountDuePence(view))}</dd>
          </div>
        ) : null}
      </DocumentTotalsList>
      {showVat ? null : (
        <p className="document-sheet__small">
          {company.name} is not registered for VAT: no VAT is charged.
        </p>
      )}

      {view.notes ? (
        <div className="document-sheet__text">
          <h3>Notes</h3>
          <p>{view.notes}</p>
        </div>
      ) : null}
      {view.paymentTerms ? (
        <div className="document-sheet__text">
          <h3>Payment terms</h3>
          <p>{view.paymentTerms}</p>
        </div>
      ) : null}
      {company.footerText ? (
        <footer className="document-sheet__footer">{company.footerText}</footer>
      ) : null}
    </section>
  );
}
