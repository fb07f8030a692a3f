import { FieldValue, type Timestamp } from 'firebase-admin/firestore';

import { setCompanySuspendedCallable } from '@fixwell/common/callables';
import { COLLECTIONS } from '@fixwell/common/collections';
import { VERIFICATION_MESSAGES } from '@fixwell/common/companies/verification';
import type { CompanyDocument, CompanyPrivateDocument } from '@fixwell/common/company';

import { db } from '../lib/admin';
import { runTransaction } from '../lib/transaction';
import { recordAdminAction } from '../lib/admin-audit';
import { requireActiveRole } from '../lib/callable-guards';
import { onCallable } from '../lib/callable';
import { readDoc, type WriteTime } from '../lib/documents';
import { logInfo } from '../lib/log';
import { readUserProfile } from '../lib/user-profiles';
import { suspensionOutcome } from './verification-decisions';
import { suspensionNotice, tellCompany } from './verification-notices';
import {
  companyRef,
  invalidVerificationInput,
  loginEmailOf,
  refusalError,
} from './verification-refs';

/**
 * `companyPrivate/{uid}` as suspension uses it: the reason, and whether the profile was public
 * when it was suspended (so lifting the suspension restores it).
 */
type SuspensionPrivate = CompanyPrivateDocument<Timestamp> & { publicBeforeSuspension?: boolean };

/**
 * An admin suspends a company with a reason (hidden: `public: false`, `suspended: true`; matching
 * skips it) or lifts the suspension (its public flag restored). Told, and in `adminAudit`.
 */
export const setCompanySuspended = onCallable(
  setCompanySuspendedCallable,
  async (input, { uid }) => {
    const adminEmail = (await readUserProfile(uid))?.email ?? '';
    await runTransaction(async (tx) => {
      const privateRef = db().collection(COLLECTIONS.companyPrivate).doc(input.companyId);
      const [companySnap, privateSnap] = await Promise.all([
        tx.get(companyRef(input.companyId)),
        tx.get(privateRef),
      ]);
      const company = readDoc<CompanyDocument<Timestamp>>(companySnap);
      const companyPrivate = readDoc<SuspensionPrivate>(privateSnap);
      const outcome = suspensionOutcome(company, companyPrivate, input);
      if (!outcome.ok) throw refusalError(outcome.refusal);
      const email = await loginEmailOf(input.companyId, tx);
      tx.update(companyRef(input.companyId), {
        ...outcome.company,
        updatedAt: FieldValue.serverTimestamp(),
      } satisfies Partial<CompanyDocument<WriteTime>>);
      tx.set(
        privateRef,
        input.suspended
          ? {
              ownerId: input.companyId,
              suspendedReason: input.reason,
              publicBeforeSuspension: outcome.private.publicBeforeSuspension,
              updatedAt: FieldValue.serverTimestamp(),
            }
          : {
              ownerId: input.companyId,
              suspendedReason: FieldValue.delete(),
              publicBeforeSuspension: FieldValue.delete(),
              updatedAt: FieldValue.serverTimestamp(),
            },
        { merge: true },
      );
      recordAdminAction(tx, {
        action: input.suspended ? 'company.suspend' : 'company.unsuspend',
        actor: { uid, email: adminEmail },
        target: companyRef(input.companyId).path,
        before: { suspended: company!.suspended === true, public: company!.public === true },
        after: { ...outcome.company },
        reason: input.reason,
      });
      tellCompany(
        tx,
        input.companyId,
        company!.businessName,
        email,
        suspensionNotice(input.suspended, input.reason),
      );
    });
    logInfo('company.suspension', { companyId: input.companyId, suspended: input.suspended });
    return { suspended: input.suspended };
  },
  {
    auth: 'required',
    guard: ({ uid }) => requireActiveRole(uid, 'admin', VERIFICATION_MESSAGES.adminsOnly),
    invalid: (error) => invalidVerificationInput(error.issues),
  },
);
