import {
  FIRST_MESSAGE_UNREAD_CREDIT_MS,
  LEAD_EXPIRY_MS,
  NO_FIRST_MESSAGE_CREDIT_MS,
} from '@fixwell/common/lead/first-reply-rules';
import type { LeadCreditReason } from '@fixwell/common/conversations/conversation';
import type { LeadAcceptedAs, LeadStatus } from '@fixwell/common/lead/lead';
import type { PlatformSettings } from '@fixwell/common/admin/platform-settings';

// The first-reply promise and lead expiry as pure decisions (issue 14 §2): the scheduled jobs and
// the trigger read, ask these, then write. Times are epoch milliseconds; the constants live in
// common/src/lead/first-reply-rules.ts.

/** The promise's windows in force (admins set them on /admin/settings; these constants by default). */
export interface FirstReplyWindows {
  noFirstMessageCreditMs: number;
  unreadCreditMs: number;
  leadExpiryMs: number;
}

export const DEFAULT_FIRST_REPLY_WINDOWS: FirstReplyWindows = {
  noFirstMessageCreditMs: NO_FIRST_MESSAGE_CREDIT_MS,
  unreadCreditMs: FIRST_MESSAGE_UNREAD_CREDIT_MS,
  leadExpiryMs: LEAD_EXPIRY_MS,
};

const HOUR_MS = 60 * 60 * 1000;

/** The windows of the platform settings, in milliseconds. */
export function firstReplyWindowsOf(
  settings: Pick<
    PlatformSettings,
    'noFirstMessageCreditHours' | 'unreadCreditHours' | 'leadExpiryHours'
  >,
): FirstReplyWindows {
  return {
    noFirstMessageCreditMs: settings.noFirstMessageCreditHours * HOUR_MS,
    unreadCreditMs: settings.unreadCreditHours * HOUR_MS,
    leadExpiryMs: settings.leadExpiryHours * HOUR_MS,
  };
}

/** A conversation's first-reply fields, as millis. */
export interface FirstReplyConversation {
  acceptedAtMillis: number | null;
  firstCompanyMessageAtMillis: number | null;
  /** The customer's uid; null for a guest's request no account has claimed. */
  customerId: string | null;
  /** `lastReadAt` as millis per participant uid. */
  lastReadAtMillis: Record<string, number | null>;
  credited: boolean;
}

/**
 * Whether the lead behind a conversation is credited back now, and why; null when not (yet).
 * - `company-never-wrote`: no first message NO_FIRST_MESSAGE_CREDIT_MS after accepting;
 * - `customer-never-read`: the first message is FIRST_MESSAGE_UNREAD_CREDIT_MS old and the
 *   customer has not opened the thread since it arrived. A guest (no account has joined the
 *   conversation) reads by email, which we cannot see: they count as never having opened it, so
 *   the company gets its lead back (Thumbtack's rule is about reading in the product).
 * Never twice: a credited conversation answers null. The deadlines are inclusive (at exactly 48
 * hours the time is up).
 */
export function firstReplyVerdict(
  conversation: FirstReplyConversation,
  now: number,
  windows: FirstReplyWindows = DEFAULT_FIRST_REPLY_WINDOWS,
): LeadCreditReason | null {
  if (conversation.credited) return null;
  const first = conversation.firstCompanyMessageAtMillis;
  if (first === null) {
    const accepted = conversation.acceptedAtMillis;
    if (accepted === null) return null;
    return now - accepted >= windows.noFirstMessageCreditMs ? 'company-never-wrote' : null;
  }
  if (now - first < windows.unreadCreditMs) return null;
  if (conversation.customerId === null) return 'customer-never-read';
  const read = conversation.lastReadAtMillis[conversation.customerId] ?? null;
  return read === null || read < first ? 'customer-never-read' : null;
}

/** What the credit-back knows about how the lead was paid for and the allowance it counted in. */
export interface AllowanceCreditFacts {
  lead: {
    acceptedAs: LeadAcceptedAs | null;
    /** Stripe refused the extra lead's invoice item: it was an extra lead all the same. */
    extraLeadBillingFailed: boolean;
    acceptedAtMillis: number | null;
  };
  /** `leadAllowances/{uid}`; null when the company has none. */
  allowance: { used: number; extraUsed: number; periodEndMillis: number | null } | null;
  /** When the allowance's period started (allowancePeriodStart). */
  periodStartMillis: number | null;
}

export type AllowanceCredit =
  | { restore: true; usedAfter: number }
  | { restore: false; why: 'extra-lead' | 'earlier-period' | 'nothing-counted' };

/**
 * Does the credit give a lead back to the allowance? Only when the lead was covered by the
 * allowance of the period still running: `used - 1`, never below 0. An extra lead (billed by
 * Stripe) gives nothing back to the allowance: its charge is taken back in Stripe instead, after
 * the credit (refund-extra-lead.ts). A lead from
 * an earlier period gives nothing back (that period's allowance is gone). A lead that does not say
 * what paid for it (accepted before acceptLead wrote `acceptedAs`) counts as the allowance's
 * unless the period also bought extra leads, when it cannot be told apart and counts as extra.
 */
export function allowanceCredit(facts: AllowanceCreditFacts, now: number): AllowanceCredit {
  const { lead, allowance, periodStartMillis } = facts;
  if (lead.acceptedAs === 'extra' || lead.extraLeadBillingFailed)
    return { restore: false, why: 'extra-lead' };
  if (!allowance || allowance.periodEndMillis === null || now >= allowance.periodEndMillis)
    return { restore: false, why: 'earlier-period' };
  if (
    periodStartMillis !== null &&
    lead.acceptedAtMillis !== null &&
    lead.acceptedAtMillis < periodStartMillis
  )
    return { restore: false, why: 'earlier-period' };
  if (lead.acceptedAs === null && allowance.extraUsed > 0)
    return { restore: false, why: 'extra-lead' };
  if (allowance.used <= 0) return { restore: false, why: 'nothing-counted' };
  return { restore: true, usedAfter: allowance.used - 1 };
}

/**
 * When the allowance period ending at `periodEndMillis` began: the subscription's current period
 * when the allowance counts against it, otherwise the calendar month (UTC) that ends there, the
 * way `allowancePeriodEnd` (functions/src/leads/lead-period.ts) picks a period.
 */
export function allowancePeriodStart(
  periodEndMillis: number | null,
  subscription: { periodStartMillis: number | null; periodEndMillis: number | null } | null,
): number | null {
  if (periodEndMillis === null) return null;
  if (
    subscription &&
    subscription.periodEndMillis === periodEndMillis &&
    subscription.periodStartMillis !== null
  )
    return subscription.periodStartMillis;
  const end = new Date(periodEndMillis);
  return Date.UTC(end.getUTCFullYear(), end.getUTCMonth() - 1, 1);
}

/** A lead still `new` LEAD_EXPIRY_MS after it was offered expires (inclusive). */
export function leadExpires(
  lead: { status: LeadStatus; createdAtMillis: number | null },
  now: number,
  expiryMs: number = LEAD_EXPIRY_MS,
): boolean {
  return (
    lead.status === 'new' && lead.createdAtMillis !== null && now - lead.createdAtMillis >= expiryMs
  );
}

/**
 * The median of response times in minutes, rounded to the minute; null for none. Negative times
 * (clocks disagreeing) count as 0.
 */
export function medianMinutes(values: readonly number[]): number | null {
  const sorted = values
    .filter((value) => Number.isFinite(value))
    .map((value) => Math.max(0, value))
    .sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  const median =
    sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return Math.round(median);
}
