import type { QuoteStatus } from '@fixwell/common/quote/quote-request';

import type { QuoteStatusView } from '@/features/quote-request/api/get-quote-status';

export type StageState = 'done' | 'current' | 'upcoming';
export type TimelineStage = {
  key: 'received' | 'matched' | 'responses' | 'accepted';
  title: string;
  state: StageState;
  /** ISO 8601, when the timeline records the stage. */
  at: string | undefined;
  detail: string | undefined;
};

/** The status in words, for the top of the tracking page. */
export const QUOTE_STATUS_TEXT: Record<QuoteStatus, string> = {
  received: 'We have your request and are looking for local companies who cover your area.',
  matched:
    'We have sent your request to local companies. Those who can help will contact you directly.',
  'no-match':
    'We have not found a company for this job yet. Your request stays with us, and we will send it on if a company that covers your area and this kind of work becomes available. If the job is urgent, you may want to look elsewhere too.',
  accepted: 'A company has taken on your job. Keep talking with them to arrange the work.',
  closed: 'This request is closed. Start a new request if you need more work done.',
};

function plural(count: number, one: string, many: string): string {
  return `${new Intl.NumberFormat('en-GB').format(count)} ${count === 1 ? one : many}`;
}

/** Received → Matched → Responses → Accepted, each done, current (the next to happen) or upcoming. */
export function timelineStages(view: QuoteStatusView): TimelineStage[] {
  const at = (status: QuoteStatus) =>
    view.timeline.filter((entry) => entry.status === status).at(-1)?.at;
  const matched = ['matched', 'accepted'].includes(view.status) || at('matched') !== undefined;
  const accepted = view.status === 'accepted' || at('accepted') !== undefined;
  const done = {
    received: true,
    matched,
    responses: view.responses > 0 || accepted,
    accepted,
  };
  const order = ['received', 'matched', 'responses', 'accepted'] as const;
  const closed = view.status === 'closed';
  const firstOpen = closed ? -1 : order.findIndex((key) => !done[key]);

  const details: Record<TimelineStage['key'], string | undefined> = {
    received: undefined,
    matched:
      view.status === 'no-match'
        ? 'No company found yet.'
        : matched
          ? 'Sent to local companies.'
          : 'Looking for companies who cover your area.',
    responses:
      view.responses > 0
        ? `${plural(view.responses, 'company has', 'companies have')} responded.`
        : 'Matched companies contact you by phone or email.',
    accepted: accepted ? 'A company has taken on the job.' : 'You choose who does the work.',
  };
  const titles: Record<TimelineStage['key'], string> = {
    received: 'Received',
    matched: 'Matched',
    responses: 'Responses',
    accepted: 'Accepted',
  };

  return order.map((key, index) => ({
    key,
    title: titles[key],
    state: done[key] ? 'done' : index === firstOpen ? 'current' : 'upcoming',
    at: key === 'responses' ? undefined : at(key),
    detail: details[key],
  }));
}
