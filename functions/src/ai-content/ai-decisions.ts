import { AI_MESSAGES, type AiSettings } from '@fixwell/common/admin/ai-content';

// The daily limits: one request more, and its most tokens (the prompt's estimate plus the output
// budget), must fit in what today's rollup has left. Refused requests are not counted.

export interface DayTotals {
  requests: number;
  inputTokens: number;
  outputTokens: number;
}

export type LimitDecision = { allowed: true } | { allowed: false; message: string };

export function limitDecision(
  today: DayTotals | undefined,
  limits: Pick<AiSettings, 'dailyRequestLimit' | 'dailyTokenLimit'>,
  requestTokens: number,
): LimitDecision {
  const requests = today?.requests ?? 0;
  const tokens = (today?.inputTokens ?? 0) + (today?.outputTokens ?? 0);
  if (requests >= limits.dailyRequestLimit)
    return { allowed: false, message: AI_MESSAGES.requestLimit(limits.dailyRequestLimit) };
  if (tokens + requestTokens > limits.dailyTokenLimit)
    return { allowed: false, message: AI_MESSAGES.tokenLimit(limits.dailyTokenLimit) };
  return { allowed: true };
}

/** The settings fields an admin changed, before and after (for the audit); empty when none. */
export function changedAiSettings(
  before: AiSettings,
  after: AiSettings,
): { before: Partial<AiSettings>; after: Partial<AiSettings> } {
  const change = { before: {} as Record<string, unknown>, after: {} as Record<string, unknown> };
  for (const key of Object.keys(after) as (keyof AiSettings)[]) {
    if (before[key] !== after[key]) {
      change.before[key] = before[key];
      change.after[key] = after[key];
    }
  }
  return change as { before: Partial<AiSettings>; after: Partial<AiSettings> };
}
