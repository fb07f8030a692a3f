import { FieldValue, Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';

import { COLLECTIONS } from '@fixwell/common/collections';
import type { QuoteDraftDocument, QuoteFunnelDraft } from '@fixwell/common/quote/quote-funnel';
import { QUOTE_STEPS } from '@fixwell/common/quote/quote-request';

import { db } from '../lib/admin';
import { runTransaction } from '../lib/transaction';
import { readDoc, type WriteTime } from '../lib/documents';
import { londonDay } from './funnel-day';
import {
  planEvents,
  planSubmission,
  type FunnelIncrements,
  type FunnelPlan,
  type FunnelSessionState,
  type PlannedEvent,
} from './funnel-plan';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Long enough to dedupe a visit's day; the TTL policy then removes the record. */
const SESSION_TTL_MS = 2 * DAY_MS;
/** A draft is worth a follow-up for a few weeks; after that the TTL policy deletes it. */
export const DRAFT_TTL_MS = 30 * DAY_MS;

/** `{ 'steps.job.entered': 1 }` → `{ steps: { job: { entered: increment(1) } } }`, for a merge. */
export function incrementFields(increments: FunnelIncrements): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const [path, by] of Object.entries(increments)) {
    const keys = path.split('.');
    let node = fields;
    for (const key of keys.slice(0, -1)) {
      node[key] ??= {};
      node = node[key] as Record<string, unknown>;
    }
    node[keys.at(-1)!] = FieldValue.increment(by);
  }
  return fields;
}

/** A stored visit record read defensively: anything malformed starts afresh. */
function readSession(snapshot: DocumentSnapshot | undefined): FunnelSessionState | undefined {
  const data = snapshot?.data();
  if (!data || typeof data.day !== 'string') return undefined;
  const abandoned = data.abandoned as
    { step?: unknown; service?: unknown; at?: unknown } | null | undefined;
  const step = QUOTE_STEPS.find((name) => name === abandoned?.step);
  return {
    day: data.day,
    counted: Array.isArray(data.counted)
      ? data.counted.filter((key): key is string => typeof key === 'string')
      : [],
    abandoned: step
      ? {
          step,
          service: typeof abandoned?.service === 'string' ? abandoned.service : null,
          at: typeof abandoned?.at === 'number' ? abandoned.at : 0,
        }
      : null,
    submitted: data.submitted === true,
  };
}

function writePlan(
  tx: FirebaseFirestore.Transaction,
  plan: FunnelPlan,
  sessionId: string | undefined,
  now: number,
): void {
  const day = plan.session.day;
  if (Object.keys(plan.increments).length > 0) {
    tx.set(
      db().collection(COLLECTIONS.quoteFunnelDaily).doc(day),
      { day, ...incrementFields(plan.increments), updatedAt: FieldValue.serverTimestamp() },
      { merge: true },
    );
  }
  if (sessionId) {
    tx.set(db().collection(COLLECTIONS.quoteFunnelSessions).doc(sessionId), {
      ...plan.session,
      updatedAt: FieldValue.serverTimestamp(),
      expiresAt: Timestamp.fromMillis(now + SESSION_TTL_MS),
    });
  }
}

/** The draft fields to store; absent ones are removed, so an old name never outlives a new email. */
function draftFields(
  draft: QuoteFunnelDraft,
  serviceName: string | null,
  now: number,
  isNew: boolean,
): Record<string, unknown> {
  const optional = (value: string | null | undefined) => value ?? FieldValue.delete();
  return {
    status: 'abandoned',
    email: draft.email,
    name: optional(draft.name),
    service: optional(draft.service),
    serviceName: optional(draft.service ? serviceName : null),
    postcode: optional(draft.postcode),
    lastStep: draft.step,
    updatedAt: FieldValue.serverTimestamp(),
    expiresAt: Timestamp.fromMillis(now + DRAFT_TTL_MS),
    ...(isNew ? { createdAt: FieldValue.serverTimestamp() } : {}),
  };
}

export interface RecordedEvents {
  /** Whether any counter changed. */
  counted: boolean;
  /** Whether the draft was stored (a counted departure with a valid email). */
  draftStored: boolean;
}

/**
 * Counts a batch of one visit's events in one transaction with the visit's record, so two batches
 * arriving together (a step change and a page hide) cannot both count the same step.
 */
export async function recordFunnelEvents(
  sessionId: string,
  at: number,
  events: readonly PlannedEvent[],
  draft: { values: QuoteFunnelDraft; serviceName: string | null } | undefined,
  now = Date.now(),
): Promise<RecordedEvents> {
  const sessionRef = db().collection(COLLECTIONS.quoteFunnelSessions).doc(sessionId);
  const draftRef = db().collection(COLLECTIONS.quoteDrafts).doc(sessionId);
  return runTransaction(async (tx) => {
    const [sessionSnapshot, draftSnapshot] = await tx.getAll(
      sessionRef,
      ...(draft ? [draftRef] : []),
    );
    const plan = planEvents(readSession(sessionSnapshot), londonDay(now), events, at);
    writePlan(tx, plan, sessionId, now);
    const keepDraft =
      draft !== undefined &&
      plan.abandoned &&
      readDoc<QuoteDraftDocument<Timestamp>>(draftSnapshot)?.status !== 'converted';
    if (keepDraft) {
      tx.set(draftRef, draftFields(draft.values, draft.serviceName, now, !draftSnapshot?.exists), {
        merge: true,
      });
    }
    return { counted: Object.keys(plan.increments).length > 0, draftStored: keepDraft };
  });
}

/**
 * A stored request: counted once per visit, and the visit's draft (if any) marked converted with
 * its personal data removed, since the quote now holds it.
 */
export async function recordSubmission(
  sessionId: string | undefined,
  quoteId: string,
  service: string,
  now = Date.now(),
): Promise<void> {
  const day = londonDay(now);
  if (!sessionId) {
    await runTransaction(async (tx) => {
      writePlan(tx, planSubmission(undefined, day, service)!, undefined, now);
    });
    return;
  }
  const sessionRef = db().collection(COLLECTIONS.quoteFunnelSessions).doc(sessionId);
  const draftRef = db().collection(COLLECTIONS.quoteDrafts).doc(sessionId);
  await runTransaction(async (tx) => {
    const [sessionSnapshot, draftSnapshot] = await tx.getAll(sessionRef, draftRef);
    const plan = planSubmission(readSession(sessionSnapshot), day, service);
    if (plan) writePlan(tx, plan, sessionId, now);
    const stored = readDoc<QuoteDraftDocument<Timestamp>>(draftSnapshot);
    if (stored && stored.status !== 'converted') {
      tx.update(draftRef, {
        status: 'converted',
        quoteId,
        convertedAt: FieldValue.serverTimestamp(),
        updatedAt: FieldValue.serverTimestamp(),
        email: FieldValue.delete(),
        name: FieldValue.delete(),
        postcode: FieldValue.delete(),
      } satisfies Partial<Record<keyof QuoteDraftDocument<WriteTime>, unknown>>);
    }
  });
}
