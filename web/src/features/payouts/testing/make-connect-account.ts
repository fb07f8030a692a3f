import type { ConnectAccount } from '@/features/payouts/payouts-types';

/** A Connect account as the webhook writes it: by default just created, nothing submitted. */
export function makeConnectAccount(overrides: Partial<ConnectAccount> = {}): ConnectAccount {
  return {
    accountId: 'acct_test',
    companyId: 'company-uid',
    companyName: 'Brightwater Plumbing & Heating',
    status: 'onboarding',
    detailsSubmitted: false,
    chargesEnabled: false,
    payoutsEnabled: false,
    requirementsDue: ['business_type', 'external_account', 'tos_acceptance.date'],
    requirementsPastDue: [],
    disabledReason: 'requirements.past_due',
    stripeCreatedAt: new Date('2026-11-20T10:00:00Z'),
    updatedAt: new Date('2026-11-20T10:00:00Z'),
    ...overrides,
  };
}

/** An account Stripe has fully enabled. */
export function makeEnabledConnectAccount(overrides: Partial<ConnectAccount> = {}): ConnectAccount {
  return makeConnectAccount({
    status: 'enabled',
    detailsSubmitted: true,
    chargesEnabled: true,
    payoutsEnabled: true,
    requirementsDue: [],
    disabledReason: null,
    ...overrides,
  });
}
