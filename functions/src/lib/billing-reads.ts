import type { DocumentSnapshot, Timestamp } from 'firebase-admin/firestore';

import { EXTRA_LEADS_DEFAULT_CAP_PENCE } from '@fixwell/common/billing/extra-leads';
import type { Plan } from '@fixwell/common/catalogue/catalogue-schema';
import type { LeadAllowanceDocument } from '@fixwell/common/lead/lead';
import type { SubscriptionAccessFacts, SubscriptionDocument } from '@fixwell/common/subscription';
import { millisOf } from '@fixwell/common/timestamps';

import { readDoc } from './documents';

// The billing documents as acceptLead and matching both read them. Plans are edited by admins and
// subscriptions are written from Stripe's events, so each field is read defensively, here once.

/**
 * A subscription as access (`subscriptionAccess`, the one definition of "active") and the lead
 * allowance read it: the stored fields the rule reads, as stored, plus the period end in millis.
 */
export interface SubscriptionTerms extends SubscriptionAccessFacts {
  /** Unchecked: `subscriptionAccess` and `toSubscriptionStatus` decide what it means. */
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
    currentPeriodEnd: subscription.currentPeriodEnd ?? null,
    cancelAtPeriodEnd: subscription.cancelAtPeriodEnd === true,
    graceEndsAt: subscription.graceEndsAt ?? null,
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

/** What `leadAllowances/{companyId}` counts for a period, and the company's extra-lead choice. */
export interface AllowanceCount {
  used: number;
  periodEndMillis: number | null;
  /** Extra leads bought in that period and what they cost, in pence. */
  extraUsed: number;
  extraSpentPence: number;
  /** Off until the company switches them on (setExtraLeads). */
  extraLeadsEnabled: boolean;
  extraLeadsCapPence: number;
}

const count = (value: unknown) => Number(value ?? 0) || 0;

/** `leadAllowances/{companyId}`: the leads counted and their period; null before the first. */
export function allowanceCountOf(snapshot: DocumentSnapshot | undefined): AllowanceCount | null {
  const allowance = readDoc<Partial<LeadAllowanceDocument<Timestamp>>>(snapshot);
  if (!allowance) return null;
  const cap = allowance.extraLeadsCapPence;
  return {
    used: count(allowance.used),
    periodEndMillis: millisOf(allowance.periodEnd),
    extraUsed: count(allowance.extraUsed),
    extraSpentPence: count(allowance.extraSpentPence),
    extraLeadsEnabled: allowance.extraLeadsEnabled === true,
    extraLeadsCapPence: typeof cap === 'number' ? cap : EXTRA_LEADS_DEFAULT_CAP_PENCE,
  };
}
