import { FieldValue, type Timestamp, type Transaction } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/https';
import type { z } from 'zod';

import { ADMIN_USER_MESSAGES } from '@fixwell/common/admin/admin-users';
import { COLLECTIONS } from '@fixwell/common/collections';
import type { CompanyDocument, CompanyPrivateDocument } from '@fixwell/common/company';
import type { UserProfileDocument } from '@fixwell/common/user-profile';

import { adminAuth, db } from '../lib/admin';
import { recordAdminAction } from '../lib/admin-audit';
import { readDoc, type WriteTime } from '../lib/documents';
import type { MailMessage } from '../mail/mail-templates';
import { mailDocument } from '../mail/queue-mail';
import type { StoredUserProfile } from '../lib/user-profiles';
import type { AccountChangeFacts, CompanyEffect, Refusal } from './admin-user-decisions';

// What setUserActive and setUserRole share: the transaction's reads, the company document's
// hiding and restoring, the Auth side of an account's state, and the refusals.

/** `companyPrivate/{uid}` with the fields suspension and account actions keep there. */
type AccountPrivate = CompanyPrivateDocument<Timestamp> & {
  publicBeforeSuspension?: boolean;
  /** Hidden by an account action (deactivation, role change), not by an admin's suspension. */
  suspendedWithAccount?: boolean;
};

const userRef = (uid: string) => db().collection(COLLECTIONS.users).doc(uid);
const companyRef = (uid: string) => db().collection(COLLECTIONS.companies).doc(uid);
const privateRef = (uid: string) => db().collection(COLLECTIONS.companyPrivate).doc(uid);

export const refusalError = (refusal: Refusal) => new HttpsError(refusal.code, refusal.message);

/** Invalid input: the first problem as the message, every field's first in `details.fields`. */
export function invalidAdminUserInput(error: z.ZodError): HttpsError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues)
    fields[issue.path.map(String).join('.') || 'form'] ??= issue.message;
  return new HttpsError(
    'invalid-argument',
    error.issues[0]?.message ?? ADMIN_USER_MESSAGES.invalid,
    {
      fields,
    },
  );
}

export interface AccountReads {
  facts: AccountChangeFacts;
  target: StoredUserProfile | undefined;
  actorEmail: string;
  company: CompanyDocument<Timestamp> | undefined;
  companyPrivate: AccountPrivate | undefined;
}

/** Everything both decisions read, in `tx`, before any write. */
export async function readAccountChange(
  tx: Transaction,
  actorUid: string,
  targetUid: string,
): Promise<AccountReads> {
  const [actorSnap, targetSnap, admins, companySnap, privateSnap] = await Promise.all([
    tx.get(userRef(actorUid)),
    tx.get(userRef(targetUid)),
    tx.get(
      db()
        .collection(COLLECTIONS.users)
        .where('role', '==', 'admin')
        .where('active', '==', true)
        .limit(3),
    ),
    tx.get(companyRef(targetUid)),
    tx.get(privateRef(targetUid)),
  ]);
  const actor = readDoc<StoredUserProfile>(actorSnap);
  const target = readDoc<StoredUserProfile>(targetSnap);
  const company = readDoc<CompanyDocument<Timestamp>>(companySnap);
  const companyPrivate = readDoc<AccountPrivate>(privateSnap);
  const facts: AccountChangeFacts = {
    actorUid,
    actor: actor ? { role: actor.role, active: actor.active === true } : undefined,
    targetUid,
    target: target ? { role: target.role, active: target.active === true } : undefined,
    otherActiveAdmins: admins.docs.filter((doc) => doc.id !== targetUid).length,
    company: {
      exists: company !== undefined,
      hiddenWithAccount: companyPrivate?.suspendedWithAccount === true,
      suspended: company?.suspended === true && companyPrivate?.suspendedWithAccount !== true,
    },
  };
  return { facts, target, actorEmail: actor?.email ?? '', company, companyPrivate };
}

/**
 * Hides the account's company as a suspension does (no public page, no leads; the reason kept
 * privately) or restores it, in `tx`. Answers what changed, for the audit entry.
 */
function applyCompanyEffect(
  tx: Transaction,
  uid: string,
  effect: CompanyEffect,
  reads: AccountReads,
  reason: string,
): Record<string, unknown> | null {
  if (effect === 'none' || !reads.company) return null;
  if (effect === 'hide') {
    tx.update(companyRef(uid), {
      suspended: true,
      public: false,
      updatedAt: FieldValue.serverTimestamp(),
    } satisfies Partial<CompanyDocument<WriteTime>>);
    tx.set(
      privateRef(uid),
      {
        ownerId: uid,
        suspendedReason: `Account changed by Fixwell: ${reason}`,
        publicBeforeSuspension: reads.company.public === true,
        suspendedWithAccount: true,
        updatedAt: FieldValue.serverTimestamp(),
      },
      { merge: true },
    );
    return { companyHidden: true };
  }
  const shown = reads.companyPrivate?.publicBeforeSuspension === true;
  tx.update(companyRef(uid), {
    suspended: false,
    public: shown,
    updatedAt: FieldValue.serverTimestamp(),
  } satisfies Partial<CompanyDocument<WriteTime>>);
  tx.set(
    privateRef(uid),
    {
      ownerId: uid,
      suspendedReason: FieldValue.delete(),
      publicBeforeSuspension: FieldValue.delete(),
      suspendedWithAccount: FieldValue.delete(),
      updatedAt: FieldValue.serverTimestamp(),
    },
    { merge: true },
  );
  return { companyHidden: false, companyPublic: shown };
}

/**
 * Writes an allowed change in `tx` (after its reads): the profile's field, the company's hiding or
 * restoring, the audit entry (what it was, what it is, why) and the email telling the person.
 */
export function writeAccountChange(
  tx: Transaction,
  reads: AccountReads,
  change: {
    actorUid: string;
    uid: string;
    action: string;
    fields: { active: boolean } | { role: string };
    before: Record<string, unknown>;
    company: CompanyEffect;
    reason: string;
    mail: (name: string) => MailMessage;
  },
): void {
  tx.update(userRef(change.uid), {
    ...change.fields,
    updatedAt: FieldValue.serverTimestamp(),
  } satisfies Partial<Record<keyof UserProfileDocument<WriteTime>, unknown>>);
  const company = applyCompanyEffect(tx, change.uid, change.company, reads, change.reason);
  recordAdminAction(tx, {
    action: change.action,
    actor: { uid: change.actorUid, email: reads.actorEmail },
    target: userRef(change.uid).path,
    before: change.before,
    after: { ...change.fields, ...company },
    reason: change.reason,
  });
  const target = reads.target;
  if (target?.email)
    tx.create(
      db().collection(COLLECTIONS.mail).doc(),
      mailDocument(target.email, change.mail(target.displayName || target.email), 'account-status'),
    );
}

/**
 * Brings Auth in line with the profile: a deactivated account cannot sign in and its refresh
 * tokens are revoked, so its sessions end within the hour at the latest (the app itself signs
 * out at once, from its live profile). An account without an Auth user is left alone.
 */
export async function syncAuthAccount(uid: string, active: boolean): Promise<void> {
  try {
    await adminAuth().updateUser(uid, { disabled: !active });
    if (!active) await adminAuth().revokeRefreshTokens(uid);
  } catch (error) {
    if ((error as { code?: unknown }).code === 'auth/user-not-found') return;
    throw error;
  }
}
