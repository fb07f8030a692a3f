// The IndexNow feature's only contact with Firebase: the settings and manual submissions through
// their callables, and the history (`indexNowSubmissions`, which the rules let active admins read).
import {
  describeIndexNowStatus,
  INDEXNOW_TRIGGERS,
  indexNowOutcome,
  type IndexNowTrigger,
} from '@fixwell/common/admin/indexnow';
import {
  getIndexNowSettingsCallable,
  submitIndexNowUrlsCallable,
  type CallableInput,
  type CallableOutput,
} from '@fixwell/common/callables';
import { COLLECTIONS } from '@fixwell/common/collections';
import { dateOf } from '@fixwell/common/timestamps';
import { collection, orderBy, query, where, type DocumentData } from 'firebase/firestore';

import type { IndexNowHistoryPage, IndexNowHistoryRow } from '@/features/indexnow/indexnow-types';
import { callFunction } from '@/lib/call-function';
import { firestore } from '@/lib/firestore';
import { readConverter } from '@/lib/firestore-converter';
import { fetchPage } from '@/lib/firestore-page';

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

export function historyRowFromData(id: string, data: DocumentData): IndexNowHistoryRow {
  const status = typeof data.status === 'number' ? data.status : null;
  const requestedBy = data.requestedBy as { email?: unknown } | null | undefined;
  return {
    id,
    trigger: (INDEXNOW_TRIGGERS as readonly unknown[]).includes(data.trigger)
      ? (data.trigger as IndexNowTrigger)
      : 'manual',
    source: typeof data.source === 'string' ? data.source : null,
    requestedBy: requestedBy ? text(requestedBy.email) || null : null,
    endpoint: text(data.endpoint),
    urls: Array.isArray(data.urls) ? data.urls.filter((url) => typeof url === 'string') : [],
    urlCount: typeof data.urlCount === 'number' ? data.urlCount : 0,
    status,
    outcome: indexNowOutcome(status),
    message: text(data.message) || describeIndexNowStatus(status),
    submittedAt: dateOf(data.submittedAt),
  };
}

const historyConverter = readConverter(historyRowFromData);

/**
 * The newest `count` submissions, of one trigger or all; indexes: indexNowSubmissions
 * (trigger, submittedAt ↓) and (submittedAt ↓).
 */
export async function fetchIndexNowHistory(
  trigger: IndexNowTrigger | null,
  count: number,
): Promise<IndexNowHistoryPage> {
  const submissions = collection(firestore(), COLLECTIONS.indexNowSubmissions).withConverter(
    historyConverter,
  );
  const ordered = trigger
    ? query(submissions, where('trigger', '==', trigger), orderBy('submittedAt', 'desc'))
    : query(submissions, orderBy('submittedAt', 'desc'));
  const { items, hasMore } = await fetchPage(ordered, count);
  return { rows: items, hasMore };
}

export function fetchIndexNowSettings(): Promise<
  CallableOutput<typeof getIndexNowSettingsCallable>
> {
  return callFunction(getIndexNowSettingsCallable, null, {
    fallback: 'We could not load the IndexNow settings. Please try again.',
  });
}

export function submitIndexNowUrls(
  input: CallableInput<typeof submitIndexNowUrlsCallable>,
): Promise<CallableOutput<typeof submitIndexNowUrlsCallable>> {
  return callFunction(submitIndexNowUrlsCallable, input, {
    fallback: 'We could not submit the URLs. Please try again.',
  });
}
