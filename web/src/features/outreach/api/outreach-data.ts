// The outreach feature's only contact with Firebase: campaigns and prospects (admins read them
// under the rules), the outreach settings (`settings/outreach`), and the outreach callables.
// Tests replace this module.
import {
  OUTREACH_CAMPAIGN_STATUSES,
  OUTREACH_PROSPECT_STATUSES,
  OUTREACH_SETTINGS_DOC,
  outreachCountsOf,
  outreachSettingsOf,
  type ImportOutreachProspectsResult,
  type OutreachCampaignStatus,
  type OutreachHistoryEvent,
  type OutreachProspectRowInput,
  type OutreachProspectStatus,
  type OutreachSettings,
  type OutreachSettingsInput,
  type OutreachStatusCounts,
  type OutreachStep,
  type SaveOutreachCampaignInput,
  type UpdateOutreachProspectInput,
} from '@fixwell/common/admin/outreach';
import {
  importOutreachProspectsCallable,
  saveOutreachCampaignCallable,
  setOutreachCampaignStatusCallable,
  updateOutreachProspectCallable,
  updateOutreachSettingsCallable,
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
  startAfter,
  where,
  type DocumentData,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';

import { callFunction } from '@/lib/call-function';
import { firestore } from '@/lib/firestore';
import { readConverter } from '@/lib/firestore-converter';

export const CAMPAIGNS_PAGE_SIZE = 50;
export const PROSPECTS_PAGE_SIZE = 25;

export type OutreachCampaign = {
  id: string;
  name: string;
  steps: OutreachStep[];
  status: OutreachCampaignStatus;
  counts: OutreachStatusCounts;
  total: number;
  createdAt: Date | null;
  startedAt: Date | null;
};

export type OutreachProspect = {
  id: string;
  businessName: string;
  email: string;
  trade: string;
  town: string | null;
  postcode: string | null;
  website: string | null;
  status: OutreachProspectStatus;
  stepsSent: number;
  nextSendAt: Date | null;
  lastSentAt: Date | null;
  history: { event: OutreachHistoryEvent; at: Date | null; step?: number; by?: string }[];
  createdAt: Date | null;
};

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const textOrNull = (value: unknown): string | null =>
  typeof value === 'string' && value ? value : null;

/** A stored value that must be one of `values`; anything else reads as `fallback`. */
function oneOf<T extends string>(values: readonly T[], value: unknown, fallback: T): T {
  return (values as readonly unknown[]).includes(value) ? (value as T) : fallback;
}

function stepsOf(value: unknown): OutreachStep[] {
  if (!Array.isArray(value)) return [];
  return value.map((step: Record<string, unknown>) => ({
    subject: text(step?.subject),
    body: text(step?.body),
    delayDays: typeof step?.delayDays === 'number' ? step.delayDays : 0,
  }));
}

export function toOutreachCampaign(id: string, data: DocumentData): OutreachCampaign {
  const counts = outreachCountsOf(data.counts);
  const status = oneOf(OUTREACH_CAMPAIGN_STATUSES, data.status, 'draft');
  return {
    id,
    name: text(data.name),
    steps: stepsOf(data.steps),
    status,
    counts,
    total: Object.values(counts).reduce((sum, count) => sum + count, 0),
    createdAt: dateOf(data.createdAt),
    startedAt: dateOf(data.startedAt),
  };
}

export function toOutreachProspect(id: string, data: DocumentData): OutreachProspect {
  const status = oneOf(OUTREACH_PROSPECT_STATUSES, data.status, 'pending');
  return {
    id,
    businessName: text(data.businessName),
    email: text(data.email),
    trade: text(data.trade),
    town: textOrNull(data.town),
    postcode: textOrNull(data.postcode),
    website: textOrNull(data.website),
    status,
    stepsSent: typeof data.stepsSent === 'number' ? data.stepsSent : 0,
    nextSendAt: dateOf(data.nextSendAt),
    lastSentAt: dateOf(data.lastSentAt),
    history: Array.isArray(data.history)
      ? data.history.map((entry: Record<string, unknown>) => ({
          event: text(entry?.event) as OutreachHistoryEvent,
          at: dateOf(entry?.at),
          ...(typeof entry?.step === 'number' ? { step: entry.step } : {}),
          ...(typeof entry?.by === 'string' ? { by: entry.by } : {}),
        }))
      : [],
    createdAt: dateOf(data.createdAt),
  };
}

const campaignConverter = readConverter(toOutreachCampaign);
const prospectConverter = readConverter(toOutreachProspect);

/** Campaigns, newest first (the page shows the latest CAMPAIGNS_PAGE_SIZE). */
export async function fetchOutreachCampaigns(): Promise<OutreachCampaign[]> {
  const { docs } = await getDocs(
    query(
      collection(firestore(), COLLECTIONS.outreachCampaigns).withConverter(campaignConverter),
      orderBy('createdAt', 'desc'),
      limit(CAMPAIGNS_PAGE_SIZE + 1),
    ),
  );
  return docs.map((snapshot) => snapshot.data());
}

/** One campaign, or null when there is none with that id. */
export async function fetchOutreachCampaign(id: string): Promise<OutreachCampaign | null> {
  const snapshot = await getDoc(
    doc(firestore(), COLLECTIONS.outreachCampaigns, id).withConverter(campaignConverter),
  );
  return snapshot.data() ?? null;
}

export type ProspectsCursor = QueryDocumentSnapshot<unknown>;
export type ProspectsPage = { prospects: OutreachProspect[]; next: ProspectsCursor | null };

/**
 * One page of a campaign's prospects, newest first, of one status when given. Indexes:
 * campaignId + createdAt ↓, campaignId + status + createdAt ↓ (firestore.indexes.json).
 */
export async function fetchOutreachProspects(
  campaignId: string,
  status: OutreachProspectStatus | undefined,
  after: ProspectsCursor | null,
): Promise<ProspectsPage> {
  const { docs } = await getDocs(
    query(
      collection(firestore(), COLLECTIONS.outreachProspects).withConverter(prospectConverter),
      where('campaignId', '==', campaignId),
      ...(status ? [where('status', '==', status)] : []),
      orderBy('createdAt', 'desc'),
      ...(after ? [startAfter(after)] : []),
      limit(PROSPECTS_PAGE_SIZE),
    ),
  );
  return {
    prospects: docs.map((snapshot) => snapshot.data()),
    next: docs.length === PROSPECTS_PAGE_SIZE ? docs[docs.length - 1]! : null,
  };
}

/** The sender identity and daily limit in force (defaults where nothing is saved). */
export async function fetchOutreachSettings(): Promise<OutreachSettings> {
  const snapshot = await getDoc(doc(firestore(), COLLECTIONS.settings, OUTREACH_SETTINGS_DOC));
  return outreachSettingsOf(snapshot.data());
}

export function saveOutreachCampaign(input: SaveOutreachCampaignInput): Promise<{ id: string }> {
  return callFunction(saveOutreachCampaignCallable, input);
}

export function setOutreachCampaignStatus(
  campaignId: string,
  status: 'active' | 'paused',
): Promise<{ status: OutreachCampaignStatus; sent: number }> {
  return callFunction(setOutreachCampaignStatusCallable, { campaignId, status });
}

export function importOutreachProspects(
  campaignId: string,
  rows: OutreachProspectRowInput[],
): Promise<ImportOutreachProspectsResult> {
  return callFunction(importOutreachProspectsCallable, { campaignId, rows });
}

export function updateOutreachProspect(
  input: UpdateOutreachProspectInput,
): Promise<{ status: OutreachProspectStatus | 'removed' }> {
  return callFunction(updateOutreachProspectCallable, input);
}

export function updateOutreachSettings(input: OutreachSettingsInput): Promise<{ saved: true }> {
  return callFunction(updateOutreachSettingsCallable, input);
}
