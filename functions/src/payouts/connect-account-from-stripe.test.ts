import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';

import {
  CONNECT_PAGES,
  connectAccountFromStripe,
  connectAccountNotices,
  connectNoticeText,
} from './connect-account-from-stripe';

const COMPANY = { id: 'co-1', name: 'Leeds Plumbing Ltd' };

/** An Express account as Stripe answers it; override what a test varies. */
function account(overrides: Partial<Stripe.Account> = {}): Stripe.Account {
  return {
    id: 'acct_1',
    object: 'account',
    created: 1_780_000_000,
    details_submitted: false,
    charges_enabled: false,
    payouts_enabled: false,
    metadata: { companyUid: 'co-1' },
    requirements: {
      alternatives: [],
      current_deadline: null,
      currently_due: ['external_account', 'individual.dob.day'],
      disabled_reason: 'requirements.past_due',
      errors: [],
      eventually_due: [],
      past_due: [],
      pending_verification: [],
    },
    ...overrides,
  } as Stripe.Account;
}

const requirements = (
  fields: Partial<NonNullable<Stripe.Account['requirements']>>,
): Stripe.Account['requirements'] => ({ ...account().requirements!, ...fields });

describe('connectAccountFromStripe', () => {
  it('mirrors a new account that is still being set up', () => {
    expect(connectAccountFromStripe(account(), COMPANY)).toEqual({
      accountId: 'acct_1',
      companyId: 'co-1',
      companyName: 'Leeds Plumbing Ltd',
      status: 'onboarding',
      detailsSubmitted: false,
      chargesEnabled: false,
      payoutsEnabled: false,
      requirementsDue: ['external_account', 'individual.dob.day'],
      requirementsPastDue: [],
      disabledReason: 'requirements.past_due',
      stripeCreatedAt: 1_780_000_000_000,
    });
  });

  it('is enabled once Stripe enables charges and payouts with nothing overdue', () => {
    const mirrored = connectAccountFromStripe(
      account({
        details_submitted: true,
        charges_enabled: true,
        payouts_enabled: true,
        requirements: requirements({ currently_due: [], disabled_reason: null }),
      }),
      COMPANY,
    );
    expect(mirrored).toMatchObject({
      status: 'enabled',
      requirementsDue: [],
      disabledReason: null,
    });
  });

  it('needs action when details are in but Stripe still wants something', () => {
    const mirrored = connectAccountFromStripe(
      account({
        details_submitted: true,
        requirements: requirements({ currently_due: ['external_account'] }),
      }),
      COMPANY,
    );
    expect(mirrored).toMatchObject({ status: 'restricted', requirementsDue: ['external_account'] });
  });

  it('reads missing requirements as none', () => {
    const mirrored = connectAccountFromStripe(account({ requirements: undefined }), COMPANY);
    expect(mirrored).toMatchObject({
      requirementsDue: [],
      requirementsPastDue: [],
      disabledReason: null,
    });
  });

  it('is rejected when Stripe rejected the account', () => {
    const mirrored = connectAccountFromStripe(
      account({
        details_submitted: true,
        requirements: requirements({ disabled_reason: 'rejected.fraud' }),
      }),
      COMPANY,
    );
    expect(mirrored.status).toBe('rejected');
  });
});

describe('connectAccountNotices', () => {
  const state = (
    payoutsEnabled: boolean,
    requirementsPastDue: string[] = [],
    detailsSubmitted = true,
  ) => ({
    detailsSubmitted,
    payoutsEnabled,
    requirementsPastDue,
  });
  const onboarding = (requirementsPastDue: string[]) => state(false, requirementsPastDue, false);

  it('tells the company when payouts are switched on', () => {
    expect(connectAccountNotices(undefined, state(true))).toEqual([{ kind: 'payouts-enabled' }]);
    expect(connectAccountNotices(state(false), state(true))).toEqual([{ kind: 'payouts-enabled' }]);
  });

  it('says nothing when nothing a company must know has changed', () => {
    expect(connectAccountNotices(undefined, state(false))).toEqual([]);
    expect(connectAccountNotices(state(true), state(true))).toEqual([]);
    expect(
      connectAccountNotices(state(false, ['external_account']), state(false, ['external_account'])),
    ).toEqual([]);
  });

  it('says nothing while the company is still onboarding, or leaves it for later', () => {
    const due = ['external_account', 'individual.dob.day'];
    expect(connectAccountNotices(undefined, onboarding(due))).toEqual([]);
    expect(
      connectAccountNotices(onboarding(due), onboarding([...due, 'tos_acceptance.date'])),
    ).toEqual([]);
    // "Save and finish later": details are in, the bank account was already due.
    expect(connectAccountNotices(onboarding(due), state(false, ['external_account']))).toEqual([]);
  });

  it('tells the company when requirements become past due after onboarding', () => {
    expect(connectAccountNotices(state(false), state(false, ['external_account']))).toEqual([
      { kind: 'requirements-past-due', requirements: ['external_account'] },
    ]);
    expect(
      connectAccountNotices(
        state(true, ['external_account']),
        state(true, ['external_account', 'individual.dob.day']),
      ),
    ).toEqual([
      {
        kind: 'requirements-past-due',
        requirements: ['external_account', 'individual.dob.day'],
      },
    ]);
  });
});

describe('connectNoticeText', () => {
  it('links payouts-enabled to the status page', () => {
    expect(connectNoticeText({ kind: 'payouts-enabled' })).toMatchObject({
      title: 'Payouts are set up',
      link: CONNECT_PAGES.status,
    });
  });

  it('names what Stripe needs in words people read', () => {
    const text = connectNoticeText({
      kind: 'requirements-past-due',
      requirements: ['external_account', 'individual.dob.day', 'individual.dob.month'],
    });
    expect(text.link).toBe(CONNECT_PAGES.setup);
    expect(text.body).toContain('Bank account for payouts, Your date of birth.');
  });
});
