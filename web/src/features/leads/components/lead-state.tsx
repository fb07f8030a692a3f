import { LEAD_MESSAGES } from '@fixwell/common/lead/lead';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { LoadError } from '@/components/load-error';
import { useLead } from '@/features/leads/api/watch-lead';
import type { Lead } from '@/features/leads/lead-types';
import { errorCode } from '@/lib/call-function';

function isRefused(error: Error | null): boolean {
  const code = errorCode(error);
  return code === 'permission-denied' || code === 'firestore/permission-denied';
}

/**
 * Listens to one lead and shows it loading, failed or missing, or the lead. The rules refuse
 * another company's lead, which to this company is simply a lead that does not exist.
 */
export function LeadState({
  leadId,
  backHref,
  children,
}: {
  leadId: string;
  backHref: string;
  children: (lead: Lead) => ReactNode;
}) {
  const lead = useLead(leadId);
  if (lead.isError && !isRefused(lead.error)) {
    return <LoadError message="We could not load this lead." onRetry={lead.retry} />;
  }
  if (lead.isError || lead.data === null) {
    return (
      <div className="notice notice--warning" role="alert">
        <p>{LEAD_MESSAGES.notFound}</p>
        <p>
          <Link to={backHref}>Back to your leads</Link>
        </p>
      </div>
    );
  }
  if (lead.isPending || lead.data === undefined) {
    return (
      <p aria-busy="true" role="status">
        Loading the lead…
      </p>
    );
  }
  return <>{children(lead.data)}</>;
}
