import { HttpsError } from 'firebase-functions/https';

import { deleteMyAccountCallable } from '@fixwell/common/callables';
import { COLLECTIONS } from '@fixwell/common/collections';

import { deleteCompanySlug, writeCoverageIndex } from '../companies/company-lookup-index';
import type { CompanyDocument } from '../companies/company-documents';
import { adminAuth, db } from '../lib/admin';
import { onCallable } from '../lib/callable';
import { readDoc } from '../lib/documents';
import { logInfo } from '../lib/log';
import type { StoredUserProfile } from '../lib/user-profiles';

export const DELETE_ACCOUNT_MESSAGES = {
  admin:
    'Admin accounts cannot be deleted here. Ask another admin to remove your admin role first.',
} as const;

/**
 * Deletes the caller's profile, company documents and Auth user. Documents go first: if deleting
 * the Auth user then fails, calling again finishes the job (every step tolerates "already gone").
 */
export const deleteMyAccount = onCallable(
  deleteMyAccountCallable,
  async (_input, { uid }) => {
    const profileRef = db().collection(COLLECTIONS.users).doc(uid);
    const profile = readDoc<StoredUserProfile>(await profileRef.get());
    // Refusing admins keeps the last admin from vanishing by accident; an admin is demoted first.
    if (profile?.role === 'admin')
      throw new HttpsError('failed-precondition', DELETE_ACCOUNT_MESSAGES.admin);

    const companyRef = db().collection(COLLECTIONS.companies).doc(uid);
    const company = readDoc<CompanyDocument>(await companyRef.get());
    const batch = db().batch();
    batch.delete(profileRef);
    if (company) {
      // Matching must stop finding the company the moment it is gone.
      const keys = Array.isArray(company.coverageKeys) ? company.coverageKeys : [];
      writeCoverageIndex(db(), batch, uid, keys, []);
      if (typeof company.slug === 'string' && company.slug !== '')
        deleteCompanySlug(db(), batch, company.slug);
    }
    batch.delete(companyRef);
    batch.delete(db().collection(COLLECTIONS.subscriptions).doc(uid));
    await batch.commit();

    try {
      await adminAuth().deleteUser(uid);
    } catch (error) {
      if ((error as { code?: unknown }).code !== 'auth/user-not-found') throw error;
    }
    logInfo('account.deleted', { role: typeof profile?.role === 'string' ? profile.role : null });
    return { deleted: true } as const;
  },
  { auth: 'required' },
);
