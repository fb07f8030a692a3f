import { ROLE_HOME, type Role } from '@fixwell/common/user-profile';
import { redirect } from 'react-router';

import type { GuardName, LayoutName } from '@/config/route-types';
import { authReady } from '@/features/auth/auth-session';

/** SPEC.md §4: guards always run in this order, whatever order a route lists them in. */
export const GUARD_ORDER: readonly GuardName[] = ['auth', 'role', 'subscription'];

/** The role guard lets a layout's own role in; `requiredRole` on a route overrides it. */
export const LAYOUT_ROLES: Partial<Record<LayoutName, Role>> = {
  customer: 'customer',
  company: 'company',
  admin: 'admin',
};

export const SUBSCRIPTION_REQUIRED_REASON = 'subscription-required';
export const BILLING_PATH = '/company/billing';

export type GuardContext = {
  /** The URL being navigated to; its path and query come back after sign-in. */
  url: URL;
  layout: LayoutName;
  requiredRole?: Role;
};

export function loginRedirectPath(url: URL): string {
  return `/login?redirect=${encodeURIComponent(url.pathname + url.search)}`;
}

function isGuardName(name: string): name is GuardName {
  return (GUARD_ORDER as readonly string[]).includes(name);
}

/** Checks every name before anything runs, so a typo fails loudly on every visit, signed in or not. */
export function orderGuards(guards: readonly string[]): GuardName[] {
  for (const name of guards) {
    if (!isGuardName(name)) throw new Error(`Unknown route guard: "${name}"`);
  }
  return GUARD_ORDER.filter((name) => guards.includes(name));
}

// Loaded on demand so that Firestore stays out of the entry bundle.
const loadSubscriptionStatus = () => import('@/features/billing/api/get-subscription-status');

async function hasActiveSubscription(
  uid: string,
  module: ReturnType<typeof loadSubscriptionStatus>,
): Promise<boolean> {
  const { getSubscriptionStatus } = await module;
  const { active } = await getSubscriptionStatus(uid);
  return active;
}

/**
 * Runs a route's guards in a loader, so a visitor who may not see a page is sent away before the
 * page or its data loads. Throws a redirect `Response` to turn the visitor away; resolves when
 * they may proceed. These checks are for convenience: firestore.rules is the security boundary.
 */
export async function runGuards(guards: readonly string[], context: GuardContext): Promise<void> {
  const ordered = orderGuards(guards);
  if (ordered.length === 0) return;

  // The subscription check's code downloads while Auth restores the session, not after it.
  const subscriptionStatus = ordered.includes('subscription') ? loadSubscriptionStatus() : null;
  // A visitor turned away never awaits it: a failed download must not be an unhandled rejection.
  subscriptionStatus?.catch(() => undefined);
  const profile = await authReady();
  const toLogin = () => redirect(loginRedirectPath(context.url));

  for (const guard of ordered) {
    switch (guard) {
      case 'auth':
        if (!profile) throw toLogin();
        break;
      case 'role': {
        if (!profile) throw toLogin();
        const role = context.requiredRole ?? LAYOUT_ROLES[context.layout];
        if (role && profile.role !== role) throw redirect(ROLE_HOME[profile.role]);
        break;
      }
      case 'subscription':
        if (!profile) throw toLogin();
        if (
          !(await hasActiveSubscription(profile.id, subscriptionStatus ?? loadSubscriptionStatus()))
        ) {
          throw redirect(`${BILLING_PATH}?reason=${SUBSCRIPTION_REQUIRED_REASON}`);
        }
        break;
    }
  }
}
