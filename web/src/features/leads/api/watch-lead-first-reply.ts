import type { FirstReplyFacts } from '@fixwell/common/lead/first-reply-rules';

import { watchAwaitingFirstMessage, watchLeadFirstReply } from '@/features/leads/api/leads-data';
import { useLiveQuery } from '@/hooks/use-live-query';

/** The first-reply fields of an accepted lead's conversation, live (null until it exists). */
export function useLeadFirstReply(leadId: string, enabled = true) {
  return useLiveQuery<FirstReplyFacts | null>(
    ['lead-first-reply', leadId],
    (onData, onError) => watchLeadFirstReply(leadId, onData, onError),
    { enabled: enabled && Boolean(leadId) },
  );
}

/** The company's accepted leads still waiting for its first message: lead id → accepted at. */
export function useAwaitingFirstMessage(companyId: string) {
  return useLiveQuery<Record<string, Date>>(
    ['leads-awaiting-first-message', companyId],
    (onData, onError) => watchAwaitingFirstMessage(companyId, onData, onError),
    { enabled: Boolean(companyId) },
  );
}
