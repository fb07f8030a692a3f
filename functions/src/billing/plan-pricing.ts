import type { PlanEdit } from '@fixwell/common/billing/plans';

// savePlan's decisions, kept pure: the id of a new plan, and whether its Stripe Price must change.

/** A new plan's id from its name: "Business Plus" → "business-plus". */
export function planIdFromName(name: string): string {
  const id = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/g, '');
  return id.length >= 2 ? id : `plan-${id || 'new'}`;
}

/** What Firestore holds of the plan's Stripe side and price. */
export interface StoredPlanPricing {
  monthlyPricePence: number | null;
  stripeProductId: string | null;
  stripePriceId: string | null;
}

/**
 * A new Stripe Price is needed when the plan has none yet or its monthly price changes: Stripe
 * prices cannot change, and subscribers on the old one move only from their next renewal.
 */
export function needsNewPrice(
  stored: StoredPlanPricing | null,
  edit: Pick<PlanEdit, 'monthlyPricePence'>,
) {
  return !stored?.stripePriceId || stored.monthlyPricePence !== edit.monthlyPricePence;
}

/** The plan document savePlan writes (the catalogue's fields, its Stripe side and who owns it). */
export function planDocument(
  id: string,
  edit: PlanEdit,
  stripe: { stripeProductId: string; stripePriceId: string },
) {
  return {
    id,
    name: edit.name,
    monthlyPricePence: edit.monthlyPricePence,
    leadAllowance: edit.leadAllowance,
    extraLeadPricePence: edit.extraLeadPricePence,
    features: edit.features,
    order: edit.order,
    recommended: edit.recommended,
    archived: edit.archived,
    stripeProductId: stripe.stripeProductId,
    stripePriceId: stripe.stripePriceId,
    /** The seed leaves a plan an admin has edited alone (scripts/seed/catalogue.ts). */
    source: 'admin' as const,
  };
}
