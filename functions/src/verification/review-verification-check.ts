import { FieldValue, type Timestamp } from 'firebase-admin/firestore';

import { londonDateOf } from '@fixwell/common/london-time';
import { reviewVerificationCheckCallable } from '@fixwell/common/callables';
import {
  VERIFICATION_MESSAGES,
  type VerificationCheckDocument,
} from '@fixwell/common/companies/verification';
import type { CompanyDocument } from '@fixwell/common/company';

import { runTransaction } from '../lib/transaction';
import { recordAdminAction } from '../lib/admin-audit';
import { requireActiveRole } from '../lib/callable-guards';
import { onCallable } from '../lib/callable';
import { readDoc, type WriteTime } from '../lib/documents';
import { logInfo } from '../lib/log';
import { readUserProfile } from '../lib/user-profiles';
import { badgeFields, reviewOutcome, storedBadges, withBadge } from './verification-decisions';
import { rejectedNotice, tellCompany, verifiedNotice } from './verification-notices';
import {
  checkRef,
  companyRef,
  invalidVerificationInput,
  loginEmailOf,
  refusalError,
  type StoredCheck,
} from './verification-refs';

/**
 * An admin verifies a submitted check (it becomes a badge on the company's profile, dated today
 * in London, with the expiry for insurance) or rejects it with a reason. The company is told in
 * the app and by email; the action is in `adminAudit`.
 */
export const reviewVerificationCheck = onCallable(
  reviewVerificationCheckCallable,
  async (input, { uid }) => {
    const adminEmail = (await readUserProfile(uid))?.email ?? '';
    const today = londonDateOf(Date.now());
    const status = await runTransaction(async (tx) => {
      const ref = checkRef(input.companyId, input.type);
      const [checkSnap, companySnap] = await Promise.all([
        tx.get(ref),
        tx.get(companyRef(input.companyId)),
      ]);
      const check = readDoc<StoredCheck>(checkSnap);
      const company = readDoc<CompanyDocument<Timestamp>>(companySnap);
      const outcome = reviewOutcome(company ? check : undefined, input.decision, today);
      if (!outcome.ok) throw refusalError(outcome.refusal);
      const email = await loginEmailOf(input.companyId, tx);
      const reason = input.decision === 'reject' ? input.reason : null;
      const reviewed = {
        status: outcome.status,
        reviewedAt: FieldValue.serverTimestamp(),
        reviewedBy: { uid, email: adminEmail },
        rejectionReason: reason,
      } satisfies Partial<VerificationCheckDocument<WriteTime>>;
      if (outcome.badge) {
        tx.update(ref, {
          ...reviewed,
          checkedOn: outcome.badge.checkedOn,
          expiresOn: outcome.badge.expiresOn ?? null,
          expiryWarnedAt: null,
        } satisfies Partial<VerificationCheckDocument<WriteTime>>);
        tx.update(companyRef(input.companyId), {
          ...badgeFields(withBadge(storedBadges(company!.verifiedBadges), outcome.badge)),
          updatedAt: FieldValue.serverTimestamp(),
        } satisfies Partial<CompanyDocument<WriteTime>>);
      } else {
        // A rejected renewal leaves the insurance badge in force (checkedOn, expiresOn) as it was.
        tx.update(ref, reviewed);
      }
      recordAdminAction(tx, {
        action: outcome.status === 'verified' ? 'verification.verify' : 'verification.reject',
        actor: { uid, email: adminEmail },
        target: companyRef(input.companyId).path,
        before: { check: input.type, status: check!.status },
        after: {
          check: input.type,
          status: outcome.status,
          ...(outcome.badge ? { badge: { ...outcome.badge } } : {}),
        },
        reason,
      });
      tellCompany(
        tx,
        input.companyId,
        company!.businessName,
        email,
        outcome.badge ? verifiedNotice(input.type, today) : rejectedNotice(input.type, reason!),
      );
      return outcome.status;
    });
    logInfo('verification.reviewed', {
      companyId: input.companyId,
      type: input.type,
      status,
    });
    return { status };
  },
  {
    auth: 'required',
    guard: ({ uid }) => requireActiveRole(uid, 'admin', VERIFICATION_MESSAGES.adminsOnly),
    invalid: (error) => invalidVerificationInput(error.issues),
  },
);
