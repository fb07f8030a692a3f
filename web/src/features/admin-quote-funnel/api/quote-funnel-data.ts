import {
  QUOTE_RECOVERY_MESSAGES,
  type QuoteFunnelStageCounts,
  type SendQuoteRecoveryEmailInput,
  type SendQuoteRecoveryEmailResult,
} from '@fixwell/common/quote/quote-funnel';
import { QUOTE_STEPS, type QuoteStep } from '@fixwell/common/quote/quote-request';
import {
  collection,
  getDocs,
  limit,
  orderBy,
  query,
  startAfter,
  Timestamp,
  where,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';

import type { FunnelDay } from '@/features/admin-quote-funnel/funnel-maths';
import { callFunction } from '@/lib/call-function';
import { firestore } from '@/lib/firestore';

// The admin funnel pages' reads and the recovery callable, apart from their queries and hooks so
// component tests can stand in for the server here.

/** The longest period the report offers: one document per day, so never more than this. */
const MAX_DAYS = 90;

function isCounts(value: unknown): value is QuoteFunnelStageCounts {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** The `quoteFunnelDaily` documents from `fromDay` (YYYY-MM-DD, London) to today. */
export async function getQuoteFunnelDays(fromDay: string): Promise<FunnelDay[]> {
  const snapshot = await getDocs(
    query(
      collection(firestore(), 'quoteFunnelDaily'),
      where('day', '>=', fromDay),
      orderBy('day', 'asc'),
      limit(MAX_DAYS),
    ),
  );
  return snapshot.docs.map((doc) => {
    const data = doc.data();
    return {
      day: typeof data.day === 'string' ? data.day : doc.id,
      steps: isCounts(data.steps) ? data.steps : {},
      services: isCounts(data.services)
        ? (data.services as Record<string, QuoteFunnelStageCounts>)
        : {},
    };
  });
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
  next: QueryDocumentSnapshot | undefined;
};

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
const date = (value: unknown) => (value instanceof Timestamp ? value.toDate() : undefined);

function toRow(doc: QueryDocumentSnapshot): QuoteDraftRow | null {
  const data = doc.data();
  const email = text(data.email);
  const leftAt = date(data.updatedAt);
  // A malformed draft is skipped rather than breaking the list.
  if (!email || !leftAt) return null;
  return {
    id: doc.id,
    email,
    name: text(data.name),
    service: text(data.service),
    serviceName: text(data.serviceName),
    postcode: text(data.postcode),
    lastStep: QUOTE_STEPS.find((step) => step === data.lastStep) ?? 'contact',
    leftAt,
    recoveryEmailSentAt: date(data.recoveryEmailSentAt),
  };
}

/** Abandoned drafts with an email, newest first (index: status ↑, updatedAt ↓). */
export async function getQuoteDrafts(after?: QueryDocumentSnapshot): Promise<QuoteDraftsPage> {
  const snapshot = await getDocs(
    query(
      collection(firestore(), 'quoteDrafts'),
      where('status', '==', 'abandoned'),
      orderBy('updatedAt', 'desc'),
      ...(after ? [startAfter(after)] : []),
      limit(QUOTE_DRAFTS_PAGE_SIZE),
    ),
  );
  const drafts = snapshot.docs.map(toRow).filter((row): row is QuoteDraftRow => row !== null);
  const full = snapshot.docs.length === QUOTE_DRAFTS_PAGE_SIZE;
  return { drafts, next: full ? snapshot.docs.at(-1) : undefined };
}

/** Queues the recovery email through the `sendQuoteRecoveryEmail` callable (admins only). */
export async function sendQuoteRecoveryEmail(draftId: string): Promise<Date> {
  const { sentAt } = await callFunction<SendQuoteRecoveryEmailInput, SendQuoteRecoveryEmailResult>(
    'sendQuoteRecoveryEmail',
    { draftId },
    QUOTE_RECOVERY_MESSAGES.failed,
  );
  return new Date(sentAt);
}
