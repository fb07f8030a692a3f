import {
  firstMessageDueAt,
  formatDeadline,
  LEAD_EXPIRY_MS,
} from '@fixwell/common/lead/first-reply-rules';
import { DECLINE_REASON_LABELS } from '@fixwell/common/lead/lead';
import { Link } from 'react-router';

import { AcceptLeadPanel } from '@/features/leads/components/accept-lead-panel';
import { DeclineLeadForm } from '@/features/leads/components/decline-lead-form';
import { LeadContact } from '@/features/leads/components/lead-contact';
import { LeadJobDetails } from '@/features/leads/components/lead-job-details';
import { LeadState } from '@/features/leads/components/lead-state';
import { LeadSummary } from '@/features/leads/components/lead-summary';
import { useLeadAllowance } from '@/features/leads/api/get-lead-allowance';
import type { Lead, LeadPhotosRenderer, LeadQuestion } from '@/features/leads/lead-types';
import { useNow } from '@/hooks/use-now';
import { formatTimeAgo } from '@/lib/time-ago';
import { formatLongDate } from '@/utils/format';

import './leads.css';

export type LeadDetailProps = {
  leadId: string;
  companyId: string;
  /** The questions of a service, by slug (the app reads them from the catalogue). */
  useQuestions: (service: string) => readonly LeadQuestion[] | undefined;
  leadsHref: string;
  myLeadHref: (leadId: string) => string;
  onDeclined: () => void;
  /** The job's photos, drawn by the quote-photos feature. */
  renderPhotos?: LeadPhotosRenderer;
};

/** `/company/leads/:id`: the whole job, then accept or decline; contact details once accepted. */
export function LeadDetail({ leadId, leadsHref, ...rest }: LeadDetailProps) {
  return (
    <LeadState leadId={leadId} backHref={leadsHref}>
      {(loaded) => <LoadedLead lead={loaded} leadsHref={leadsHref} {...rest} />}
    </LeadState>
  );
}

function LoadedLead({
  lead,
  companyId,
  useQuestions,
  leadsHref,
  myLeadHref,
  onDeclined,
  renderPhotos,
}: Omit<LeadDetailProps, 'leadId'> & { lead: Lead }) {
  const allowance = useLeadAllowance(companyId);
  const now = useNow();

  return (
    <div className="lead-detail">
      <LeadSummary lead={lead}>
        , received {formatTimeAgo(lead.createdAt, now)}.
        {lead.routedToCompany ? (
          <span className="lead-badge lead-badge--asked">Asked for you</span>
        ) : null}
      </LeadSummary>

      {lead.status === 'accepted' ? (
        <div className="notice">
          <p>
            You accepted this lead
            {lead.respondedAt ? ` on ${formatLongDate(lead.respondedAt)}` : ''}. Contact the
            customer soon: they are expecting to hear from you.
          </p>
          {lead.credit ? (
            <p>
              <span className="lead-badge lead-badge--credited">Credited back</span> This lead was
              credited back under the first-reply promise.
            </p>
          ) : lead.respondedAt ? (
            <p>
              Your first message is due by {formatDeadline(firstMessageDueAt(lead.respondedAt))}.
            </p>
          ) : null}
          <p>
            <Link to={myLeadHref(lead.id)}>Open it in My leads</Link>
          </p>
        </div>
      ) : null}
      {lead.status === 'declined' ? (
        <div className="notice notice--warning">
          <p>
            You declined this lead
            {lead.respondedAt ? ` on ${formatLongDate(lead.respondedAt)}` : ''}
            {lead.declineReason ? `: ${DECLINE_REASON_LABELS[lead.declineReason]}` : ''}.
          </p>
          <p>
            <Link to={leadsHref}>Back to your leads</Link>
          </p>
        </div>
      ) : null}

      {lead.status === 'expired' ? (
        <div className="notice notice--warning">
          <p>
            Nobody answered this lead within{' '}
            {lead.expiredAfterHours ?? LEAD_EXPIRY_MS / (60 * 60 * 1000)} hours
            {lead.expiredAt
              ? `, so it expired on ${formatLongDate(lead.expiredAt)}`
              : ', so it expired'}{' '}
            and the job was offered to another company. Nothing was taken from your allowance.
          </p>
          <p>
            <Link to={leadsHref}>Back to your leads</Link>
          </p>
        </div>
      ) : null}

      {lead.status === 'accepted' ? <LeadContact customer={lead.customer} /> : null}

      <LeadJobDetails lead={lead} useQuestions={useQuestions} renderPhotos={renderPhotos} />

      {lead.status === 'new' ? (
        <div className="lead-detail__actions">
          <AcceptLeadPanel
            lead={lead}
            allowance={allowance.data}
            allowanceFailed={allowance.isError}
          />
          <DeclineLeadForm leadId={lead.id} onDeclined={onDeclined} />
        </div>
      ) : null}
    </div>
  );
}
