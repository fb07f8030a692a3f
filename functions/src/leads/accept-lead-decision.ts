import { extraLeadWithinCap } from '@fixwell/common/billing/extra-leads';
import type { LeadStatus } from '@fixwell/common/lead/lead';
import { subscriptionAccess, type SubscriptionAccessFacts } from '@fixwell/common/subscription';

import { allowancePeriodEnd, usedInPeriod } from './lead-period';

// The decisions of acceptLead and declineLead, kept free of Firestore so unit tests call them
// directly: the handlers read, decide here, then write.

export type LeadRefusal = 'not-found' | 'not-new' | 'no-subscription' | 'allowance-spent';

/** acceptLead's own refusals once the allowance is spent and extra leads are on offer. */
export type ExtraLeadRefusal =
  'extra-leads-off' | 'extra-lead-price-changed' | 'extra-lead-cap-reached';

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
  /** The company's subscription as stored; null when it has none. */
  subscription: (SubscriptionAccessFacts & { periodEndMillis: number | null }) | null;
  /** The leads a period of the subscription's plan includes (0 when the plan is unknown). */
  planAllowance: number;
  /** What the plan charges for each lead beyond the allowance; null when it sells none. */
  planExtraLeadPricePence: number | null;
  /** The stored count and the company's extra-lead choice; null before the first acceptance. */
  allowance: {
    used: number;
    periodEndMillis: number | null;
    extraUsed: number;
    extraSpentPence: number;
    extraLeadsEnabled: boolean;
    extraLeadsCapPence: number;
  } | null;
  /** The extra-lead price the company was shown and confirmed, if any. */
  offeredExtraLeadPricePence: number | undefined;
  nowMillis: number;
}

export type AcceptLeadDecision =
  | {
      accept: true;
      used: number;
      allowance: number;
      periodEndMillis: number;
      extraUsed: number;
      extraSpentPence: number;
      /** Set when this acceptance is an extra lead: what to bill, from the plan. */
      extraLeadPricePence: number | null;
    }
  | { accept: false; refusal: LeadRefusal | ExtraLeadRefusal; currentExtraLeadPricePence?: number };

/**
 * May the company accept: the lead is theirs and open, the subscription gives access (the one
 * definition, `subscriptionAccess`), and either the plan's allowance for the period is not spent
 * or the company buys an extra lead: switched on, at the plan's price it was shown, within its cap.
 * On yes: the counts after this acceptance and the period they belong to.
 */
export function acceptLeadDecision(facts: AcceptLeadFacts): AcceptLeadDecision {
  const leadRefusal = openLeadRefusal(facts.lead, facts.companyId);
  if (leadRefusal) return { accept: false, refusal: leadRefusal };

  const { subscription, nowMillis } = facts;
  if (!subscription || !subscriptionAccess(subscription, nowMillis).active)
    return { accept: false, refusal: 'no-subscription' };

  const periodEndMillis = allowancePeriodEnd(subscription.periodEndMillis, nowMillis);
  // A count from another period no longer applies: the allowance starts again each period.
  const samePeriod = facts.allowance?.periodEndMillis === periodEndMillis;
  const used = usedInPeriod(facts.allowance, periodEndMillis);
  const extraUsed = samePeriod ? (facts.allowance?.extraUsed ?? 0) : 0;
  const extraSpentPence = samePeriod ? (facts.allowance?.extraSpentPence ?? 0) : 0;
  const base = { allowance: facts.planAllowance, periodEndMillis };
  if (used < facts.planAllowance) {
    return {
      accept: true,
      ...base,
      used: used + 1,
      extraUsed,
      extraSpentPence,
      extraLeadPricePence: null,
    };
  }

  // The allowance is spent: only an extra lead, bought knowingly, can be accepted.
  const price = facts.planExtraLeadPricePence;
  if (price === null) return { accept: false, refusal: 'allowance-spent' };
  if (!facts.allowance?.extraLeadsEnabled) return { accept: false, refusal: 'extra-leads-off' };
  if (facts.offeredExtraLeadPricePence !== price)
    return {
      accept: false,
      refusal: 'extra-lead-price-changed',
      currentExtraLeadPricePence: price,
    };
  const settings = { enabled: true, monthlyCapPence: facts.allowance.extraLeadsCapPence };
  if (!extraLeadWithinCap(settings, extraSpentPence, price))
    return { accept: false, refusal: 'extra-lead-cap-reached' };
  return {
    accept: true,
    ...base,
    used,
    extraUsed: extraUsed + 1,
    extraSpentPence: extraSpentPence + price,
    extraLeadPricePence: price,
  };
}
