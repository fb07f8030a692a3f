import type { Plan } from '@fixwell/common/catalogue/catalogue-schema';
import type { SubscriptionDocument } from '@fixwell/common/subscription';

/** `subscriptions/{uid}` as the pages use it, its times as `Date`. */
export type Subscription = SubscriptionDocument<Date>;

/** A plan a company can choose on /company/billing. */
export type BillingPlan = Plan;

/** What `leadAllowances/{uid}` says about this period and the company's extra-lead choice. */
export type BillingAllowance = {
  allowance: number;
  used: number;
  periodEnd: Date | null;
  extraUsed: number;
  extraSpentPence: number;
  extraLeadsEnabled: boolean;
  /** Null until the company first saves its choice (the form offers the default). */
  extraLeadsCapPence: number | null;
};
