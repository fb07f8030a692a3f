// The AI drafts feature's only contact with Firebase: its callables (overview, generate, settings)
// and the reads the rules let active admins make: the usage log (`aiUsage`), the daily totals
// (`aiUsageDays`) and the ideas backlog (`blogIdeas`) to draft from. Component tests replace it.
import type { AiOutcome, AiProvider } from '@fixwell/common/admin/ai-content';
import {
  generateAiDraftCallable,
  getAiOverviewCallable,
  updateAiSettingsCallable,
  type CallableInput,
  type CallableOutput,
} from '@fixwell/common/callables';
import { COLLECTIONS } from '@fixwell/common/collections';
import { dateOf } from '@fixwell/common/timestamps';
import {
  collection,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  where,
  type DocumentData,
} from 'firebase/firestore';

import type {
  AiIdeaChoice,
  AiUsageDay,
  AiUsagePage,
  AiUsageRow,
} from '@/features/ai-content/ai-content-types';
import { callFunction } from '@/lib/call-function';
import { firestore } from '@/lib/firestore';
import { readConverter } from '@/lib/firestore-converter';
import { fetchPage } from '@/lib/firestore-page';

/** Ideas offered to draft from; a backlog longer than this shows its first ones by title. */
const IDEAS_LIMIT = 100;

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const amount = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? value : 0;

export function usageRowFromData(id: string, data: DocumentData): AiUsageRow {
  const actor = data.actor as { email?: unknown } | undefined;
  return {
    id,
    actorEmail: text(actor?.email),
    title: text(data.title),
    provider: data.provider === 'local' ? 'local' : ('openai-compatible' as AiProvider),
    model: text(data.model),
    label: text(data.label),
    inputTokens: amount(data.inputTokens),
    outputTokens: amount(data.outputTokens),
    costPence: amount(data.costPence),
    outcome: (data.outcome === 'error' ? 'error' : 'ok') as AiOutcome,
    error: typeof data.error === 'string' ? data.error : null,
    postId: typeof data.postId === 'string' ? data.postId : null,
    day: text(data.day),
    createdAt: dateOf(data.createdAt),
  };
}

export function usageDayFromData(id: string, data: DocumentData): AiUsageDay {
  return {
    day: text(data.day) || id,
    requests: amount(data.requests),
    errors: amount(data.errors),
    inputTokens: amount(data.inputTokens),
    outputTokens: amount(data.outputTokens),
    costPence: amount(data.costPence),
  };
}

const usageConverter = readConverter(usageRowFromData);
const dayConverter = readConverter(usageDayFromData);
const ideaConverter = readConverter((id, data): AiIdeaChoice => ({
  id,
  workingTitle: text(data.workingTitle),
  searchPhrase: text(data.searchPhrase),
}));

const usage = () => collection(firestore(), COLLECTIONS.aiUsage).withConverter(usageConverter);

/** The newest drafts made with a provider; index: aiUsage (outcome, createdAt ↓). */
export async function fetchRecentAiDrafts(count: number): Promise<AiUsageRow[]> {
  const snapshot = await getDocs(
    query(usage(), where('outcome', '==', 'ok'), orderBy('createdAt', 'desc'), limit(count)),
  );
  return snapshot.docs.map((document) => document.data());
}

/** The usage log, newest first, of one London day or all; index: aiUsage (day, createdAt ↓). */
export async function fetchAiUsage(day: string | null, count: number): Promise<AiUsagePage> {
  const ordered = day
    ? query(usage(), where('day', '==', day), orderBy('createdAt', 'desc'))
    : query(usage(), orderBy('createdAt', 'desc'));
  const { items, hasMore } = await fetchPage(ordered, count);
  return { rows: items, hasMore };
}

/** One London day's totals (none when nothing was asked that day), or the last `count` days'. */
export async function fetchAiUsageDays(day: string | null, count: number): Promise<AiUsageDay[]> {
  const days = collection(firestore(), COLLECTIONS.aiUsageDays).withConverter(dayConverter);
  if (day) {
    const snapshot = await getDoc(doc(days, day));
    return snapshot.exists() ? [snapshot.data()] : [];
  }
  const snapshot = await getDocs(query(days, orderBy('day', 'desc'), limit(count)));
  return snapshot.docs.map((document) => document.data());
}

/** Ideas with no draft yet, by title. */
export async function fetchDraftableIdeas(): Promise<AiIdeaChoice[]> {
  const ideas = collection(firestore(), COLLECTIONS.blogIdeas).withConverter(ideaConverter);
  const snapshot = await getDocs(query(ideas, where('postId', '==', null), limit(IDEAS_LIMIT)));
  return snapshot.docs
    .map((document) => document.data())
    .sort((a, b) => a.workingTitle.localeCompare(b.workingTitle, 'en-GB'));
}

export function fetchAiOverview(): Promise<CallableOutput<typeof getAiOverviewCallable>> {
  return callFunction(getAiOverviewCallable, null, {
    fallback: 'We could not load the AI settings. Please try again.',
  });
}

export function generateAiDraft(
  input: CallableInput<typeof generateAiDraftCallable>,
): Promise<CallableOutput<typeof generateAiDraftCallable>> {
  return callFunction(generateAiDraftCallable, input, {
    fallback: 'We could not write the draft. Please try again.',
  });
}

export function updateAiSettings(
  input: CallableInput<typeof updateAiSettingsCallable>,
): Promise<CallableOutput<typeof updateAiSettingsCallable>> {
  return callFunction(updateAiSettingsCallable, input, {
    fallback: 'We could not save the AI settings. Please try again.',
  });
}
