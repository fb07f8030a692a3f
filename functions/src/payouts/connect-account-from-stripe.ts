import type Stripe from 'stripe';

import {
  connectAccountStatus,
  requirementLabels,
  type ConnectAccountDocument,
} from '@fixwell/common/billing/connect-account';

// What `account.updated` changes, kept apart from the reads and writes: the Stripe account as
// `connectAccounts/{companyUid}` stores it, and which notices the company gets.

/** `connectAccounts/{uid}` from the account as Stripe holds it now; times in milliseconds. */
export function connectAccountFromStripe(
  account: Stripe.Account,
  company: { id: string; name: string },
): Omit<ConnectAccountDocument<number>, 'updatedAt'> {
  const flags = {
    detailsSubmitted: account.details_submitted === true,
    chargesEnabled: account.charges_enabled === true,
    payoutsEnabled: account.payouts_enabled === true,
    requirementsDue: [...(account.requirements?.currently_due ?? [])],
    requirementsPastDue: [...(account.requirements?.past_due ?? [])],
    disabledReason: account.requirements?.disabled_reason ?? null,
  };
  return {
    accountId: account.id,
    companyId: company.id,
    companyName: company.name,
    status: connectAccountStatus(flags),
    ...flags,
    stripeCreatedAt: (account.created ?? 0) * 1000,
  };
}

type NoticeFacts = Pick<
  ConnectAccountDocument<unknown>,
  'detailsSubmitted' | 'payoutsEnabled' | 'requirementsPastDue'
>;

export type ConnectNotice =
  { kind: 'payouts-enabled' } | { kind: 'requirements-past-due'; requirements: string[] };

/**
 * The notices an update brings: payouts switched on (the handler sends that one only once per
 * company), and requirements that have become past due since the last update once the company
 * has submitted its details (while it is still onboarding, Stripe lists everything it has not yet
 * given as past due, and the onboarding page already asks for it).
 */
export function connectAccountNotices(
  before: NoticeFacts | undefined,
  after: NoticeFacts,
): ConnectNotice[] {
  const notices: ConnectNotice[] = [];
  if (after.payoutsEnabled && before?.payoutsEnabled !== true) {
    notices.push({ kind: 'payouts-enabled' });
  }
  const known = new Set(before?.requirementsPastDue ?? []);
  if (after.detailsSubmitted && after.requirementsPastDue.some((code) => !known.has(code))) {
    notices.push({ kind: 'requirements-past-due', requirements: after.requirementsPastDue });
  }
  return notices;
}

/** The in-app pages a notice links to. */
export const CONNECT_PAGES = {
  setup: '/company/stripe-connect',
  status: '/company/stripe-connect/success',
} as const;

/** What the company reads for a notice. */
export function connectNoticeText(notice: ConnectNotice): {
  title: string;
  body: string;
  link: string;
} {
  if (notice.kind === 'payouts-enabled') {
    return {
      title: 'Payouts are set up',
      body: 'Stripe has enabled card payments and payouts for your business. Money customers pay by card will reach your bank account.',
      link: CONNECT_PAGES.status,
    };
  }
  return {
    title: 'Stripe needs more details',
    body: `Stripe needs these now to keep your card payments and payouts running: ${requirementLabels(notice.requirements).join(', ')}.`,
    link: CONNECT_PAGES.setup,
  };
}
