import { sendQuoteRecoveryEmailCallable } from '@fixwell/common/callables';
import { COLLECTIONS } from '@fixwell/common/collections';
import {
  QUOTE_RECOVERY_MESSAGES,
  type QuoteFunnelStageCounts,
} from '@fixwell/common/quote/quote-funnel';
import { QUOTE_STEPS, type QuoteStep } from '@fixwell/common/quote/quote-request';
import { dateOf } from '@fixwell/common/timestamps';
import {
  collection,
  getDocs,
  limit,
  orderBy,
  query,
  startAfter,
  where,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';

import type { FunnelDay } from '@/features/admin-quote-funnel/funnel-maths';
import { callFunction } from '@/lib/call-function';
import { firestore } from '@/lib/firestore';
import { readConverter } from '@/lib/firestore-converter';

// The admin funnel pages' reads and the recovery callable, apart from their queries and hooks so
// component tests can stand in for the server here.

/** The longest period the report offers: one document per day, so never more than this. */
const MAX_DAYS = 90;

function isCounts(value: unknown): value is QuoteFunnelStageCounts {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

const funnelDayConverter = readConverter((id, data): FunnelDay => ({
  day: typeof data.day === 'string' ? data.day : id,
  steps: isCounts(data.steps) ? data.steps : {},
  services: isCounts(data.services)
    ? (data.services as Record<string, QuoteFunnelStageCounts>)
    : {},
}));

/** The `quoteFunnelDaily` documents from `fromDay` (YYYY-MM-DD, London) to today. */
export async function getQuoteFunnelDays(fromDay: string): Promise<FunnelDay[]> {
  const snapshot = await getDocs(
    query(
      collection(firestore(), COLLECTIONS.quoteFunnelDaily).withConverter(funnelDayConverter),
      where('day', '>=', fromDay),
      orderBy('day', 'asc'),
      limit(MAX_DAYS),
    ),
  );
  return snapshot.docs.map((doc) => doc.data());
}

export const QUOTE_DRAFTS_PAGE_SIZE = 25;

/** An abandoned quote draft as /admin/quote-recovery lists it. */
export type QuoteDraftRow = {
  id: string;
  email: string;
  name: string | undefined;
  service: string | undefined;
  serviceName: string | undefined;
  postcode: string | undefined;
  lastStep: QuoteStep;
  /** When the visitor last left the form. */
  leftAt: Date;
  recoveryEmailSentAt: Date | undefined;
};

export type QuoteDraftsPage = {
  drafts: QuoteDraftRow[];
  /** Where the next page starts; undefined on the last page. */
  next: QueryDocumentSnapshot<QuoteDraftRow | null> | undefined;
};

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

// A malformed draft reads as null and is skipped rather than breaking the list.
const quoteDraftConverter = readConverter((id, data): QuoteDraftRow | null => {
  const email = text(data.email);
  const leftAt = dateOf(data.updatedAt);
  if (!email || !leftAt) return null;
  return {
    id,
    email,
    name: text(data.name),
    service: text(data.service),
    serviceName: text(data.serviceName),
    postcode: text(data.postcode),
    lastStep: QUOTE_STEPS.find((step) => step === data.lastStep) ?? 'contact',
    leftAt,
    recoveryEmailSentAt: dateOf(data.recoveryEmailSentAt) ?? undefined,
  };
});

/** Abandoned drafts with an email, newest first (index: status ↑, updatedAt ↓). */
export async function getQuoteDrafts(after?: QuoteDraftsPage['next']): Promise<QuoteDraftsPage> {
  const snapshot = await getDocs(
    query(
      collection(firestore(), COLLECTIONS.quoteDrafts).withConverter(quoteDraftConverter),
      where('status', '==', 'abandoned'),
      orderBy('updatedAt', 'desc'),
      ...(after ? [startAfter(after)] : []),
      limit(QUOTE_DRAFTS_PAGE_SIZE),
    ),
  );
  const drafts = snapshot.docs
    .map((doc) => doc.data())
    .filter((row): row is QuoteDraftRow => row !== null);
  const full = snapshot.docs.length === QUOTE_DRAFTS_PAGE_SIZE;
  return { drafts, next: full ? snapshot.docs.at(-1) : undefined };
}

/** Queues the recovery email through the `sendQuoteRecoveryEmail` callable (admins only). */
export async function sendQuoteRecoveryEmail(draftId: string): Promise<Date> {
  const { sentAt } = await callFunction(
    sendQuoteRecoveryEmailCallable,
    { draftId },
    { fallback: QUOTE_RECOVERY_MESSAGES.failed },
  );
  return new Date(sentAt);
}
