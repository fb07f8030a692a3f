import type { DocumentSnapshot, Timestamp } from 'firebase-admin/firestore';

import type { Plan } from '@fixwell/common/catalogue/catalogue-schema';
import type { LeadAllowanceDocument } from '@fixwell/common/lead/lead';
import type { SubscriptionDocument } from '@fixwell/common/subscription';
import { millisOf } from '@fixwell/common/timestamps';

import { readDoc } from './documents';

// The billing documents as acceptLead and matching both read them. Plans are edited by admins and
// subscriptions will be written from Stripe's events, so each field is read defensively, here once.

export interface SubscriptionTerms {
  /** Unchecked: `toSubscriptionStatus` decides what it means. */
  status: unknown;
  periodEndMillis: number | null;
  /** The plan it names, when it names one. */
  planId: string | null;
}

/** `subscriptions/{companyId}`; null when the company has none. */
export function subscriptionTermsOf(
  snapshot: DocumentSnapshot | undefined,
): SubscriptionTerms | null {
  const subscription = readDoc<Partial<SubscriptionDocument<Timestamp>>>(snapshot);
  if (!subscription) return null;
  const planId = subscription.planId;
  return {
    status: subscription.status,
    periodEndMillis: millisOf(subscription.currentPeriodEnd),
    planId: typeof planId === 'string' && planId !== '' ? planId : null,
  };
}

/** What a plan grants: leads per period and the price of each extra one (null: none sold). */
export function planTermsOf(snapshot: DocumentSnapshot | undefined): {
  allowance: number;
  extraLeadPricePence: number | null;
} {
  const plan = readDoc<Partial<Plan>>(snapshot);
  const extra = plan?.extraLeadPricePence;
  return {
    allowance: Number(plan?.leadAllowance ?? 0) || 0,
    extraLeadPricePence: typeof extra === 'number' ? extra : null,
  };
}

/** `leadAllowances/{companyId}`: the leads counted and their period; null before the first. */
export function allowanceCountOf(
  snapshot: DocumentSnapshot | undefined,
): { used: number; periodEndMillis: number | null } | null {
  const allowance = readDoc<Partial<LeadAllowanceDocument<Timestamp>>>(snapshot);
  return allowance
    ? { used: Number(allowance.used ?? 0) || 0, periodEndMillis: millisOf(allowance.periodEnd) }
    : null;
}
