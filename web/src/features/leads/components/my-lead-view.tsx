import { Link } from 'react-router';

import { LeadContact } from '@/features/leads/components/lead-contact';
import { LeadJobDetails } from '@/features/leads/components/lead-job-details';
import { LeadState } from '@/features/leads/components/lead-state';
import { LeadSummary } from '@/features/leads/components/lead-summary';
import type { Lead, LeadPhotosRenderer, LeadQuestion } from '@/features/leads/lead-types';
import { formatLongDate } from '@/utils/format';

import './leads.css';

export type MyLeadViewProps = {
  leadId: string;
  useQuestions: (service: string) => readonly LeadQuestion[] | undefined;
  myLeadsHref: string;
  leadHref: (leadId: string) => string;
  /** The job's photos, drawn by the quote-photos feature. */
  renderPhotos?: LeadPhotosRenderer;
};

/** `/company/my-leads/view-:id`: an accepted lead, contact details first, then the whole job. */
export function MyLeadView({
  leadId,
  useQuestions,
  myLeadsHref,
  leadHref,
  renderPhotos,
}: MyLeadViewProps) {
  return (
    <LeadState leadId={leadId} backHref={myLeadsHref}>
      {(lead) =>
        lead.status === 'accepted' ? (
          <AcceptedLead
            lead={lead}
            useQuestions={useQuestions}
            myLeadsHref={myLeadsHref}
            renderPhotos={renderPhotos}
          />
        ) : (
          <div className="notice notice--warning">
            <p>You have not accepted this lead, so the customer&apos;s details are not shown.</p>
            <p>
              <Link to={leadHref(lead.id)}>See the lead</Link> or go back to{' '}
              <Link to={myLeadsHref}>My leads</Link>.
            </p>
          </div>
        )
      }
    </LeadState>
  );
}

function AcceptedLead({
  lead,
  useQuestions,
  myLeadsHref,
  renderPhotos,
}: Pick<MyLeadViewProps, 'useQuestions' | 'myLeadsHref' | 'renderPhotos'> & { lead: Lead }) {
  return (
    <div className="lead-detail">
      <LeadSummary lead={lead}>
        {lead.respondedAt ? `, accepted on ${formatLongDate(lead.respondedAt)}` : ''}.
      </LeadSummary>
      <LeadContact customer={lead.customer} />
      <LeadJobDetails lead={lead} useQuestions={useQuestions} renderPhotos={renderPhotos} />
      <p>
        <Link to={myLeadsHref}>Back to My leads</Link>
      </p>
    </div>
  );
}
