import { FieldValue } from 'firebase-admin/firestore';

import { updateBillingSettingsCallable } from '@fixwell/common/callables';
import { COLLECTIONS, SETTINGS_DOCS } from '@fixwell/common/collections';

import { recordAdminAction } from '../lib/admin-audit';
import { db } from '../lib/admin';
import { runTransaction } from '../lib/transaction';
import { onCallable } from '../lib/callable';
import { requireActiveRole } from '../lib/callable-guards';
import { readDoc } from '../lib/documents';
import { logInfo } from '../lib/log';
import { requireRecentSignIn } from '../lib/recent-sign-in';
import { readUserProfile } from '../lib/user-profiles';
import { BILLING_MESSAGES, firstIssue } from './billing-messages';

/**
 * An admin sets how long a company whose renewal failed keeps its access (`settings/billing`).
 * It applies to the next subscription that falls past due; a grace period already running keeps
 * its end. Needs a sign-in within the last 5 minutes.
 */
export const updateBillingSettings = onCallable(
  updateBillingSettingsCallable,
  async ({ pastDueGraceDays }, { uid, request }) => {
    requireRecentSignIn(request.auth?.token.auth_time);
    const profile = await readUserProfile(uid);
    const ref = db().collection(COLLECTIONS.settings).doc(SETTINGS_DOCS.billing);
    await runTransaction(async (tx) => {
      const before = readDoc<{ pastDueGraceDays?: unknown }>(await tx.get(ref));
      tx.set(ref, { pastDueGraceDays, updatedAt: FieldValue.serverTimestamp() }, { merge: true });
      recordAdminAction(tx, {
        action: 'billing-settings.updated',
        actor: { uid, email: profile?.email ?? '' },
        target: `${COLLECTIONS.settings}/${SETTINGS_DOCS.billing}`,
        before: before ? { pastDueGraceDays: before.pastDueGraceDays ?? null } : null,
        after: { pastDueGraceDays },
        reason: null,
      });
    });
    logInfo('billing.settings-updated', { pastDueGraceDays });
    return { pastDueGraceDays };
  },
  {
    auth: 'required',
    guard: ({ uid }) => requireActiveRole(uid, 'admin', BILLING_MESSAGES.notAdmin),
    invalid: firstIssue,
  },
);
