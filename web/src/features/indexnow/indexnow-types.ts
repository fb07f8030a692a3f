import type { IndexNowOutcome, IndexNowTrigger } from '@fixwell/common/admin/indexnow';

/** One row of the IndexNow history, as the admin page shows it. */
export type IndexNowHistoryRow = {
  id: string;
  trigger: IndexNowTrigger;
  source: string | null;
  requestedBy: string | null;
  endpoint: string;
  urls: string[];
  urlCount: number;
  status: number | null;
  outcome: IndexNowOutcome;
  message: string;
  submittedAt: Date | null;
};

export type IndexNowHistoryPage = { rows: IndexNowHistoryRow[]; hasMore: boolean };
