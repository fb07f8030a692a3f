import { Link } from 'react-router';

import { LoadError } from '@/components/load-error';
import { ShowMoreButton } from '@/components/show-more-button';
import { firstMessageDueAt, formatDeadline } from '@fixwell/common/lead/first-reply-rules';

import { LEADS_PAGE_SIZE } from '@/features/leads/api/leads-data';
import { useAwaitingFirstMessage } from '@/features/leads/api/watch-lead-first-reply';
import { CreditedBadge } from '@/features/leads/components/first-reply-notice';
import { EmailLink, PhoneLink } from '@/features/leads/components/lead-contact';
import { LeadFact } from '@/features/leads/components/lead-fact';
import { useLeads } from '@/features/leads/api/watch-leads';
import { leadTitle } from '@/features/leads/lead-format';
import { useNow } from '@/hooks/use-now';
import { usePageCount } from '@/hooks/use-page-count';
import { formatLongDate } from '@/utils/format';

import './leads.css';

export type MyLeadsListProps = {
  companyId: string;
  myLeadHref: (leadId: string) => string;
  leadsHref: string;
};

/** `/company/my-leads`: the leads the company accepted, most recently accepted first. */
export function MyLeadsList({ companyId, myLeadHref, leadsHref }: MyLeadsListProps) {
  const { count, showMore } = usePageCount(LEADS_PAGE_SIZE);
  const leads = useLeads(companyId, {
    status: 'accepted',
    service: '',
    timing: '',
    count,
    orderByField: 'respondedAt',
  });
  // Which of them still wait for the company's first message (one query for the page; when it
  // cannot be read, the cards simply show no deadline).
  const awaiting = useAwaitingFirstMessage(companyId);
  const now = useNow();

  if (leads.isError) {
    return <LoadError message="We could not load your accepted leads." onRetry={leads.retry} />;
  }
  if (leads.isPending || !leads.data) {
    return (
      <p aria-busy="true" role="status">
        Loading your accepted leads…
      </p>
    );
  }
  if (leads.data.leads.length === 0) {
    return (
      <p>
        You have not accepted any leads yet. New quote requests for your trades appear in{' '}
        <Link to={leadsHref}>Leads</Link>; accept one to see the customer&apos;s contact details
        here.
      </p>
    );
  }
  return (
    <>
      <ul className="lead-list">
        {leads.data.leads.map((lead) => (
          <li key={lead.id}>
            <article className="lead-card card">
              <h2 className="lead-card__title">
                <Link to={myLeadHref(lead.id)}>
                  {lead.customer?.name ?? 'Customer'}: {leadTitle(lead)}
                </Link>
                <CreditedBadge lead={lead} />
              </h2>
              <dl className="lead-facts">
                <LeadFact term="Phone">
                  {lead.customer ? <PhoneLink phone={lead.customer.phone} /> : 'Not available'}
                </LeadFact>
                <LeadFact term="Email">
                  {lead.customer ? <EmailLink email={lead.customer.email} /> : 'Not available'}
                </LeadFact>
                <LeadFact term="Service">{lead.serviceName}</LeadFact>
                <LeadFact term="Area">{lead.postcodeDistrict}</LeadFact>
                <LeadFact term="Accepted">
                  {lead.respondedAt ? formatLongDate(lead.respondedAt) : 'Just now'}
                </LeadFact>
              </dl>
              <FirstMessageDue acceptedAt={awaiting.data?.[lead.id]} now={now} />
            </article>
          </li>
        ))}
      </ul>
      {leads.data.hasMore ? <ShowMoreButton onShowMore={showMore} /> : null}
    </>
  );
}

/** The deadline for the first message of a lead still waiting for one. */
function FirstMessageDue({ acceptedAt, now }: { acceptedAt: Date | undefined; now: Date }) {
  if (!acceptedAt) return null;
  const due = firstMessageDueAt(acceptedAt);
  return due.getTime() >= now.getTime() ? (
    <p className="lead-card__due">Write to the customer by {formatDeadline(due)}.</p>
  ) : (
    <p className="lead-card__due lead-card__due--late">
      Your first message was due by {formatDeadline(due)}: write to the customer now.
    </p>
  );
}
