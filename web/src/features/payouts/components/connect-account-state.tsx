import {
  CONNECT_ACCOUNT_STATUS_LABELS,
  requirementLabels,
} from '@fixwell/common/billing/connect-account';

import { FormAlert } from '@/components/form/form-alert';
import { OpenStripeButton } from '@/components/open-stripe-button';
import { useOpenDashboard, useStartOnboarding } from '@/features/payouts/api/open-stripe';
import type { ConnectAccount } from '@/features/payouts/payouts-types';

import './payouts.css';

function CheckItem({ label, done }: { label: string; done: boolean }) {
  return (
    <li className={`connect-checklist__item${done ? ' connect-checklist__item--done' : ''}`}>
      <span className="connect-checklist__mark" aria-hidden="true">
        {done ? '✓' : '–'}
      </span>
      <span>
        {label}: {done ? 'done' : 'not yet'}
      </span>
    </li>
  );
}

/** Whether Stripe still wants something from the company. */
export function needsSetup(account: ConnectAccount): boolean {
  return (
    account.status !== 'enabled' ||
    account.requirementsDue.length > 0 ||
    account.requirementsPastDue.length > 0
  );
}

/** The account as Stripe holds it: its checks, what is still due, and the way back to Stripe. */
export function ConnectAccountState({ account }: { account: ConnectAccount }) {
  const onboarding = useStartOnboarding();
  const dashboard = useOpenDashboard();
  const due = requirementLabels([...account.requirementsPastDue, ...account.requirementsDue]);
  const error = onboarding.error?.message ?? dashboard.error?.message;
  return (
    <div className="connect-account">
      <p>
        Status: <strong>{CONNECT_ACCOUNT_STATUS_LABELS[account.status]}</strong>
      </p>
      <ul className="connect-checklist" aria-label="Stripe's checks">
        <CheckItem label="Details submitted" done={account.detailsSubmitted} />
        <CheckItem label="Card payments enabled" done={account.chargesEnabled} />
        <CheckItem label="Payouts enabled" done={account.payoutsEnabled} />
      </ul>
      {due.length > 0 ? (
        <>
          <h3>Stripe still needs</h3>
          <ul aria-label="Stripe still needs">
            {due.map((label) => (
              <li key={label}>{label}</li>
            ))}
          </ul>
        </>
      ) : null}
      {account.status === 'rejected' ? (
        <p className="notice notice--warning">
          Stripe could not accept this account. Contact Fixwell support and we will help.
        </p>
      ) : null}
      <FormAlert message={error} />
      <div className="connect-actions">
        {needsSetup(account) && account.status !== 'rejected' ? (
          <OpenStripeButton
            variant="primary"
            pending={onboarding.isPending}
            onClick={() => onboarding.mutate()}
          >
            Continue setup
          </OpenStripeButton>
        ) : null}
        {account.detailsSubmitted ? (
          <OpenStripeButton
            variant="secondary"
            pending={dashboard.isPending}
            onClick={() => dashboard.mutate()}
          >
            Open Stripe dashboard
          </OpenStripeButton>
        ) : null}
      </div>
    </div>
  );
}
