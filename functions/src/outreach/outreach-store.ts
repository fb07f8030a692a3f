import {
  FieldValue,
  Timestamp,
  type DocumentReference,
  type Transaction,
} from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/https';
import type { z } from 'zod';

import {
  OUTREACH_MESSAGES,
  OUTREACH_SETTINGS_DOC,
  normaliseOutreachEmail,
  outreachSettingsOf,
  type OutreachCampaignDocument,
  type OutreachHistoryEvent,
  type OutreachProspectDocument,
  type OutreachProspectStatus,
  type OutreachSettings,
} from '@fixwell/common/admin/outreach';
import { COLLECTIONS } from '@fixwell/common/collections';

import { db } from '../lib/admin';
import { requireActiveRole } from '../lib/callable-guards';
import { readDoc, type WriteTime } from '../lib/documents';
import { sha256 } from '../lib/hash';
import { countsDelta, finalStatusChange, withHistory } from './outreach-decisions';

// What the outreach handlers, the sender and the triggers share: references, the prospect's id
// (from its address, so an address is a prospect once, in one campaign), the settings, and the
// one way a prospect's status changes (with its campaign's counts, in the same transaction).

export type StoredCampaign = OutreachCampaignDocument<Timestamp>;
export type StoredProspect = OutreachProspectDocument<Timestamp>;

export const campaignsRef = () => db().collection(COLLECTIONS.outreachCampaigns);
export const prospectsRef = () => db().collection(COLLECTIONS.outreachProspects);
export const campaignRef = (id: string) => campaignsRef().doc(id);
export const outreachSettingsRef = () =>
  db().collection(COLLECTIONS.settings).doc(OUTREACH_SETTINGS_DOC);

/** `outreachProspects/{id}`: a hash of the normalised address. */
export function prospectIdOf(email: string): string {
  return sha256(`outreach-prospect:${normaliseOutreachEmail(email)}`);
}
export const prospectRef = (idOrEmail: { id: string } | { email: string }): DocumentReference =>
  prospectsRef().doc('id' in idOrEmail ? idOrEmail.id : prospectIdOf(idOrEmail.email));

export async function readOutreachSettings(tx?: Transaction): Promise<OutreachSettings> {
  const snapshot = tx ? await tx.get(outreachSettingsRef()) : await outreachSettingsRef().get();
  return outreachSettingsOf(snapshot.data());
}

export const adminGuard = ({ uid }: { uid: string }) =>
  requireActiveRole(uid, 'admin', OUTREACH_MESSAGES.adminsOnly);

/** Invalid input: the first problem as the message, every field's first in `details.fields`. */
export function invalidOutreachInput(error: z.ZodError): HttpsError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues)
    fields[issue.path.map(String).join('.') || 'form'] ??= issue.message;
  return new HttpsError('invalid-argument', error.issues[0]?.message ?? OUTREACH_MESSAGES.invalid, {
    fields,
  });
}

/** The acting admin's email, for the audit entry (read in the transaction, before writes). */
export async function actorOf(
  tx: Transaction,
  uid: string,
): Promise<{ uid: string; email: string }> {
  const snapshot = await tx.get(db().collection(COLLECTIONS.users).doc(uid));
  const email = snapshot.get('email');
  return { uid, email: typeof email === 'string' ? email : '' };
}

/**
 * Moves a prospect to a final status (replied, signed up, opted out, bounced) in `tx`, after its
 * reads: the sequence stops (`nextSendAt` null), the history and the campaign's counts follow.
 * Answers false when nothing changes (already there, or a final status that stays).
 */
export function writeFinalStatus(
  tx: Transaction,
  ref: DocumentReference,
  prospect: StoredProspect,
  to: OutreachProspectStatus,
  event: OutreachHistoryEvent,
  now: number,
  by?: string,
): boolean {
  if (!finalStatusChange(prospect.status, to)) return false;
  tx.update(ref, {
    status: to,
    nextSendAt: null,
    history: withHistory(prospect.history, {
      event,
      at: Timestamp.fromMillis(now),
      ...(by ? { by } : {}),
    }),
    updatedAt: FieldValue.serverTimestamp(),
  } satisfies Partial<OutreachProspectDocument<WriteTime>>);
  bumpCounts(tx, prospect.campaignId, prospect.status, to);
  return true;
}

/** The campaign's counts after a prospect moves from one status to another (null: added/removed). */
export function bumpCounts(
  tx: Transaction,
  campaignId: string,
  from: OutreachProspectStatus | null,
  to: OutreachProspectStatus | null,
  by = 1,
): void {
  const delta = countsDelta(from, to);
  if (Object.keys(delta).length === 0) return;
  tx.update(campaignRef(campaignId), {
    ...Object.fromEntries(
      Object.entries(delta).map(([field, sign]) => [field, FieldValue.increment(sign * by)]),
    ),
    updatedAt: FieldValue.serverTimestamp(),
  });
}

/** A prospect read in `tx` by its address, or undefined. */
export async function prospectByEmail(
  tx: Transaction,
  email: string,
): Promise<{ ref: DocumentReference; prospect: StoredProspect | undefined }> {
  const ref = prospectRef({ email });
  return { ref, prospect: readDoc<StoredProspect>(await tx.get(ref)) };
}
