import { Timestamp, type Query } from 'firebase-admin/firestore';

import { ADMIN_USER_MESSAGES, type UserActivity } from '@fixwell/common/admin/admin-users';
import { getUserActivityCallable } from '@fixwell/common/callables';
import { COLLECTIONS } from '@fixwell/common/collections';

import { adminAuth, db } from '../lib/admin';
import { requireActiveRole } from '../lib/callable-guards';
import { onCallable } from '../lib/callable';
import { invalidAdminUserInput } from './account-change';

const DAY_MS = 24 * 60 * 60 * 1000;

const iso = (value: string | null | undefined) => (value ? new Date(value).toISOString() : null);

/**
 * An account's recent activity for the admins' user page: sign-up and last sign-in from Auth's
 * metadata (which no client can read about someone else), and counts of its quote requests,
 * leads and documents (count queries: one index read each, whatever the numbers).
 */
export const getUserActivity = onCallable(
  getUserActivityCallable,
  async ({ uid }): Promise<UserActivity> => {
    const since = Timestamp.fromMillis(Date.now() - 30 * DAY_MS);
    const count = async (query: Query) => (await query.count().get()).data().count;
    const quotes = db().collection(COLLECTIONS.quotes).where('customerId', '==', uid);
    const leads = db().collection(COLLECTIONS.leads).where('companyId', '==', uid);
    const documents = db().collection(COLLECTIONS.documents);
    const [user, quoteCount, recentQuotes, leadCount, recentLeads, issued, received] =
      await Promise.all([
        adminAuth()
          .getUser(uid)
          .catch((error: { code?: unknown }) => {
            if (error.code === 'auth/user-not-found') return null;
            throw error;
          }),
        count(quotes),
        count(quotes.where('createdAt', '>=', since)),
        count(leads),
        count(leads.where('createdAt', '>=', since)),
        count(documents.where('companyId', '==', uid)),
        count(documents.where('customer.uid', '==', uid)),
      ]);
    return {
      signedUpAt: iso(user?.metadata.creationTime),
      lastSignInAt: iso(user?.metadata.lastSignInTime),
      lastActiveAt: iso(user?.metadata.lastRefreshTime),
      authDisabled: user ? user.disabled : null,
      counts: {
        quotes: quoteCount,
        quotesLast30Days: recentQuotes,
        leads: leadCount,
        leadsLast30Days: recentLeads,
        documents: issued + received,
      },
    };
  },
  {
    auth: 'required',
    guard: ({ uid }) => requireActiveRole(uid, 'admin', ADMIN_USER_MESSAGES.adminsOnly),
    invalid: invalidAdminUserInput,
  },
);
