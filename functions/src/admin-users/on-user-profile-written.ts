import { onDocumentWritten } from 'firebase-functions/firestore';

import { companySearchKeys, userSearchKeys } from '@fixwell/common/admin/admin-users';
import { COLLECTIONS } from '@fixwell/common/collections';

import { db } from '../lib/admin';
import { runTransaction } from '../lib/transaction';
import { logInfo } from '../lib/log';

/**
 * Keeps `users/{uid}.searchKeys` (the admins' case-insensitive prefix search) in step with the
 * profile. A trigger rather than each writer: people write their own profile (sign-up, name
 * changes) and the seed writes the demo accounts, and none of them may set this field; the rules
 * refuse it from every client. It reads the profile as it is now, in a short transaction, and
 * writes only when the keys differ, so its own write ends the chain and an event delivered late or
 * out of order still leaves the keys of the latest profile.
 */
export const onUserProfileWritten = onDocumentWritten(
  `${COLLECTIONS.users}/{uid}`,
  async (event) => {
    if (!event.data?.after.exists) return;
    const ref = db().collection(COLLECTIONS.users).doc(event.params.uid);
    const written = await runTransaction(async (tx) => {
      const profile = await tx.get(ref);
      if (!profile.exists) return false;
      const data = profile.data() ?? {};
      const keys = userSearchKeys(data);
      if (sameKeys(data.searchKeys, keys)) return false;
      tx.update(ref, { searchKeys: keys });
      return true;
    });
    if (written) logInfo('users.search-keys-written', { uid: event.params.uid });
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
  await runTransaction(async (tx) => {
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
