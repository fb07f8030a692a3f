import type { ReactNode } from 'react';

import { leadTitle } from '@/features/leads/lead-format';
import type { Lead } from '@/features/leads/lead-types';

/** The line above a lead's details: what and where, then what `children` add about it. */
export function LeadSummary({ lead, children }: { lead: Lead; children: ReactNode }) {
  return (
    <p className="lead-detail__summary">
      <strong>{leadTitle(lead)}</strong>
      {children}
    </p>
  );
}
