import { ADMIN_USER_MESSAGES } from '@fixwell/common/admin/admin-users';
import { setUserActiveCallable } from '@fixwell/common/callables';

import { runTransaction } from '../lib/transaction';
import { requireActiveRole } from '../lib/callable-guards';
import { onCallable } from '../lib/callable';
import { logInfo } from '../lib/log';
import { requireRecentSignIn } from '../lib/recent-sign-in';
import { accountActiveMail } from './account-mail';
import {
  invalidAdminUserInput,
  readAccountChange,
  refusalError,
  syncAuthAccount,
  writeAccountChange,
} from './account-change';
import { activeChangeDecision } from './admin-user-decisions';

/**
 * An admin deactivates or reactivates another account, with a reason: `users.active` (the rules
 * and the app's live profile shut the person out at once), then Auth (sign-in refused, refresh
 * tokens revoked). A company account's profile is hidden with it and shown again after. Audited,
 * and the person is told by email. Needs a sign-in within the last 5 minutes.
 */
export const setUserActive = onCallable(
  setUserActiveCallable,
  async (input, { uid, request }) => {
    requireRecentSignIn(request.auth?.token.auth_time);
    const outcome = await runTransaction(async (tx) => {
      const reads = await readAccountChange(tx, uid, input.uid);
      const decision = activeChangeDecision(reads.facts, input.active);
      if (!decision.ok) return decision;
      writeAccountChange(tx, reads, {
        actorUid: uid,
        uid: input.uid,
        action: input.active ? 'user.reactivate' : 'user.deactivate',
        fields: { active: input.active },
        before: { active: reads.target!.active === true },
        company: decision.company,
        reason: input.reason,
        mail: (name) => accountActiveMail(name, input.active),
      });
      return decision;
    });
    if (!outcome.ok) {
      // Already in that state: a retry after Auth failed last time brings Auth in line.
      const { message } = outcome.refusal;
      if (message === ADMIN_USER_MESSAGES.alreadyActive) await syncAuthAccount(input.uid, true);
      if (message === ADMIN_USER_MESSAGES.alreadyDeactivated)
        await syncAuthAccount(input.uid, false);
      throw refusalError(outcome.refusal);
    }
    await syncAuthAccount(input.uid, input.active);
    logInfo('admin.user-active', { uid: input.uid, active: input.active });
    return { active: input.active };
  },
  {
    auth: 'required',
    guard: ({ uid }) => requireActiveRole(uid, 'admin', ADMIN_USER_MESSAGES.adminsOnly),
    invalid: invalidAdminUserInput,
  },
);
