import type { AiOutcome, AiProvider } from '@fixwell/common/admin/ai-content';

/** One request to the provider, as the usage log and the recent drafts show it. */
export type AiUsageRow = {
  id: string;
  actorEmail: string;
  title: string;
  provider: AiProvider;
  model: string;
  label: string;
  inputTokens: number;
  outputTokens: number;
  costPence: number;
  outcome: AiOutcome;
  error: string | null;
  postId: string | null;
  day: string;
  createdAt: Date | null;
};

export type AiUsagePage = { rows: AiUsageRow[]; hasMore: boolean };

/** One day's totals. */
export type AiUsageDay = {
  day: string;
  requests: number;
  errors: number;
  inputTokens: number;
  outputTokens: number;
  costPence: number;
};

/** An idea of the backlog that has no draft yet. */
export type AiIdeaChoice = { id: string; workingTitle: string; searchPhrase: string };
