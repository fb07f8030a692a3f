import { z } from 'zod';

import type { LeadCreditReason } from '../conversations/conversation';
import type { QuotePhoto } from '../quote/quote-photos';
import type { BudgetBand, PropertyType, QuoteTiming } from '../quote/quote-request';

// The lead marketplace: what the matching function writes for each chosen company
// (`leads/{leadId}`), what a company may do with it (the acceptLead and declineLead callables),
// and what the quote records about its matches. Only functions write these documents.

/** `expired`: nobody answered within LEAD_EXPIRY_MS (first-reply-rules.ts); the job moved on. */
export const LEAD_STATUSES = ['new', 'accepted', 'declined', 'expired'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: 'New',
  accepted: 'Accepted',
  declined: 'Declined',
  expired: 'Expired',
};

/** The reasons a company may give for declining (asked so matching can learn, as rivals do). */
export const DECLINE_REASONS = [
  'too-far',
  'too-busy',
  'not-my-trade',
  'budget-too-low',
  'not-enough-detail',
  'other',
] as const;
export type DeclineReason = (typeof DECLINE_REASONS)[number];

export const DECLINE_REASON_LABELS: Record<DeclineReason, string> = {
  'too-far': 'The job is too far away',
  'too-busy': 'I am too busy at the moment',
  'not-my-trade': 'It is not work I do',
  'budget-too-low': 'The budget is too low for the job',
  'not-enough-detail': 'There is not enough detail to quote',
  other: 'Another reason',
};

/** The customer's details, copied onto the lead only when the company accepts it. */
export interface LeadCustomer {
  name: string;
  email: string;
  phone: string;
  /** The full postcode: before acceptance the company sees only the outward code. */
  postcode: string;
}

/**
 * `leads/{quoteId}_{companyId}`: one company's view of one quote request. Before acceptance it
 * holds the job and the outward code only; `customer` appears when the company accepts.
 */
export interface LeadDocument<TTime> {
  quoteId: string;
  companyId: string;
  service: string;
  serviceName: string;
  answers: Record<string, string | string[]>;
  timing: QuoteTiming;
  budget: BudgetBand;
  description: string;
  propertyType: PropertyType;
  /** Outward code ("LS6"), the only location shown before acceptance. */
  postcodeDistrict: string;
  postcodeArea: string;
  /** Miles from the company's base to the job's area centre, rounded to one decimal place. */
  distanceMiles: number | null;
  /** True when the request came through this company's own widget or profile. */
  routedToCompany: boolean;
  /** Where the request was made: the public form, a company's widget or the customer area. */
  source: 'web' | 'widget' | 'customer-area';
  status: LeadStatus;
  /** What accepting costs once the plan's allowance is spent, in pence (shown before accepting). */
  extraLeadPricePence: number | null;
  /** The quote's photos, copied by matching (visible before acceptance); absent means none. */
  photos?: QuotePhoto[];
  /** Set on acceptance: the customer's name and contact details. */
  customer: LeadCustomer | null;
  declineReason: DeclineReason | null;
  declineNote: string | null;
  /** Set when an extra lead was accepted but Stripe refused its invoice item (to bill by hand). */
  extraLeadBilling?: 'failed';
  /** The Stripe invoice item that bills an extra lead: what a credit-back removes or refunds. */
  extraLeadInvoiceItemId?: string;
  /**
   * What paid for the acceptance: the plan's allowance or an extra lead billed by Stripe. Written
   * by acceptLead; absent on leads accepted before it was (the credit-back then decides from the
   * period's counts, see functions/src/leads/first-reply/).
   */
  acceptedAs?: LeadAcceptedAs;
  /**
   * Set once when the lead is credited back under the first-reply promise (the company keeps the
   * customer's details). `allowanceRestored`: one lead went back to this period's allowance; false
   * for an extra lead (billed by Stripe) or one from a period already over.
   */
  credit?: LeadCredit<TTime>;
  /** When the lead expired unanswered (status `expired`). */
  expiredAt?: TTime;
  /** The expiry window that applied, in hours (set on /admin/settings; older leads lack it). */
  expiredAfterHours?: number;
  createdAt: TTime;
  respondedAt: TTime | null;
  updatedAt: TTime;
}

export type LeadAcceptedAs = 'allowance' | 'extra';

/** `leads/{id}.credit`: the first-reply promise gave this lead back. */
export interface LeadCredit<TTime> {
  reason: LeadCreditReason;
  at: TTime;
  allowanceRestored: boolean;
  /** The window that applied, in hours (set on /admin/settings; older credits lack it). */
  windowHours?: number;
  /** For an extra lead: what became of its charge in Stripe (functions/src/leads/first-reply/). */
  refund?: ExtraLeadRefund<TTime>;
}

/**
 * `removed`: taken off the invoice before it was billed (or never charged); `refunded`: paid, and
 * refunded to the card; `waiting`: on an invoice not paid yet, tried again on the next run;
 * `failed`: Stripe could not be asked (no invoice item to find), for someone to refund by hand.
 */
export const EXTRA_LEAD_REFUND_STATUSES = ['removed', 'refunded', 'waiting', 'failed'] as const;
export type ExtraLeadRefundStatus = (typeof EXTRA_LEAD_REFUND_STATUSES)[number];

export interface ExtraLeadRefund<TTime> {
  status: ExtraLeadRefundStatus;
  /** What the company gets back or is no longer billed, in pence (0 when nothing was charged). */
  amountPence: number;
  /** The Stripe refund (`re_…`) when the lead was paid for. */
  refundId?: string;
  at: TTime;
}

/** The lead id for a quote and a company: deterministic, so matching twice cannot duplicate. */
export function leadIdOf(quoteId: string, companyId: string): string {
  return `${quoteId}_${companyId}`;
}

export const MATCH_STATUSES = ['offered', 'accepted', 'declined', 'expired'] as const;
export type MatchStatus = (typeof MATCH_STATUSES)[number];

/** One entry of `quotes/{id}.matches`: the company's public details and its answer. */
export interface QuoteMatch<TTime> {
  companyId: string;
  leadId: string;
  businessName: string;
  slug: string;
  rating: number;
  reviewCount: number;
  badges: string[];
  status: MatchStatus;
  respondedAt: TTime | null;
}

/** `leadAllowances/{companyId}`: leads accepted in the current billing period (functions only). */
export interface LeadAllowanceDocument<TTime> {
  planId: string | null;
  allowance: number;
  used: number;
  /** The period this count belongs to ends here; the next acceptance after it starts at 0. */
  periodEnd: TTime;
  /** Extra leads bought in the same period (beyond `allowance`) and what they cost, in pence. */
  extraUsed?: number;
  extraSpentPence?: number;
  /** The company's choice (setExtraLeads): extra leads off until switched on, with a monthly cap. */
  extraLeadsEnabled?: boolean;
  extraLeadsCapPence?: number;
  updatedAt: TTime;
}

/** `settings/matching`: how many companies receive each quote request (admins edit it). */
export const MATCHING_SETTINGS_DEFAULTS = { maxCompaniesPerQuote: 3 };
export const MAX_COMPANIES_PER_QUOTE_LIMIT = 5;

export const matchingSettingsSchema = z.object({
  maxCompaniesPerQuote: z.number().int().min(1).max(MAX_COMPANIES_PER_QUOTE_LIMIT),
});
export type MatchingSettings = z.infer<typeof matchingSettingsSchema>;

/**
 * What acceptLead accepts. Once the allowance is spent, the company confirms the extra-lead price
 * it was shown; the server charges the plan's own price and refuses when the two differ.
 */
export const acceptLeadRequestSchema = z.object({
  leadId: z.string().min(1).max(200),
  extraLeadPricePence: z.number().int().positive().optional(),
});

/** What declineLead accepts. */
export const declineLeadRequestSchema = z.object({
  leadId: z.string().min(1).max(200),
  reason: z.enum(DECLINE_REASONS, { error: 'Choose why you are declining this lead.' }),
  note: z.string().trim().max(500, 'Keep the note to 500 characters or fewer.').optional(),
});
export type DeclineLeadRequest = z.input<typeof declineLeadRequestSchema>;

export const LEAD_MESSAGES = {
  notFound: 'We could not find that lead.',
  notNew: 'This lead has already been answered.',
  noSubscription: 'You need an active subscription to accept leads. Choose a plan in Billing.',
  allowanceSpent:
    'You have used all the leads in your plan for this billing period. Your allowance renews on the date shown in Billing, or you can move to a bigger plan.',
  declineReason: 'Choose why you are declining this lead.',
  extraLeadsOff:
    'You have used all the leads in your plan for this billing period. Switch on extra leads to accept more.',
  extraLeadCapReached:
    'Accepting this lead would take you past your monthly limit for extra leads. Raise the limit to accept it.',
  extraLeadPriceChanged:
    'The price of an extra lead has changed. Check the new price and try again.',
} as const;

/** What acceptLead answers: the customer's details, now on the lead as well. */
export interface AcceptLeadResult {
  leadId: string;
  customer: LeadCustomer;
  allowance: { used: number; allowance: number };
  /** Set when the lead was an extra one: the price billed on the next invoice, in pence. */
  extraLeadPricePence?: number;
}
