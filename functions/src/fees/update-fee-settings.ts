import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/https';

import type { FeeSchedule, FeeSettingsDocument } from '@fixwell/common/billing/fees';
import { updateFeeSettingsCallable } from '@fixwell/common/callables';
import { COLLECTIONS, SETTINGS_DOCS } from '@fixwell/common/collections';
import { millisOf } from '@fixwell/common/timestamps';

import { db } from '../lib/admin';
import { runTransaction } from '../lib/transaction';
import { recordAdminAction } from '../lib/admin-audit';
import { onCallable } from '../lib/callable';
import { requireActiveRole } from '../lib/callable-guards';
import { readDoc, type WriteTime } from '../lib/documents';
import { logInfo } from '../lib/log';
import { requireRecentSignIn } from '../lib/recent-sign-in';
import { readUserProfile } from '../lib/user-profiles';
import {
  effectiveFromError,
  FEE_MESSAGES,
  feeAuditValue,
  feeInForceAuditValue,
  nextFeeSchedules,
} from './fee-schedule-change';
import { londonMidnightMillis } from '@fixwell/common/london-time';

const FEE_SETTINGS_PATH = `${COLLECTIONS.settings}/${SETTINGS_DOCS.fees}`;

function invalidFields(fields: Record<string, string>): HttpsError {
  return new HttpsError('invalid-argument', FEE_MESSAGES.invalid, { fields });
}

/** When a stored schedule starts; a malformed one counts as long started. */
const startOf = (schedule: FeeSchedule<Timestamp>): number => millisOf(schedule.effectiveFrom) ?? 0;

/**
 * An admin sets the platform fee on customers' card payments from a London date onwards. The
 * schedule is appended to `settings/fees` with who set it, and `adminAudit` records the fee in
 * force before and the new one, in the same transaction. Needs a sign-in within the last 5 minutes.
 */
export const updateFeeSettings = onCallable(
  updateFeeSettingsCallable,
  async (input, { uid, request }) => {
    requireRecentSignIn(request.auth?.token.auth_time);
    const now = Date.now();
    const dateError = effectiveFromError(input.effectiveFrom, now);
    if (dateError) throw invalidFields({ effectiveFrom: dateError });

    const email = (await readUserProfile(uid))?.email ?? '';
    const changedBy = { uid, email };
    const added: FeeSchedule<Timestamp> = {
      percentBasisPoints: input.percentBasisPoints,
      fixedPence: input.fixedPence,
      minimumPence: input.minimumPence,
      effectiveFrom: Timestamp.fromMillis(londonMidnightMillis(input.effectiveFrom)),
      changedBy,
      // A server timestamp cannot sit inside an array; the schedule keeps the function's clock.
      changedAt: Timestamp.fromMillis(now),
    };

    const ref = db().collection(COLLECTIONS.settings).doc(SETTINGS_DOCS.fees);
    await runTransaction(async (tx) => {
      const stored = readDoc<Partial<FeeSettingsDocument<Timestamp>>>(await tx.get(ref));
      const current = Array.isArray(stored?.schedules) ? stored.schedules : [];
      tx.set(ref, {
        schedules: nextFeeSchedules(current, added, startOf, now),
        updatedAt: FieldValue.serverTimestamp(),
      } satisfies FeeSettingsDocument<WriteTime>);
      recordAdminAction(tx, {
        action: 'fees.update',
        actor: changedBy,
        target: FEE_SETTINGS_PATH,
        before: feeInForceAuditValue(current, startOf, now),
        after: feeAuditValue(added, input.effectiveFrom),
        reason: null,
      });
    });
    logInfo('fees.updated', { uid, effectiveFrom: input.effectiveFrom });
    return { saved: true as const };
  },
  {
    auth: 'required',
    guard: ({ uid }) => requireActiveRole(uid, 'admin', FEE_MESSAGES.notAdmin),
    invalid: (error) => {
      // The first message for each field, as the form shows one per field.
      const fields: Record<string, string> = {};
      for (const issue of error.issues) fields[String(issue.path[0] ?? 'form')] ??= issue.message;
      return invalidFields(fields);
    },
  },
);
