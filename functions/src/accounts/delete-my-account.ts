import { HttpsError } from 'firebase-functions/https';

import { deleteMyAccountCallable } from '@fixwell/common/callables';
import { COLLECTIONS } from '@fixwell/common/collections';

import { adminAuth, db } from '../lib/admin';
import { onCallable } from '../lib/callable';
import { readDoc } from '../lib/documents';
import { logInfo } from '../lib/log';
import { requireRecentSignIn } from '../lib/recent-sign-in';
import { STRIPE_SECRETS } from '../lib/stripe';
import type { StoredUserProfile } from '../lib/user-profiles';
import { deleteCompanyData } from './delete-company-account';

export const DELETE_ACCOUNT_MESSAGES = {
  admin:
    'Admin accounts cannot be deleted here. Ask another admin to remove your admin role first.',
} as const;

/**
 * Deletes the caller's account. The caller must have signed in (typed their password) within the
 * last 5 minutes: a phone left unlocked cannot delete a business. A company's subscription is
 * cancelled in Stripe first, then its data is settled (delete-company-account.ts): what HMRC
 * needs is kept and stamped, the rest deleted. The profile and the Auth user go last, so if a
 * step fails, calling again finishes the job (every step tolerates "already gone").
 */
export const deleteMyAccount = onCallable(
  deleteMyAccountCallable,
  async (_input, { uid, request }) => {
    requireRecentSignIn(request.auth?.token.auth_time);

    const profileRef = db().collection(COLLECTIONS.users).doc(uid);
    const profile = readDoc<StoredUserProfile>(await profileRef.get());
    // Refusing admins keeps the last admin from vanishing by accident; an admin is demoted first.
    if (profile?.role === 'admin')
      throw new HttpsError('failed-precondition', DELETE_ACCOUNT_MESSAGES.admin);

    // A company, or what is left of one after an interrupted first attempt (no profile any more).
    const isCompany =
      profile?.role === 'company' ||
      (await db().collection(COLLECTIONS.companies).doc(uid).get()).exists ||
      (await db().collection(COLLECTIONS.companyPrivate).doc(uid).get()).exists;
    if (isCompany) await deleteCompanyData(uid);

    await profileRef.delete();

    try {
      await adminAuth().deleteUser(uid);
    } catch (error) {
      if ((error as { code?: unknown }).code !== 'auth/user-not-found') throw error;
    }
    logInfo('account.deleted', { role: typeof profile?.role === 'string' ? profile.role : null });
    return { deleted: true } as const;
  },
  { auth: 'required', secrets: STRIPE_SECRETS },
);
