import {
  PAYOUTS_PAYMENTS_LIMIT,
  type PayoutsOverview,
  type PayoutsPayment,
} from '@fixwell/common/billing/payouts-overview';
import type { ConnectMoneyMovement } from '@fixwell/common/callables';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';

import { FormAlert } from '@/components/form/form-alert';
import { LoadError } from '@/components/load-error';
import { LoadingBlock } from '@/components/loading-block';
import { OpenStripeButton } from '@/components/open-stripe-button';
import { href, paths } from '@/config/paths';
import { usePayoutsOverview } from '@/features/payouts/api/get-payouts-overview';
import { useOpenDashboard } from '@/features/payouts/api/open-stripe';
import { formatLongDate, formatMoney } from '@/utils/format';

import './payouts.css';

/** Stripe's payout statuses in the company's words. */
const PAYOUT_STATUS_WORDS: Record<string, string> = {
  paid: 'Paid into your bank',
  in_transit: 'On its way to your bank',
  pending: 'Waiting to be sent',
  failed: 'Failed: back in your balance',
  canceled: 'Cancelled',
};

const payoutStatusWords = (status: string) => PAYOUT_STATUS_WORDS[status] ?? status;

/**
 * A table that scrolls sideways on a narrow screen instead of squeezing its figures: the wrapper is
 * a named, focusable region, so it can be scrolled with the keyboard too.
 */
function ScrollingTable({
  caption,
  className,
  children,
}: {
  caption: string;
  className: string;
  children: ReactNode;
}) {
  const captionId = useId();
  return (
    <div className="payouts-table-wrap" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className={`payouts-table ${className}`}>
        <caption id={captionId} className="payouts-table__caption">
          {caption}
        </caption>
        {children}
      </table>
    </div>
  );
}

function NotSetUp() {
  return (
    <section className="card payouts-section" aria-labelledby="payouts-not-set-up-heading">
      <h2 id="payouts-not-set-up-heading">Card payments are not set up yet</h2>
      <p>
        Connect a Stripe account so customers can pay your invoices and deposits by card. Stripe
        then pays the money into your bank account, and this page shows your balance, each payout
        and each payment.
      </p>
      <Link className="button button--primary" to={paths.companyStripeConnect}>
        Set up card payments
      </Link>
    </section>
  );
}

function Balance({ overview }: { overview: PayoutsOverview }) {
  const dashboard = useOpenDashboard();
  return (
    <section className="card payouts-section" aria-labelledby="payouts-balance-heading">
      <h2 id="payouts-balance-heading">Your balance</h2>
      {overview.payoutsEnabled ? null : (
        <p className="notice notice--warning">
          Stripe has paused your payouts until it has the details it needs.{' '}
          <Link to={paths.companyStripeConnect}>See what Stripe needs</Link>
        </p>
      )}
      <dl className="payouts-balance">
        <div>
          <dt>Available now</dt>
          <dd>{formatMoney(overview.availablePence)}</dd>
          <dd className="payouts-balance__hint">
            Stripe pays this into your bank at its next payout.
          </dd>
        </div>
        <div>
          <dt>Pending</dt>
          <dd>{formatMoney(overview.pendingPence)}</dd>
          <dd className="payouts-balance__hint">
            Card payments Stripe is still holding; each becomes available a few days after it was
            made.
          </dd>
        </div>
      </dl>
      <FormAlert message={dashboard.error?.message} />
      <div className="connect-actions">
        <OpenStripeButton
          variant="secondary"
          pending={dashboard.isPending}
          onClick={() => dashboard.mutate()}
        >
          Open Stripe dashboard
        </OpenStripeButton>
      </div>
    </section>
  );
}

function Payouts({ payouts }: { payouts: ConnectMoneyMovement[] }) {
  return (
    <section className="card payouts-section" aria-labelledby="payouts-list-heading">
      <h2 id="payouts-list-heading">Payouts to your bank</h2>
      {payouts.length === 0 ? (
        <p>
          No payouts yet. Stripe pays your available balance into your bank account automatically.
        </p>
      ) : (
        <ScrollingTable
          caption="Your latest payouts, newest first"
          className="payouts-table--payouts"
        >
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col" className="payouts-table__money">
                Amount
              </th>
              <th scope="col">Status</th>
              <th scope="col">Expected in your bank</th>
            </tr>
          </thead>
          <tbody>
            {payouts.map((payout) => (
              <tr key={payout.id}>
                <th scope="row">{formatLongDate(payout.createdAtIso)}</th>
                <td className="payouts-table__money">{formatMoney(payout.amountPence)}</td>
                <td>{payoutStatusWords(payout.status)}</td>
                <td>{payout.arrivalDateIso ? formatLongDate(payout.arrivalDateIso) : '–'}</td>
              </tr>
            ))}
          </tbody>
        </ScrollingTable>
      )}
    </section>
  );
}

function PaymentRow({ payment }: { payment: PayoutsPayment }) {
  const number = payment.documentNumber ?? 'Document';
  return (
    <tr>
      <th scope="row">{formatLongDate(payment.paidAtIso)}</th>
      <td>
        <Link to={href(paths.document, { id: payment.documentId })}>{number}</Link>
      </td>
      <td>{payment.customerName}</td>
      <td className="payouts-table__money">{formatMoney(payment.amountPence)}</td>
      <td className="payouts-table__money">{formatMoney(payment.feePence)}</td>
      <td className="payouts-table__money">
        {payment.refundedPence > 0 ? formatMoney(payment.refundedPence) : '–'}
      </td>
      <td className="payouts-table__money">{formatMoney(payment.netPence)}</td>
    </tr>
  );
}

function Payments({ overview }: { overview: PayoutsOverview }) {
  const { payments, totals } = overview;
  return (
    <section className="card payouts-section" aria-labelledby="payouts-payments-heading">
      <h2 id="payouts-payments-heading">Card payments</h2>
      <p>
        Fixwell&apos;s fee is taken from each card payment; you see it here before the money reaches
        your bank. When you refund a payment, the fee on the part you refund comes back to you.
      </p>
      {payments.length >= PAYOUTS_PAYMENTS_LIMIT ? (
        <p>
          These are your latest {PAYOUTS_PAYMENTS_LIMIT} card payments, and the totals are theirs;
          your Stripe dashboard has every payment.
        </p>
      ) : null}
      {payments.length === 0 ? (
        <p>No card payments yet. They appear here as soon as a customer pays.</p>
      ) : (
        <ScrollingTable
          caption="Card payments from your customers, newest first"
          className="payouts-table--payments"
        >
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Document</th>
              <th scope="col">Customer</th>
              <th scope="col" className="payouts-table__money">
                Amount
              </th>
              <th scope="col" className="payouts-table__money">
                Fixwell fee
              </th>
              <th scope="col" className="payouts-table__money">
                Refunded
              </th>
              <th scope="col" className="payouts-table__money">
                You receive
              </th>
            </tr>
          </thead>
          <tbody>
            {payments.map((payment) => (
              <PaymentRow key={payment.id} payment={payment} />
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={3}>
                Total of {payments.length === 1 ? '1 payment' : `${payments.length} payments`}
              </th>
              <td className="payouts-table__money">{formatMoney(totals.paidPence)}</td>
              <td className="payouts-table__money">{formatMoney(totals.feePence)}</td>
              <td className="payouts-table__money">{formatMoney(totals.refundedPence)}</td>
              <td className="payouts-table__money">{formatMoney(totals.netPence)}</td>
            </tr>
          </tfoot>
        </ScrollingTable>
      )}
    </section>
  );
}

/** `/company/payouts`: the balance, payouts and card payments, or the way to set payouts up. */
export function PayoutsOverviewPanel({ companyId }: { companyId: string }) {
  const overview = usePayoutsOverview(companyId);
  if (overview.isError) {
    return (
      <LoadError
        message="We could not load your payouts."
        onRetry={() => void overview.refetch()}
        retrying={overview.isFetching}
      />
    );
  }
  if (overview.isPending) return <LoadingBlock label="Loading your payouts…" lines={6} />;
  if (!overview.data.connected) return <NotSetUp />;
  return (
    <>
      <Balance overview={overview.data} />
      <Payouts payouts={overview.data.payouts} />
      <Payments overview={overview.data} />
    </>
  );
}
