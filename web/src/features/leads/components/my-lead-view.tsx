import { Link } from 'react-router';

import { useLeadFirstReply } from '@/features/leads/api/watch-lead-first-reply';
import { FirstReplyNotice } from '@/features/leads/components/first-reply-notice';
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
  /** The conversation with the customer about this lead, if the app has one to link to. */
  chatHref?: (leadId: string) => string;
  /** The job's photos, drawn by the quote-photos feature. */
  renderPhotos?: LeadPhotosRenderer;
};

/** `/company/my-leads/view-:id`: an accepted lead, contact details first, then the whole job. */
export function MyLeadView({
  leadId,
  useQuestions,
  myLeadsHref,
  leadHref,
  chatHref,
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
            chatHref={chatHref}
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
  chatHref,
  renderPhotos,
}: Pick<MyLeadViewProps, 'useQuestions' | 'myLeadsHref' | 'chatHref' | 'renderPhotos'> & {
  lead: Lead;
}) {
  // The deadline counts from the conversation's acceptance; until it loads (or where the rules
  // refuse it), from the lead's.
  const firstReply = useLeadFirstReply(lead.id);
  return (
    <div className="lead-detail">
      <LeadSummary lead={lead}>
        {lead.respondedAt ? `, accepted on ${formatLongDate(lead.respondedAt)}` : ''}.
      </LeadSummary>
      <FirstReplyNotice
        lead={lead}
        facts={firstReply.data}
        chatHref={chatHref ? chatHref(lead.id) : undefined}
      />
      <LeadContact customer={lead.customer} />
      <LeadJobDetails lead={lead} useQuestions={useQuestions} renderPhotos={renderPhotos} />
      <p>
        <Link to={myLeadsHref}>Back to My leads</Link>
      </p>
    </div>
  );
}
