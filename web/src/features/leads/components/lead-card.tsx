import { LEAD_STATUS_LABELS } from '@fixwell/common/lead/lead';
import { Link } from 'react-router';

import { LeadFact } from '@/features/leads/components/lead-fact';
import {
  acceptTerms,
  allowanceText,
  extraLeadPriceText,
  budgetLabel,
  distanceText,
  leadTitle,
  timingLabel,
} from '@/features/leads/lead-format';
import type { Lead, LeadAllowance } from '@/features/leads/lead-types';
import { formatTimeAgo } from '@/lib/time-ago';
import { formatLongDate } from '@/utils/format';

export type LeadCardProps = {
  lead: Lead;
  /** Undefined while it loads or when it could not be read. */
  allowance: LeadAllowance | undefined;
  /** Where the card's heading links to. */
  href: string;
  now: Date;
};

/** What accepting this lead costs: the plan's allowance, or the extra-lead price once it is spent. */
function costText(allowance: LeadAllowance): string {
  const terms = acceptTerms(allowance);
  return terms.kind === 'extra'
    ? `Extra lead: ${extraLeadPriceText(terms.pricePence)} to accept.`
    : allowanceText(allowance);
}

/** One lead in the list: what, where, when and for how much, and what accepting it costs. */
export function LeadCard({ lead, allowance, href, now }: LeadCardProps) {
  return (
    <article className="lead-card card">
      <div className="lead-card__header">
        <h2 className="lead-card__title">
          <Link to={href}>{leadTitle(lead)}</Link>
        </h2>
        <div className="lead-card__badges">
          {lead.routedToCompany ? (
            <span className="lead-badge lead-badge--asked">Asked for you</span>
          ) : null}
          {lead.status !== 'new' ? (
            <span className={`lead-badge lead-badge--${lead.status}`}>
              {LEAD_STATUS_LABELS[lead.status]}
            </span>
          ) : null}
          {lead.credit ? (
            <span className="lead-badge lead-badge--credited">Credited back</span>
          ) : null}
        </div>
      </div>
      <dl className="lead-facts">
        <LeadFact term="Area">{lead.postcodeDistrict}</LeadFact>
        <LeadFact term="When">{timingLabel(lead.timing)}</LeadFact>
        <LeadFact term="Budget">{budgetLabel(lead.budget)}</LeadFact>
        <LeadFact term="Received">
          <time dateTime={lead.createdAt.toISOString()} title={formatLongDate(lead.createdAt)}>
            {formatTimeAgo(lead.createdAt, now)}
          </time>
        </LeadFact>
        <LeadFact term="Distance">{distanceText(lead.distanceMiles)}</LeadFact>
      </dl>
      {lead.status === 'new' && allowance ? (
        <p className="lead-card__cost">{costText(allowance)}</p>
      ) : null}
    </article>
  );
}
