import {
  firstReplyState,
  formatDeadline,
  formatResponseTime,
  leadCreditReasonText,
  type FirstReplyFacts,
} from '@fixwell/common/lead/first-reply-rules';
import { Link } from 'react-router';

import type { Lead } from '@/features/leads/lead-types';
import { useNow } from '@/hooks/use-now';
import { formatLongDate, formatMoney } from '@/utils/format';

export type FirstReplyNoticeProps = {
  /** An accepted lead. */
  lead: Lead;
  /** Its conversation's first-reply fields; null or undefined until known (the lead's acceptance counts). */
  facts: FirstReplyFacts | null | undefined;
  /** Where the company writes to the customer, when the page has a chat to link to. */
  chatHref?: string;
};

/** The credited-back badge of an accepted lead, for lists and headings. */
export function CreditedBadge({ lead }: { lead: Lead }) {
  return lead.credit ? (
    <span className="lead-badge lead-badge--credited">Credited back</span>
  ) : null;
}

/** What the credit did to the allowance, or to an extra lead's charge, in one sentence. */
function allowanceSentence(lead: Lead): string {
  const credit = lead.credit;
  if (credit?.allowanceRestored)
    return 'One lead went back to your allowance for this billing period.';
  const refund = credit?.refund;
  const charge =
    refund && refund.amountPence > 0
      ? `its ${formatMoney(refund.amountPence)} charge`
      : 'its charge';
  switch (refund?.status) {
    case 'removed':
      return `It was an extra lead, so ${charge} came off your next invoice instead.`;
    case 'refunded':
      return `It was an extra lead, so ${charge} was refunded to the card that paid it on ${formatLongDate(refund.at)} (refunds take 5 to 10 days to reach your account).`;
    case 'waiting':
      return `It was an extra lead: ${charge} is on an invoice not paid yet, and will be refunded once it is.`;
    case 'failed':
      return 'It was an extra lead, and we could not take its charge back automatically: our team will refund it.';
  }
  return lead.acceptedAs === 'extra'
    ? 'It was an extra lead: its charge is being taken off your invoice or refunded.'
    : 'It did not go back to your allowance, because it was accepted in an earlier billing period.';
}

/**
 * The first-reply promise on an accepted lead: the deadline for the company's first message (24
 * hours from accepting), how quickly it replied, or that the lead was credited back and why.
 */
export function FirstReplyNotice({ lead, facts, chatHref }: FirstReplyNoticeProps) {
  const now = useNow();
  if (lead.credit) {
    return (
      <section className="notice first-reply" aria-labelledby="first-reply-heading">
        <h2 id="first-reply-heading" className="first-reply__heading">
          First message <CreditedBadge lead={lead} />
        </h2>
        <p>
          We credited this lead back on {formatLongDate(lead.credit.at)} because{' '}
          {leadCreditReasonText(lead.credit.reason, lead.credit.windowHours)}.{' '}
          {allowanceSentence(lead)} You keep the customer&apos;s details.
        </p>
      </section>
    );
  }
  const acceptedAt = facts?.acceptedAt ?? lead.respondedAt;
  if (!acceptedAt) return null;
  const state = firstReplyState(
    {
      acceptedAt,
      firstCompanyMessageAt: facts?.firstCompanyMessageAt ?? null,
      leadCredit: facts?.leadCredit ?? null,
    },
    now,
  );
  const writeLink = chatHref ? (
    <p>
      <Link to={chatHref}>Write to the customer</Link>
    </p>
  ) : null;
  return (
    <section
      className={`notice first-reply${state.kind === 'waiting' && state.overdue ? ' notice--warning' : ''}`}
      aria-labelledby="first-reply-heading"
    >
      <h2 id="first-reply-heading" className="first-reply__heading">
        First message
      </h2>
      {state.kind === 'replied' ? (
        <p>You first wrote to the customer {formatResponseTime(state.minutes)} after accepting.</p>
      ) : null}
      {state.kind === 'waiting' && !state.overdue ? (
        <>
          <p>
            <strong>Write to the customer by {formatDeadline(state.dueAt)}.</strong>
          </p>
          <p>
            Fixwell promises customers a first message within 24 hours of accepting, and shows them
            how quickly you reply.
          </p>
          {writeLink}
        </>
      ) : null}
      {state.kind === 'waiting' && state.overdue ? (
        <>
          <p>
            <strong>Your first message was due by {formatDeadline(state.dueAt)}.</strong> Write to
            the customer now: they can see that you have not replied yet.
          </p>
          {writeLink}
        </>
      ) : null}
      {state.kind === 'credited' ? (
        <p>We credited this lead back because {leadCreditReasonText(state.reason)}.</p>
      ) : null}
    </section>
  );
}
