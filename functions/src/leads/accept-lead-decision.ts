import type { LeadStatus } from '@fixwell/common/lead/lead';
import { isActiveSubscription, toSubscriptionStatus } from '@fixwell/common/subscription';

import { allowancePeriodEnd, usedInPeriod } from './lead-period';

// The decisions of acceptLead and declineLead, kept free of Firestore so unit tests call them
// directly: the handlers read, decide here, then write.

export type LeadRefusal = 'not-found' | 'not-new' | 'no-subscription' | 'allowance-spent';

/**
 * Whether `companyId` may answer this lead: it must be theirs and still `new`. Another company's
 * lead is refused exactly like a missing one, so lead ids cannot be probed.
 */
export function openLeadRefusal(
  lead: { companyId: string; status: LeadStatus } | undefined,
  companyId: string,
): 'not-found' | 'not-new' | null {
  if (!lead || lead.companyId !== companyId) return 'not-found';
  return lead.status === 'new' ? null : 'not-new';
}

export interface AcceptLeadFacts {
  lead: { companyId: string; status: LeadStatus } | undefined;
  companyId: string;
  /** The company's subscription; null when it has none. */
  subscription: { status: unknown; periodEndMillis: number | null } | null;
  /** The leads a period of the subscription's plan includes (0 when the plan is unknown). */
  planAllowance: number;
  /** The stored count; null when the company has never accepted a lead. */
  allowance: { used: number; periodEndMillis: number | null } | null;
  nowMillis: number;
}

export type AcceptLeadDecision =
  | { accept: true; used: number; allowance: number; periodEndMillis: number }
  | { accept: false; refusal: LeadRefusal };

/**
 * May the company accept: the lead is theirs and open, the subscription is active and inside its
 * period, and the plan's allowance for the period is not spent. On yes: the count after this
 * acceptance and the period it belongs to.
 */
export function acceptLeadDecision(facts: AcceptLeadFacts): AcceptLeadDecision {
  const leadRefusal = openLeadRefusal(facts.lead, facts.companyId);
  if (leadRefusal) return { accept: false, refusal: leadRefusal };

  const { subscription, nowMillis } = facts;
  const subscriptionEnd = subscription?.periodEndMillis ?? null;
  const active =
    subscription !== null &&
    isActiveSubscription(toSubscriptionStatus(subscription.status)) &&
    (subscriptionEnd === null || subscriptionEnd > nowMillis);
  if (!active) return { accept: false, refusal: 'no-subscription' };

  const periodEndMillis = allowancePeriodEnd(subscriptionEnd, nowMillis);
  const used = usedInPeriod(facts.allowance, periodEndMillis);
  if (used >= facts.planAllowance) return { accept: false, refusal: 'allowance-spent' };
  return { accept: true, used: used + 1, allowance: facts.planAllowance, periodEndMillis };
}
