import { ADMIN_USER_MESSAGES } from '@fixwell/common/admin/admin-users';
import { setUserRoleCallable } from '@fixwell/common/callables';
import { COLLECTIONS } from '@fixwell/common/collections';

import { db } from '../lib/admin';
import { runTransaction } from '../lib/transaction';
import { requireActiveRole } from '../lib/callable-guards';
import { onCallable } from '../lib/callable';
import { logInfo } from '../lib/log';
import { requireRecentSignIn } from '../lib/recent-sign-in';
import { accountRoleMail } from './account-mail';
import {
  invalidAdminUserInput,
  readAccountChange,
  refusalError,
  writeAccountChange,
} from './account-change';
import { roleChangeDecision } from './admin-user-decisions';

/**
 * An admin changes another account's role, with a reason. Roles are read from `users/{uid}` by
 * the rules and the guards (no custom claims), so the profile is the only thing to change; the
 * person's app follows its live profile. Never the caller's own role, never the last admin;
 * leaving the company role is refused while the company has leads or a live subscription, and
 * otherwise hides its profile (shown again if the account becomes a company once more). Audited;
 * the person is told by email. Needs a sign-in within the last 5 minutes.
 */
export const setUserRole = onCallable(
  setUserRoleCallable,
  async (input, { uid, request }) => {
    requireRecentSignIn(request.auth?.token.auth_time);
    await runTransaction(async (tx) => {
      const [reads, leads, subscription] = await Promise.all([
        readAccountChange(tx, uid, input.uid),
        tx.get(db().collection(COLLECTIONS.leads).where('companyId', '==', input.uid).limit(1)),
        tx.get(db().collection(COLLECTIONS.subscriptions).doc(input.uid)),
      ]);
      const status = subscription.get('status') as unknown;
      const decision = roleChangeDecision(
        {
          ...reads.facts,
          companyHasLeads: !leads.empty,
          subscriptionStatus: typeof status === 'string' ? status : undefined,
        },
        input.role,
      );
      if (!decision.ok) throw refusalError(decision.refusal);
      writeAccountChange(tx, reads, {
        actorUid: uid,
        uid: input.uid,
        action: 'user.role',
        fields: { role: input.role },
        before: { role: reads.target!.role },
        company: decision.company,
        reason: input.reason,
        mail: (name) => accountRoleMail(name, input.role),
      });
    });
    logInfo('admin.user-role', { uid: input.uid, role: input.role });
    return { role: input.role };
  },
  {
    auth: 'required',
    guard: ({ uid }) => requireActiveRole(uid, 'admin', ADMIN_USER_MESSAGES.adminsOnly),
    invalid: invalidAdminUserInput,
  },
);
