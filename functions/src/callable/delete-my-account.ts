import { HttpsError, onCall } from 'firebase-functions/https';

import { deleteCompanySlug, writeCoverageIndex } from '../companies/company-lookup-index';
import { adminAuth, db } from '../lib/admin';
import { logInfo } from '../lib/log';
import { requireNoInput, requireUid } from './callable-guards';

export const DELETE_ACCOUNT_MESSAGES = {
  admin:
    'Admin accounts cannot be deleted here. Ask another admin to remove your admin role first.',
} as const;

/**
 * Deletes the caller's profile, company documents and Auth user. Documents go first: if deleting
 * the Auth user then fails, calling again finishes the job (every step tolerates "already gone").
 */
export const deleteMyAccount = onCall(async (request): Promise<{ deleted: true }> => {
  const uid = requireUid(request);
  requireNoInput(request.data);

  const profileRef = db().collection('users').doc(uid);
  const profile = await profileRef.get();
  // Refusing admins keeps the last admin from vanishing by accident; an admin is demoted first.
  if (profile.get('role') === 'admin')
    throw new HttpsError('failed-precondition', DELETE_ACCOUNT_MESSAGES.admin);

  const companyRef = db().collection('companies').doc(uid);
  const company = await companyRef.get();
  const batch = db().batch();
  batch.delete(profileRef);
  if (company.exists) {
    // Matching must stop finding the company the moment it is gone.
    const keys = company.get('coverageKeys') as unknown;
    writeCoverageIndex(db(), batch, uid, Array.isArray(keys) ? (keys as string[]) : [], []);
    const slug = company.get('slug') as unknown;
    if (typeof slug === 'string' && slug !== '') deleteCompanySlug(db(), batch, slug);
  }
  batch.delete(companyRef);
  batch.delete(db().collection('subscriptions').doc(uid));
  await batch.commit();

  try {
    await adminAuth().deleteUser(uid);
  } catch (error) {
    if ((error as { code?: unknown }).code !== 'auth/user-not-found') throw error;
  }
  logInfo('account.deleted', {
    role: typeof profile.get('role') === 'string' ? (profile.get('role') as string) : null,
  });
  return { deleted: true };
});
