import { onDocumentWritten } from 'firebase-functions/firestore';

import { userSearchKeys } from '@fixwell/common/admin/admin-users';
import { COLLECTIONS } from '@fixwell/common/collections';

import { logInfo } from '../lib/log';

/**
 * Keeps `users/{uid}.searchKeys` (the admins' search by name or email, `userSearchKeys`) in step
 * with the profile. A trigger rather than each writer: people write their own profile (sign-up,
 * name changes) and the seed writes the demo accounts, and none of them may set this field; the
 * rules refuse it from every client. It writes only when the keys differ, so its own write ends
 * the chain, and only over the version it read (`lastUpdateTime`): a profile changed or deleted
 * since is left to the event of that change. No transaction, so it never holds a lock that an
 * admin's change of the same profile would wait for.
 */
export const onUserProfileWritten = onDocumentWritten(
  `${COLLECTIONS.users}/{uid}`,
  async (event) => {
    const after = event.data?.after;
    if (!after?.exists) return;
    const data = after.data() ?? {};
    const keys = userSearchKeys(data);
    if (sameKeys(data.searchKeys, keys)) return;
    try {
      await after.ref.update({ searchKeys: keys }, { lastUpdateTime: after.updateTime });
    } catch (error) {
      // 5 NOT_FOUND (deleted since) or 9 FAILED_PRECONDITION (changed since: its own event follows).
      const code = (error as { code?: unknown }).code;
      if (code === 5 || code === 9) {
        logInfo('users.search-keys-skipped', { uid: event.params.uid, code });
        return;
      }
      throw error;
    }
  },
);

function sameKeys(stored: unknown, keys: readonly string[]): boolean {
  return (
    Array.isArray(stored) &&
    stored.length === keys.length &&
    stored.every((key, i) => key === keys[i])
  );
}
