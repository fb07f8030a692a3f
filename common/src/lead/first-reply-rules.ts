// The first-reply promise (issue 14), its time limits in one place. Each rule is one function in
// functions/src/leads/first-reply/ and is tested with a controllable clock.

const HOUR = 60 * 60 * 1000;

/** The company's first message must come within this long of accepting the lead. */
export const FIRST_MESSAGE_DUE_MS = 24 * HOUR;
/** A first message the customer has not opened this long after it was sent credits the lead back. */
export const FIRST_MESSAGE_UNREAD_CREDIT_MS = 48 * HOUR;
/** A company that has not written this long after accepting gets the lead credited back. */
export const NO_FIRST_MESSAGE_CREDIT_MS = 48 * HOUR;
/** A lead neither accepted nor declined this long after it was offered expires and moves on. */
export const LEAD_EXPIRY_MS = 72 * HOUR;
/** The median first response is over the company's latest this many answered leads. */
export const FIRST_RESPONSE_SAMPLE = 50;

const MINUTES_PER_HOUR = 60;
const HOURS_PER_DAY = 24;

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

/**
 * A response time in en-GB words, shared by the quote page, the lead pages and the public
 * profile: "under an hour", "1 hour", "2 hours", "1 day", "1 day 3 hours", "3 days". Whole hours,
 * rounded to the nearest (90 minutes is "2 hours"); a negative or non-finite time reads as
 * "under an hour".
 */
export function formatResponseTime(minutes: number): string {
  if (!Number.isFinite(minutes) || minutes < MINUTES_PER_HOUR) return 'under an hour';
  const totalHours = Math.round(minutes / MINUTES_PER_HOUR);
  if (totalHours < HOURS_PER_DAY) return plural(totalHours, 'hour');
  const days = Math.floor(totalHours / HOURS_PER_DAY);
  const hours = totalHours % HOURS_PER_DAY;
  return hours === 0 ? plural(days, 'day') : `${plural(days, 'day')} ${plural(hours, 'hour')}`;
}

/**
 * The scheduled jobs look back this far past a deadline, so their queries stay bounded: a lead
 * whose deadline passed longer ago than this (the job was down for a week) is left alone.
 */
export const FIRST_REPLY_LOOKBACK_MS = 7 * 24 * HOUR;

/** When the company's first message is due: FIRST_MESSAGE_DUE_MS after accepting. */
export function firstMessageDueAt(acceptedAt: Date): Date {
  return new Date(acceptedAt.getTime() + FIRST_MESSAGE_DUE_MS);
}

const DEADLINE_FORMAT = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

/** "3:15pm on 22 November 2026", London time. */
export function formatDeadline(instant: Date): string {
  const parts = Object.fromEntries(
    DEADLINE_FORMAT.formatToParts(instant).map((part) => [part.type, part.value]),
  ) as Record<string, string>;
  const hour = parts.hour === '0' ? '12' : parts.hour;
  const dayPeriod = (parts.dayPeriod ?? '').replace(/[^a-z]/gi, '').toLowerCase();
  return `${hour}:${parts.minute}${dayPeriod} on ${parts.day} ${parts.month} ${parts.year}`;
}

/** What a conversation's first-reply fields say, read by the quote page and the lead pages. */
export interface FirstReplyFacts {
  acceptedAt: Date;
  firstCompanyMessageAt: Date | null;
  leadCredit: { reason: 'company-never-wrote' | 'customer-never-read'; at: Date } | null;
}

export type FirstReplyState =
  | { kind: 'replied'; minutes: number }
  | { kind: 'waiting'; dueAt: Date; overdue: boolean }
  | { kind: 'credited'; reason: 'company-never-wrote' | 'customer-never-read' };

/**
 * Where the company's first reply stands: replied (minutes from accepting the lead to its first
 * message, late or not), credited back without a message (the reason), or still to come (its
 * deadline, and whether it passed). A credit for an unread first message still reads as replied:
 * the company did write.
 */
export function firstReplyState(facts: FirstReplyFacts, now: Date): FirstReplyState {
  if (facts.firstCompanyMessageAt) {
    const minutes = (facts.firstCompanyMessageAt.getTime() - facts.acceptedAt.getTime()) / 60_000;
    return { kind: 'replied', minutes: Math.max(0, minutes) };
  }
  if (facts.leadCredit) return { kind: 'credited', reason: facts.leadCredit.reason };
  const dueAt = firstMessageDueAt(facts.acceptedAt);
  return { kind: 'waiting', dueAt, overdue: now.getTime() > dueAt.getTime() };
}

/** The customer's line for one company: "Replied in 2 hours", "Has not replied yet — …". */
export function customerFirstReplyText(state: FirstReplyState): string {
  switch (state.kind) {
    case 'replied':
      return `Replied in ${formatResponseTime(state.minutes)}`;
    case 'waiting':
      return state.overdue
        ? `Has not replied yet — they had until ${formatDeadline(state.dueAt)}`
        : `Has not replied yet — they have until ${formatDeadline(state.dueAt)}`;
    case 'credited':
      return 'Credited back: did not reply';
  }
}

/**
 * Why a lead was credited back, as the company is told, with the window that applied (the credit
 * records it, as admins may change the windows on /admin/settings; the default when unknown).
 */
export function leadCreditReasonText(
  reason: 'company-never-wrote' | 'customer-never-read',
  windowHours?: number,
): string {
  return reason === 'company-never-wrote'
    ? `you did not write to the customer within ${windowHours ?? NO_FIRST_MESSAGE_CREDIT_MS / HOUR} hours of accepting`
    : `the customer did not open your first message within ${windowHours ?? FIRST_MESSAGE_UNREAD_CREDIT_MS / HOUR} hours`;
}

/**
 * What the first-reply promise adds to `companies/{uid}` (written by the onFirstCompanyMessage
 * trigger only; the public profile and the dashboard read it).
 */
export interface CompanyFirstResponseStats {
  /** The median minutes from a lead being offered to the company's first message. */
  firstResponseMedianMinutes?: number;
}
