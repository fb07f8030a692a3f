import {
  CONNECT_ACCOUNT_STATUS_LABELS,
  requirementLabels,
} from '@fixwell/common/billing/connect-account';
import type { ConnectMoneyMovement } from '@fixwell/common/callables';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { PageHero } from '@/components/content/page-hero';
import { LoadError } from '@/components/load-error';
import { paths } from '@/config/paths';
import type { AdminConnectAccount } from '@/features/admin-billing/admin-billing';
import {
  useConnectAccount,
  useConnectAccountActivity,
} from '@/features/admin-billing/api/get-connect-accounts';
import { BillingTable, IdText } from '@/features/admin-billing/components/billing-table';
import { formatLondonDateTime } from '@/features/admin-billing/london-dates';
import { formatMoney } from '@/features/admin-billing/money';
import { formatLongDate } from '@/utils/format';

import './admin-billing.css';

/** Stripe's `requirements.disabled_reason` values, in words. */
const DISABLED_REASON_LABELS: Record<string, string> = {
  'requirements.past_due': 'Required information is overdue',
  'requirements.pending_verification': 'Stripe is checking the information given',
  listed: 'On a prohibited persons list',
  platform_paused: 'Paused by Fixwell',
  'rejected.fraud': 'Rejected: suspected fraud',
  'rejected.incomplete_verification': 'Rejected: verification not completed',
  'rejected.listed': 'Rejected: on a prohibited persons list',
  'rejected.other': 'Rejected',
  'rejected.terms_of_service': 'Rejected: breach of the terms of service',
  under_review: 'Under review by Stripe',
  other: 'Another reason (see the Stripe dashboard)',
};

/** Stripe's payout and transfer statuses, in words. */
const MOVEMENT_STATUS_LABELS: Record<string, string> = {
  paid: 'Paid',
  pending: 'Pending',
  in_transit: 'On its way',
  canceled: 'Cancelled',
  failed: 'Failed',
  reversed: 'Reversed',
};

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');
const enabledText = (enabled: boolean) => (enabled ? 'Enabled' : 'Not enabled');
const isoDate = (iso: string | null) => (iso ? formatLongDate(iso) : '–');

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function Requirements({ codes, none }: { codes: readonly string[]; none: string }) {
  const labels = requirementLabels(codes);
  if (labels.length === 0) return <p>{none}</p>;
  return (
    <ul>
      {labels.map((label) => (
        <li key={label}>{label}</li>
      ))}
    </ul>
  );
}

function MovementsTable({
  caption,
  movements,
  payouts,
}: {
  caption: string;
  movements: readonly ConnectMoneyMovement[];
  payouts: boolean;
}) {
  const columns = payouts
    ? ['Date', 'Arrives', 'Amount', 'Status', 'Description', 'Stripe id']
    : ['Date', 'Amount', 'Status', 'Description', 'Stripe id'];
  return (
    <BillingTable caption={caption} columns={columns} numberColumns={[payouts ? 2 : 1]}>
      {movements.map((movement) => (
        <tr key={movement.id}>
          <td>{isoDate(movement.createdAtIso)}</td>
          {payouts ? <td>{isoDate(movement.arrivalDateIso)}</td> : null}
          <td className="data-table__number">{formatMoney(movement.amountPence)}</td>
          <td>{MOVEMENT_STATUS_LABELS[movement.status] ?? (movement.status || '–')}</td>
          <td>{movement.description ?? '–'}</td>
          <td>
            <IdText>{movement.id}</IdText>
          </td>
        </tr>
      ))}
    </BillingTable>
  );
}

function Activity({ companyId }: { companyId: string }) {
  const activity = useConnectAccountActivity(companyId);
  let transfers: ReactNode;
  let payouts: ReactNode;
  if (activity.isPending) {
    transfers = payouts = <p role="status">Asking Stripe…</p>;
  } else if (activity.isError) {
    const failed = (
      <LoadError
        message={activity.error.message || 'We could not load the transfers and payouts.'}
        onRetry={() => void activity.refetch()}
        retrying={activity.isFetching}
      />
    );
    transfers = failed;
    payouts = <p>Not loaded: see above.</p>;
  } else {
    transfers =
      activity.data.transfers.length === 0 ? (
        <p>No transfers have been made to this account yet.</p>
      ) : (
        <MovementsTable
          caption="Transfers to this account, newest first"
          movements={activity.data.transfers}
          payouts={false}
        />
      );
    payouts =
      activity.data.payouts.length === 0 ? (
        <p>This account has not been paid out to a bank yet.</p>
      ) : (
        <MovementsTable
          caption="Payouts from this account to its bank, newest first"
          movements={activity.data.payouts}
          payouts
        />
      );
  }
  return (
    <>
      <section className="admin-billing__section" aria-labelledby="transfers-heading">
        <h2 id="transfers-heading">Recent transfers</h2>
        {transfers}
      </section>
      <section className="admin-billing__section" aria-labelledby="payouts-heading">
        <h2 id="payouts-heading">Recent payouts</h2>
        {payouts}
      </section>
    </>
  );
}

function AccountFacts({ account }: { account: AdminConnectAccount }) {
  const companyName = account.companyName || account.companyId;
  return (
    <>
      <section className="admin-billing__section" aria-labelledby="state-heading">
        <h2 id="state-heading">State</h2>
        <dl className="admin-billing__facts">
          <Fact term="Stripe account">
            <IdText>{account.accountId}</IdText>
          </Fact>
          <Fact term="Status">
            {CONNECT_ACCOUNT_STATUS_LABELS[account.status] ?? account.status}
          </Fact>
          <Fact term="Details submitted">{yesNo(account.detailsSubmitted)}</Fact>
          <Fact term="Card payments">{enabledText(account.chargesEnabled)}</Fact>
          <Fact term="Payouts">{enabledText(account.payoutsEnabled)}</Fact>
          <Fact term="Disabled because">
            {account.disabledReason
              ? (DISABLED_REASON_LABELS[account.disabledReason] ?? account.disabledReason)
              : 'Not disabled'}
          </Fact>
          <Fact term="Created">{account.createdAt ? formatLongDate(account.createdAt) : '–'}</Fact>
          <Fact term="Last updated by Stripe">
            {account.updatedAt ? formatLondonDateTime(account.updatedAt) : '–'}
          </Fact>
        </dl>
      </section>

      <section className="admin-billing__section" aria-labelledby="company-heading">
        <h2 id="company-heading">Company</h2>
        <p>
          {companyName} (account <IdText>{account.companyId}</IdText>)
        </p>
        <ul>
          <li>
            <Link
              to={`${paths.adminTransactions}?company=${encodeURIComponent(account.companyId)}`}
            >
              Transactions of {companyName}
            </Link>
          </li>
          {account.companyName ? (
            <li>
              <Link to={`${paths.adminSubscriptions}?q=${encodeURIComponent(account.companyName)}`}>
                Subscription of {companyName}
              </Link>
            </li>
          ) : null}
        </ul>
      </section>

      <section className="admin-billing__section" aria-labelledby="requirements-heading">
        <h2 id="requirements-heading">Requirements</h2>
        <h3>Due now</h3>
        <Requirements codes={account.requirementsDue} none="Nothing is due." />
        <h3>Past due</h3>
        <Requirements codes={account.requirementsPastDue} none="Nothing is past due." />
      </section>
    </>
  );
}

const backLink = (
  <p>
    <Link to={paths.adminStripeAccounts}>All connected accounts</Link>
  </p>
);

/** One connected account by its Stripe id: its state, requirements, and money moved by Stripe. */
export function ConnectAccountDetail({ accountId }: { accountId: string }) {
  const account = useConnectAccount(accountId);

  if (account.isPending) {
    return (
      <>
        <PageHero heading="Connected account" />
        <p role="status">Loading the account…</p>
      </>
    );
  }
  if (account.isError) {
    return (
      <>
        <PageHero heading="Connected account" />
        <LoadError
          message="We could not load the account."
          onRetry={() => void account.refetch()}
          retrying={account.isFetching}
        />
        {backLink}
      </>
    );
  }
  if (!account.data) {
    return (
      <>
        <PageHero heading="Connected account not found" />
        <p className="notice notice--warning" role="alert">
          No company has a connected account <IdText>{accountId}</IdText>. Check the link, or find
          the account in the list.
        </p>
        {backLink}
      </>
    );
  }
  return (
    <>
      <PageHero
        heading={account.data.companyName || 'Connected account'}
        lede={
          <>
            Stripe Express account <IdText>{account.data.accountId}</IdText>:{' '}
            {CONNECT_ACCOUNT_STATUS_LABELS[account.data.status] ?? account.data.status}.
          </>
        }
      />
      <AccountFacts account={account.data} />
      <Activity companyId={account.data.companyId} />
      {backLink}
    </>
  );
}
