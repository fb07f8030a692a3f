import type { LeadCreditReason } from '@fixwell/common/conversations/conversation';
import { leadCreditReasonText } from '@fixwell/common/lead/first-reply-rules';

import { layout, oneLine, type MailMessage } from '../../mail/mail-templates';
import {
  DEFAULT_FIRST_REPLY_WINDOWS,
  type AllowanceCredit,
  type FirstReplyWindows,
} from './first-reply-decisions';

// The words of the first-reply promise: the notification and the email say the same thing.

export interface LeadCreditWords {
  title: string;
  body: string;
}

/** What the allowance part of a credit means for the company, in one sentence. */
function allowanceSentence(credit: AllowanceCredit): string {
  if (credit.restore) return 'One lead has been added back to this billing period’s allowance.';
  switch (credit.why) {
    case 'extra-lead':
      return 'It was an extra lead, so nothing returns to your allowance; instead its charge comes off your next invoice, or is refunded to your card if that invoice is already paid.';
    case 'earlier-period':
      return 'It was accepted in an earlier billing period, whose allowance has already renewed, so nothing returns to this one.';
    case 'nothing-counted':
      return 'Your allowance for this period already shows no leads used, so nothing changes there.';
  }
}

const HOUR_MS = 60 * 60 * 1000;

/** The window in force for this reason, in hours. */
export function creditWindowHours(reason: LeadCreditReason, windows: FirstReplyWindows): number {
  return (
    (reason === 'company-never-wrote' ? windows.noFirstMessageCreditMs : windows.unreadCreditMs) /
    HOUR_MS
  );
}

export function leadCreditWords(
  reason: LeadCreditReason,
  credit: AllowanceCredit,
  job: { serviceName: string; postcodeDistrict: string },
  windows: FirstReplyWindows = DEFAULT_FIRST_REPLY_WINDOWS,
): LeadCreditWords {
  const where = oneLine(`${job.serviceName} in ${job.postcodeDistrict}`);
  return {
    title: `Lead credited back: ${where}`,
    body: `We credited this lead back because ${leadCreditReasonText(reason, creditWindowHours(reason, windows))}. ${allowanceSentence(credit)} You keep the customer’s details.`,
  };
}

export function leadCreditedEmail(
  businessName: string,
  words: LeadCreditWords,
  link: string,
): MailMessage {
  const lines = [`Hello ${oneLine(businessName)},`, words.body];
  return {
    subject: words.title,
    text: `${lines.join('\n\n')}\n\nSee the lead: ${link}\n\nThe Fixwell team\n`,
    html: layout(lines, link, 'See the lead'),
  };
}

export function leadExpiredWords(
  job: { serviceName: string; postcodeDistrict: string },
  hours: number,
): LeadCreditWords {
  const where = oneLine(`${job.serviceName} in ${job.postcodeDistrict}`);
  return {
    title: `Lead expired: ${where}`,
    body: `Nobody answered this lead within ${hours} hours, so it has expired and the job is offered to another company where one is free. Nothing was taken from your allowance.`,
  };
}

export function leadExpiredEmail(
  businessName: string,
  words: LeadCreditWords,
  link: string,
): MailMessage {
  const lines = [
    `Hello ${oneLine(businessName)},`,
    words.body,
    'Answering new leads quickly, even to decline them, keeps more jobs coming your way.',
  ];
  return {
    subject: words.title,
    text: `${lines.join('\n\n')}\n\nSee your leads: ${link}\n\nThe Fixwell team\n`,
    html: layout(lines, link, 'See your leads'),
  };
}
