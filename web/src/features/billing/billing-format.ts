import { withVat } from '@fixwell/common/billing/plans';
import { SUBSCRIPTION_STATUS_LABELS, type SubscriptionAccess } from '@fixwell/common/subscription';

import type { BillingAllowance, BillingPlan, Subscription } from '@/features/billing/billing-types';
import { formatLongDate, formatPence } from '@/utils/format';

/** "£59 a month + VAT (£70.80 inc. VAT)". */
export function planPriceText(monthlyPricePence: number): string {
  return `${formatPence(monthlyPricePence)} a month + VAT (${formatPence(withVat(monthlyPricePence))} inc. VAT)`;
}

/** "£6 + VAT", or that the plan sells none. */
export function extraLeadPriceText(pence: number | null): string {
  return pence === null ? 'Not available on this plan' : `${formatPence(pence)} + VAT`;
}

/** The status as Stripe holds it, in words ("Active", "Payment overdue"). */
export function statusLabel(subscription: Subscription | null): string {
  return SUBSCRIPTION_STATUS_LABELS[subscription?.status ?? 'none'];
}

function dateText(millis: number | null | undefined): string | null {
  return typeof millis === 'number' ? formatLongDate(millis) : null;
}

/** Why the company has access or not, and until when, in a sentence. */
export function accessText(subscription: Subscription | null, access: SubscriptionAccess): string {
  const periodEnd = subscription?.currentPeriodEnd ?? null;
  const renews = periodEnd ? formatLongDate(periodEnd) : null;
  switch (access.reason) {
    case 'active':
      return renews ? `Renews on ${renews}.` : 'Active.';
    case 'trialing':
      return renews ? `Free trial; your first payment is on ${renews}.` : 'Free trial.';
    case 'cancelling': {
      const ends = dateText(access.accessEndsAtMillis) ?? renews;
      return ends
        ? `Cancels on ${ends} — access until then.`
        : 'Cancels at the end of this period.';
    }
    case 'grace': {
      const by = dateText(access.accessEndsAtMillis);
      return by
        ? `Payment failed: update your card by ${by} to keep your leads.`
        : 'Payment failed: update your card to keep your leads.';
    }
    case 'grace-over':
      return 'Payment failed and the grace period is over: your subscription has ended. Update your card in Manage billing or choose a plan.';
    case 'period-over':
      return 'Your subscription has ended.';
    case 'inactive':
      return subscription && subscription.status !== 'none'
        ? 'Your subscription has ended.'
        : 'You have no subscription yet. Choose a plan below to start receiving leads.';
  }
}

/** This period's lead count: the counter while its period runs, otherwise none used yet. */
export function leadsUsed(
  allowance: BillingAllowance | null | undefined,
  plan: BillingPlan | null | undefined,
  now: number,
): { used: number; allowance: number } {
  const current = allowance?.periodEnd ? allowance.periodEnd.getTime() > now : false;
  return {
    used: current ? allowance!.used : 0,
    allowance: current ? allowance!.allowance : (plan?.leadAllowance ?? 0),
  };
}

/** "3 of 15 leads used; renews 22 December 2026". */
export function usageText(
  usage: { used: number; allowance: number },
  subscription: Subscription | null,
  access: SubscriptionAccess,
): string {
  const base = `${usage.used} of ${usage.allowance} ${usage.allowance === 1 ? 'lead' : 'leads'} used`;
  const periodEnd = subscription?.currentPeriodEnd;
  if (!periodEnd) return base;
  if (access.reason === 'cancelling') return `${base}; ends ${formatLongDate(periodEnd)}`;
  return `${base}; renews ${formatLongDate(periodEnd)}`;
}
