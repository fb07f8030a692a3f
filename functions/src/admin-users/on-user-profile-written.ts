import { onDocumentWritten } from 'firebase-functions/firestore';

import { companySearchKeys, userSearchKeys } from '@fixwell/common/admin/admin-users';
import { COLLECTIONS } from '@fixwell/common/collections';

import { db } from '../lib/admin';
import { logInfo } from '../lib/log';

/**
 * Keeps `users/{uid}.searchKeys` (the admins' case-insensitive prefix search) in step with the
 * profile. A trigger rather than each writer: people write their own profile
 * (sign-up, name changes), several functions write a company, and the seed writes both; none of
 * them should have to remember the keys, and the rules refuse them from every client. It writes
 * only when the keys differ, so its own write ends the chain, and only over the version it read
 * (`lastUpdateTime`): a document changed or deleted since is left to the event of that change.
 * No transaction, so it never holds a lock that an admin's change of the same document waits for.
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

/**
 * `companyPrivate/{uid}.searchKeys`, for /admin/companies: the business name's prefixes. Kept on
 * the private document, not the public one, so the public directory reads do not download them.
 * Only ever updates a private document that exists (provisioning creates it with the company's
 * details, and must find none before), in a transaction that reads both, so a company deleted
 * meanwhile gets nothing back. Run when either document is written: a company may exist before its
 * private document does.
 */
async function syncCompanySearchKeys(uid: string): Promise<void> {
  const companyRef = db().collection(COLLECTIONS.companies).doc(uid);
  const privateRef = db().collection(COLLECTIONS.companyPrivate).doc(uid);
  await db().runTransaction(async (tx) => {
    const [company, companyPrivate] = await tx.getAll(companyRef, privateRef);
    if (!company?.exists || !companyPrivate?.exists) return;
    const keys = companySearchKeys(company.data() ?? {});
    if (sameKeys(companyPrivate.get('searchKeys'), keys)) return;
    tx.update(privateRef, { searchKeys: keys });
  });
}

export const onCompanyProfileWritten = onDocumentWritten(
  `${COLLECTIONS.companies}/{uid}`,
  async (event) => {
    if (event.data?.after.exists) await syncCompanySearchKeys(event.params.uid);
  },
);

export const onCompanyPrivateWritten = onDocumentWritten(
  `${COLLECTIONS.companyPrivate}/{uid}`,
  async (event) => {
    if (event.data?.after.exists) await syncCompanySearchKeys(event.params.uid);
  },
);

function sameKeys(stored: unknown, keys: readonly string[]): boolean {
  return (
    Array.isArray(stored) &&
    stored.length === keys.length &&
    stored.every((key, i) => key === keys[i])
  );
}
