import { describe, expect, it } from 'vitest';

import { ADMIN_USER_MESSAGES } from '@fixwell/common/admin/admin-users';

import {
  activeChangeDecision,
  roleChangeDecision,
  subscriptionIsLive,
  type AccountChangeFacts,
} from './admin-user-decisions';

const facts = (changes: Partial<AccountChangeFacts> = {}): AccountChangeFacts => ({
  actorUid: 'root',
  actor: { role: 'admin', active: true },
  targetUid: 'alice',
  target: { role: 'customer', active: true },
  otherActiveAdmins: 1,
  company: { exists: false, hiddenWithAccount: false, suspended: false },
  ...changes,
});
const roleFacts = (
  changes: Partial<AccountChangeFacts> & {
    companyHasLeads?: boolean;
    subscriptionStatus?: string;
  } = {},
) => ({ companyHasLeads: false, subscriptionStatus: undefined, ...facts(changes), ...changes });
const refusal = (message: string) => ({
  ok: false,
  refusal: expect.objectContaining({ message }) as unknown,
});
const company = { exists: true, hiddenWithAccount: false, suspended: false };

describe('activeChangeDecision', () => {
  it('lets an active admin deactivate and reactivate someone else', () => {
    expect(activeChangeDecision(facts(), false)).toEqual({ ok: true, company: 'none' });
    const off = facts({ target: { role: 'customer', active: false } });
    expect(activeChangeDecision(off, true)).toEqual({ ok: true, company: 'none' });
  });

  it('refuses a caller who is not an active admin (re-read in the transaction)', () => {
    for (const actor of [
      { role: 'admin', active: false },
      { role: 'company', active: true },
      undefined,
    ])
      expect(activeChangeDecision(facts({ actor }), false)).toEqual({
        ok: false,
        refusal: { code: 'permission-denied', message: ADMIN_USER_MESSAGES.adminsOnly },
      });
  });

  it('refuses the caller’s own account, a missing one and a change that changes nothing', () => {
    expect(activeChangeDecision(facts({ targetUid: 'root' }), false)).toEqual(
      refusal(ADMIN_USER_MESSAGES.notYourself),
    );
    expect(activeChangeDecision(facts({ target: undefined }), false)).toEqual({
      ok: false,
      refusal: { code: 'not-found', message: ADMIN_USER_MESSAGES.userNotFound },
    });
    expect(activeChangeDecision(facts(), true)).toEqual(refusal(ADMIN_USER_MESSAGES.alreadyActive));
  });

  it('never deactivates the last active admin', () => {
    const admin = { target: { role: 'admin', active: true } };
    expect(activeChangeDecision(facts({ ...admin, otherActiveAdmins: 0 }), false)).toEqual(
      refusal(ADMIN_USER_MESSAGES.lastAdmin),
    );
    expect(activeChangeDecision(facts(admin), false)).toMatchObject({ ok: true });
  });

  it('hides a company with its account and shows it again on reactivation', () => {
    const target = { role: 'company', active: true };
    expect(activeChangeDecision(facts({ target, company }), false)).toEqual({
      ok: true,
      company: 'hide',
    });
    const hidden = { ...company, hiddenWithAccount: true };
    expect(
      activeChangeDecision(facts({ target: { ...target, active: false }, company: hidden }), true),
    ).toEqual({ ok: true, company: 'restore' });
  });

  it('leaves an admin’s suspension of the company alone', () => {
    const target = { role: 'company', active: true };
    const suspended = { ...company, suspended: true };
    expect(activeChangeDecision(facts({ target, company: suspended }), false)).toEqual({
      ok: true,
      company: 'none',
    });
    expect(
      activeChangeDecision(
        facts({ target: { ...target, active: false }, company: suspended }),
        true,
      ),
    ).toEqual({ ok: true, company: 'none' });
  });
});

describe('roleChangeDecision', () => {
  it('grants and removes the admin role', () => {
    expect(roleChangeDecision(roleFacts(), 'admin')).toEqual({ ok: true, company: 'none' });
    const admin = roleFacts({ target: { role: 'admin', active: true } });
    expect(roleChangeDecision(admin, 'customer')).toEqual({ ok: true, company: 'none' });
  });

  it('refuses the caller’s own role, the same role and the last admin', () => {
    expect(roleChangeDecision(roleFacts({ targetUid: 'root' }), 'admin')).toEqual(
      refusal(ADMIN_USER_MESSAGES.notYourself),
    );
    expect(roleChangeDecision(roleFacts(), 'customer')).toEqual(
      refusal(ADMIN_USER_MESSAGES.sameRole),
    );
    const lastAdmin = roleFacts({ target: { role: 'admin', active: true }, otherActiveAdmins: 0 });
    expect(roleChangeDecision(lastAdmin, 'customer')).toEqual(
      refusal(ADMIN_USER_MESSAGES.lastAdmin),
    );
  });

  it('keeps a company with leads or a live subscription a company', () => {
    const target = { role: 'company', active: true };
    expect(
      roleChangeDecision(roleFacts({ target, company, companyHasLeads: true }), 'customer'),
    ).toEqual(refusal(ADMIN_USER_MESSAGES.companyHasLeads));
    for (const subscriptionStatus of ['active', 'past_due', 'trialing', 'unpaid', 'paused'])
      expect(
        roleChangeDecision(roleFacts({ target, company, subscriptionStatus }), 'customer'),
      ).toEqual(refusal(ADMIN_USER_MESSAGES.companyHasSubscription));
  });

  it('hides a company that leaves the role, and shows it again when it comes back', () => {
    const target = { role: 'company', active: true };
    expect(
      roleChangeDecision(
        roleFacts({ target, company, subscriptionStatus: 'canceled' }),
        'customer',
      ),
    ).toEqual({ ok: true, company: 'hide' });
    const hidden = { ...company, hiddenWithAccount: true };
    expect(roleChangeDecision(roleFacts({ company: hidden }), 'company')).toEqual({
      ok: true,
      company: 'restore',
    });
  });

  it('makes nobody a company without a company profile', () => {
    expect(roleChangeDecision(roleFacts(), 'company')).toEqual(
      refusal(ADMIN_USER_MESSAGES.noCompanyProfile),
    );
  });
});

describe('subscriptionIsLive', () => {
  it('counts only subscriptions Stripe may still bill', () => {
    expect([undefined, 'none', 'canceled', 'incomplete_expired'].map(subscriptionIsLive)).toEqual([
      false,
      false,
      false,
      false,
    ]);
    expect(subscriptionIsLive('incomplete')).toBe(true);
  });
});
