import { FieldValue } from 'firebase-admin/firestore';

import { setExtraLeadsCallable } from '@fixwell/common/callables';
import { COLLECTIONS } from '@fixwell/common/collections';
import type { LeadAllowanceDocument } from '@fixwell/common/lead/lead';

import { db } from '../lib/admin';
import { onCallable } from '../lib/callable';
import { requireActiveRole } from '../lib/callable-guards';
import type { WriteTime } from '../lib/documents';
import { logInfo } from '../lib/log';
import { BILLING_MESSAGES, firstIssue } from './billing-messages';

/**
 * A company switches extra leads on or off, with the most it will spend on them each period.
 * Kept on `leadAllowances/{uid}` beside the period's counts (merged: the counts are untouched).
 */
export const setExtraLeads = onCallable(
  setExtraLeadsCallable,
  async ({ enabled, monthlyCapPence }, { uid }) => {
    await db()
      .collection(COLLECTIONS.leadAllowances)
      .doc(uid)
      .set(
        {
          extraLeadsEnabled: enabled,
          extraLeadsCapPence: monthlyCapPence,
          updatedAt: FieldValue.serverTimestamp(),
        } satisfies Partial<LeadAllowanceDocument<WriteTime>>,
        { merge: true },
      );
    logInfo('billing.extra-leads-set', { companyUid: uid, enabled, monthlyCapPence });
    return { enabled, monthlyCapPence };
  },
  {
    auth: 'required',
    guard: ({ uid }) => requireActiveRole(uid, 'company', BILLING_MESSAGES.notCompany),
    invalid: firstIssue,
  },
);
