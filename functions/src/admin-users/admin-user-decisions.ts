import { ADMIN_USER_MESSAGES } from '@fixwell/common/admin/admin-users';
import type { SubscriptionStatus } from '@fixwell/common/subscription';
import type { Role } from '@fixwell/common/user-profile';

// The decisions behind setUserActive and setUserRole, read from the transaction's own reads so
// two admins acting at once cannot both pass (each re-reads the other's change).

export interface AccountFacts {
  role: Role | string;
  active: boolean;
}

export interface Refusal {
  code: 'permission-denied' | 'not-found' | 'failed-precondition';
  message: string;
}

/** What happens to the account's company document alongside the change. */
export type CompanyEffect =
  /** Hidden and offered no leads, as an admin's suspension does; marked so it can be undone. */
  | 'hide'
  /** The hiding this action did earlier is undone (its public flag restored). */
  | 'restore'
  | 'none';

export type AccountDecision =
  { ok: true; company: CompanyEffect } | { ok: false; refusal: Refusal };

export interface AccountChangeFacts {
  actorUid: string;
  /** The caller's profile as the transaction read it. */
  actor: AccountFacts | undefined;
  targetUid: string;
  target: AccountFacts | undefined;
  /** Active admins other than the target (at most a few are counted). */
  otherActiveAdmins: number;
  /** The target's company document, when it has one. */
  company: {
    exists: boolean;
    /** Suspended by the account action itself (`companyPrivate.suspendedWithAccount`). */
    hiddenWithAccount: boolean;
    /** Already suspended by an admin on the Companies page. */
    suspended: boolean;
  };
}

const refuse = (code: Refusal['code'], message: string): AccountDecision => ({
  ok: false,
  refusal: { code, message },
});

const isActiveAdmin = (account: AccountFacts | undefined) =>
  account?.role === 'admin' && account.active;

function commonRefusal(facts: AccountChangeFacts): AccountDecision | null {
  if (!isActiveAdmin(facts.actor))
    return refuse('permission-denied', ADMIN_USER_MESSAGES.adminsOnly);
  if (facts.actorUid === facts.targetUid)
    return refuse('failed-precondition', ADMIN_USER_MESSAGES.notYourself);
  if (!facts.target) return refuse('not-found', ADMIN_USER_MESSAGES.userNotFound);
  return null;
}

/**
 * Deactivating or reactivating an account. Never the caller's own, never the last active admin.
 * A company account's profile is hidden with it (unless an admin had suspended it already) and
 * shown again on reactivation.
 */
export function activeChangeDecision(facts: AccountChangeFacts, active: boolean): AccountDecision {
  const refused = commonRefusal(facts);
  if (refused) return refused;
  const target = facts.target!;
  if (target.active === active)
    return refuse(
      'failed-precondition',
      active ? ADMIN_USER_MESSAGES.alreadyActive : ADMIN_USER_MESSAGES.alreadyDeactivated,
    );
  if (!active && isActiveAdmin(target) && facts.otherActiveAdmins === 0)
    return refuse('failed-precondition', ADMIN_USER_MESSAGES.lastAdmin);
  return { ok: true, company: companyEffect(facts, target.role === 'company' && active) };
}

/** Statuses under which Stripe may still bill the company. */
const ENDED_SUBSCRIPTIONS: readonly SubscriptionStatus[] = [
  'none',
  'canceled',
  'incomplete_expired',
];

export function subscriptionIsLive(status: string | undefined): boolean {
  return status !== undefined && !(ENDED_SUBSCRIPTIONS as readonly string[]).includes(status);
}

/**
 * Changing an account's role. Never the caller's own, never the last active admin's. Leaving
 * the company role is refused while the company has leads (its customers rely on it) or a live
 * subscription (Stripe would go on billing it); otherwise its profile is hidden, and shown again
 * if the account becomes a company once more. Becoming a company needs a company profile, which
 * only a company sign-up creates.
 */
export function roleChangeDecision(
  facts: AccountChangeFacts & { companyHasLeads: boolean; subscriptionStatus: string | undefined },
  role: Role,
): AccountDecision {
  const refused = commonRefusal(facts);
  if (refused) return refused;
  const target = facts.target!;
  if (target.role === role) return refuse('failed-precondition', ADMIN_USER_MESSAGES.sameRole);
  if (isActiveAdmin(target) && role !== 'admin' && facts.otherActiveAdmins === 0)
    return refuse('failed-precondition', ADMIN_USER_MESSAGES.lastAdmin);
  if (target.role === 'company') {
    if (facts.companyHasLeads)
      return refuse('failed-precondition', ADMIN_USER_MESSAGES.companyHasLeads);
    if (subscriptionIsLive(facts.subscriptionStatus))
      return refuse('failed-precondition', ADMIN_USER_MESSAGES.companyHasSubscription);
  }
  if (role === 'company' && !facts.company.exists)
    return refuse('failed-precondition', ADMIN_USER_MESSAGES.noCompanyProfile);
  return { ok: true, company: companyEffect(facts, role === 'company' && target.active) };
}

/** Whether the company shows: restored when the account is a working company again, else hidden. */
function companyEffect(facts: AccountChangeFacts, working: boolean): CompanyEffect {
  const { company } = facts;
  if (!company.exists) return 'none';
  if (working) return company.hiddenWithAccount ? 'restore' : 'none';
  // Hidden already: by an admin's suspension (left as it is) or by an earlier account action.
  return company.suspended || company.hiddenWithAccount ? 'none' : 'hide';
}
