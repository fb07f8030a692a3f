// The billing feature's only contact with Firebase: the subscription (live), the plans, the
// lead allowance and the billing callables. Hooks build on these, so tests replace this module.
import {
  createBillingPortalSessionCallable,
  createSubscriptionCheckoutCallable,
  setExtraLeadsCallable,
  type CallableOutput,
} from '@fixwell/common/callables';
import type { ExtraLeadSettings } from '@fixwell/common/billing/extra-leads';
import type { Plan } from '@fixwell/common/catalogue/catalogue-schema';
import { COLLECTIONS } from '@fixwell/common/collections';
import { toSubscriptionStatus } from '@fixwell/common/subscription';
import { dateOf } from '@fixwell/common/timestamps';
import {
  collection,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  type DocumentData,
} from 'firebase/firestore';

import type { BillingAllowance, BillingPlan, Subscription } from '@/features/billing/billing-types';
import { callFunction } from '@/lib/call-function';
import { firestore } from '@/lib/firestore';
import { readConverter } from '@/lib/firestore-converter';
import { watchDocument } from '@/lib/firestore-live';

/** More plans than admins will ever list; the query stays bounded. */
const PLANS_LIMIT = 50;

function text(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

function count(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}

/** A `subscriptions/{uid}` document, read defensively: functions write it, but old seeds exist. */
export function subscriptionFromData(_id: string, data: DocumentData): Subscription {
  return {
    status: toSubscriptionStatus(data.status),
    planId: text(data.planId),
    stripeCustomerId: text(data.stripeCustomerId),
    stripeSubscriptionId: text(data.stripeSubscriptionId),
    stripePriceId: text(data.stripePriceId),
    monthlyAmountPence: count(data.monthlyAmountPence),
    currentPeriodStart: dateOf(data.currentPeriodStart),
    currentPeriodEnd: dateOf(data.currentPeriodEnd),
    cancelAtPeriodEnd: data.cancelAtPeriodEnd === true,
    graceEndsAt: dateOf(data.graceEndsAt),
    companyName: text(data.companyName) ?? '',
    updatedAt: dateOf(data.updatedAt) ?? new Date(0),
  };
}

const subscriptionConverter = readConverter(subscriptionFromData);

/** `subscriptions/{uid}`, which only the Stripe webhook writes; null when there is none. */
export async function fetchSubscription(uid: string): Promise<Subscription | null> {
  const snapshot = await getDoc(
    doc(firestore(), COLLECTIONS.subscriptions, uid).withConverter(subscriptionConverter),
  );
  return snapshot.data() ?? null;
}

/** Listens to `subscriptions/{uid}`: the page waits on it after Checkout. */
export function watchSubscription(
  uid: string,
  onData: (subscription: Subscription | null) => void,
  onError: (error: Error) => void,
): () => void {
  const reference = doc(firestore(), COLLECTIONS.subscriptions, uid).withConverter(
    subscriptionConverter,
  );
  return watchDocument(reference, onData, onError);
}

const planConverter = readConverter((id, data): BillingPlan & { archived: boolean } => ({
  ...(data as Omit<Plan, 'id'>),
  id,
  features: Array.isArray(data.features) ? (data.features as string[]) : [],
  extraLeadPricePence:
    typeof data.extraLeadPricePence === 'number' ? data.extraLeadPricePence : null,
  recommended: data.recommended === true,
  archived: data.archived === true,
}));

/** The plans a company may choose (archived ones left out), in the order admins set. */
export async function fetchPlans(): Promise<BillingPlan[]> {
  const snapshot = await getDocs(
    query(
      collection(firestore(), COLLECTIONS.plans).withConverter(planConverter),
      orderBy('order'),
      limit(PLANS_LIMIT),
    ),
  );
  return snapshot.docs.map((document) => document.data()).filter((plan) => !plan.archived);
}

/** One plan by id, archived or not (a subscriber may still be on an archived plan). */
export async function fetchPlan(planId: string): Promise<BillingPlan | null> {
  const snapshot = await getDoc(
    doc(firestore(), COLLECTIONS.plans, planId).withConverter(planConverter),
  );
  return snapshot.data() ?? null;
}

const allowanceConverter = readConverter((_id, data): BillingAllowance => ({
  allowance: count(data.allowance),
  used: count(data.used),
  periodEnd: dateOf(data.periodEnd),
  extraUsed: count(data.extraUsed),
  extraSpentPence: count(data.extraSpentPence),
  extraLeadsEnabled: data.extraLeadsEnabled === true,
  extraLeadsCapPence: typeof data.extraLeadsCapPence === 'number' ? data.extraLeadsCapPence : null,
}));

/** `leadAllowances/{uid}`: appears with the first acceptance or the first extra-leads choice. */
export async function fetchBillingAllowance(uid: string): Promise<BillingAllowance | null> {
  const snapshot = await getDoc(
    doc(firestore(), COLLECTIONS.leadAllowances, uid).withConverter(allowanceConverter),
  );
  return snapshot.data() ?? null;
}

/** A Stripe Checkout session for the plan; the browser goes to its `url`. */
export function createSubscriptionCheckout(
  planId: string,
): Promise<CallableOutput<typeof createSubscriptionCheckoutCallable>> {
  return callFunction(
    createSubscriptionCheckoutCallable,
    { planId },
    { fallback: 'We could not start the payment with Stripe. Please try again.' },
  );
}

/** A Stripe Billing portal session for the company's customer; the browser goes to its `url`. */
export function createBillingPortalSession(): Promise<
  CallableOutput<typeof createBillingPortalSessionCallable>
> {
  return callFunction(
    createBillingPortalSessionCallable,
    {},
    { fallback: 'We could not open your billing with Stripe. Please try again.' },
  );
}

/** Switches extra leads on or off with a monthly cap in pence. */
export function setExtraLeads(settings: ExtraLeadSettings): Promise<ExtraLeadSettings> {
  return callFunction(setExtraLeadsCallable, settings, {
    fallback: 'We could not save your extra-lead choice. Please try again.',
  });
}
