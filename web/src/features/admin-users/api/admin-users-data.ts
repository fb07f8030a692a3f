// The admin-users feature's only contact with Firebase: `users` (admins list and read every
// profile under the rules), the person's quotes, leads, company and audit entries, the recent
// sign-in check (the admin's password again) and the account callables. Tests replace this module.
import {
  ADMIN_USER_MESSAGES,
  normaliseUserSearch,
  type AdminUserStatus,
  type SetUserActiveInput,
  type SetUserRoleInput,
  type UserActivity,
} from '@fixwell/common/admin/admin-users';
import {
  getUserActivityCallable,
  setUserActiveCallable,
  setUserRoleCallable,
} from '@fixwell/common/callables';
import { COLLECTIONS } from '@fixwell/common/collections';
import { dateOf } from '@fixwell/common/timestamps';
import { isRole, type Role } from '@fixwell/common/user-profile';
import {
  collection,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  startAfter,
  where,
  type DocumentData,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';

import {
  reauthenticate,
  ReauthenticationError,
  type ReauthenticationFailure,
} from '@/lib/reauthenticate';
import { callFunction } from '@/lib/call-function';
import { firestore } from '@/lib/firestore';
import { readConverter } from '@/lib/firestore-converter';

export const ADMIN_USERS_PAGE_SIZE = 25;
/** How many of a person's quotes or leads their page lists. */
export const RECENT_ITEMS = 10;

/** What the list can be narrowed to, as the URL carries it (`?q=&role=&status=`). */
export type AdminUserFilters = { q?: string; role?: Role; status?: AdminUserStatus };

export type AdminUserRow = {
  id: string;
  email: string;
  displayName: string;
  role: Role | null;
  active: boolean;
  emailVerified: boolean;
  phone: string | null;
  businessName: string | null;
  createdAt: Date | null;
};

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const textOrNull = (value: unknown): string | null =>
  typeof value === 'string' && value ? value : null;

export function toAdminUserRow(id: string, data: DocumentData): AdminUserRow {
  return {
    id,
    email: text(data.email),
    displayName: text(data.displayName) || text(data.email),
    role: isRole(data.role) ? data.role : null,
    active: data.active === true,
    emailVerified: data.emailVerified === true,
    phone: textOrNull(data.phone),
    businessName: textOrNull(data.businessName),
    createdAt: dateOf(data.createdAt),
  };
}
const userConverter = readConverter(toAdminUserRow);

/** Where the next page starts: opaque to everything but this module. */
export type AdminUsersCursor = QueryDocumentSnapshot<unknown>;
export type AdminUsersPage = { users: AdminUserRow[]; next: AdminUsersCursor | null };

/**
 * One page of accounts, newest first. The search is a prefix of a name, word or email
 * (`searchKeys`, kept by a function); role and status are equality filters. Indexes: each
 * combination beside createdAt ↓ (firestore.indexes.json).
 */
export async function fetchAdminUsers(
  filters: AdminUserFilters,
  after: AdminUsersCursor | null,
): Promise<AdminUsersPage> {
  const search = filters.q ? normaliseUserSearch(filters.q) : '';
  const constraints = [
    ...(search ? [where('searchKeys', 'array-contains', search)] : []),
    ...(filters.role ? [where('role', '==', filters.role)] : []),
    ...(filters.status ? [where('active', '==', filters.status === 'active')] : []),
    orderBy('createdAt', 'desc'),
    ...(after ? [startAfter(after)] : []),
    limit(ADMIN_USERS_PAGE_SIZE),
  ];
  const { docs } = await getDocs(
    query(collection(firestore(), COLLECTIONS.users).withConverter(userConverter), ...constraints),
  );
  return {
    users: docs.map((snapshot) => snapshot.data()),
    next: docs.length === ADMIN_USERS_PAGE_SIZE ? docs[docs.length - 1]! : null,
  };
}

export type AdminUserQuote = {
  id: string;
  serviceName: string;
  status: string;
  createdAt: Date | null;
};
export type AdminUserLead = AdminUserQuote & { quoteId: string };
export type AdminUserCompany = {
  businessName: string;
  public: boolean;
  suspended: boolean;
};
export type AdminAuditLine = {
  id: string;
  action: string;
  actorEmail: string;
  reason: string | null;
  at: Date | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};

/** One account as its page shows it. */
export type AdminUserView = {
  user: AdminUserRow;
  company: AdminUserCompany | null;
  quotes: AdminUserQuote[];
  leads: AdminUserLead[];
  audit: AdminAuditLine[];
};

const quoteConverter = readConverter((id, data): AdminUserQuote => ({
  id,
  serviceName: text(data.serviceName) || text(data.service),
  status: text(data.status),
  createdAt: dateOf(data.createdAt),
}));
const leadConverter = readConverter((id, data): AdminUserLead => ({
  id,
  quoteId: text(data.quoteId),
  serviceName: text(data.serviceName) || text(data.service),
  status: text(data.status),
  createdAt: dateOf(data.createdAt),
}));
const auditConverter = readConverter((id, data): AdminAuditLine => ({
  id,
  action: text(data.action),
  actorEmail: text((data.actor as { email?: unknown } | undefined)?.email),
  reason: textOrNull(data.reason),
  at: dateOf(data.at),
  before: (data.before ?? null) as Record<string, unknown> | null,
  after: (data.after ?? null) as Record<string, unknown> | null,
}));

/**
 * An account with its company, its latest quote requests (a customer's) or leads (a company's)
 * and the audit entries about the account and its company; null when there is no such account.
 */
export async function fetchAdminUser(uid: string): Promise<AdminUserView | null> {
  const db = firestore();
  const newest = [orderBy('createdAt', 'desc'), limit(RECENT_ITEMS)];
  const [userSnap, companySnap, quotes, leads, audit] = await Promise.all([
    getDoc(doc(db, COLLECTIONS.users, uid).withConverter(userConverter)),
    getDoc(doc(db, COLLECTIONS.companies, uid)),
    getDocs(
      query(
        collection(db, COLLECTIONS.quotes).withConverter(quoteConverter),
        where('customerId', '==', uid),
        ...newest,
      ),
    ),
    getDocs(
      query(
        collection(db, COLLECTIONS.leads).withConverter(leadConverter),
        where('companyId', '==', uid),
        ...newest,
      ),
    ),
    getDocs(
      query(
        collection(db, COLLECTIONS.adminAudit).withConverter(auditConverter),
        where('target', 'in', [`${COLLECTIONS.users}/${uid}`, `${COLLECTIONS.companies}/${uid}`]),
        orderBy('at', 'desc'),
        limit(50),
      ),
    ),
  ]);
  const user = userSnap.data();
  if (!user) return null;
  const company = companySnap.data();
  return {
    user,
    company: company
      ? {
          businessName: text(company.businessName),
          public: company.public === true,
          suspended: company.suspended === true,
        }
      : null,
    quotes: quotes.docs.map((snapshot) => snapshot.data()),
    leads: leads.docs.map((snapshot) => snapshot.data()),
    audit: audit.docs.map((snapshot) => snapshot.data()),
  };
}

/** Sign-in times from Auth and counts (`getUserActivity`). */
export function fetchUserActivity(uid: string): Promise<UserActivity> {
  return callFunction(getUserActivityCallable, { uid });
}

export class RecentSignInError extends Error {
  override readonly name = 'RecentSignInError';
}

const FAILURE_MESSAGES: Record<ReauthenticationFailure, string> = {
  'wrong-password': 'That password is not right. Try again.',
  'too-many-attempts': 'Too many attempts. Wait a few minutes, then try again.',
  'signed-out': ADMIN_USER_MESSAGES.signInAgain,
  failed: ADMIN_USER_MESSAGES.signInAgain,
};

/** The admin's password again, so the server sees a fresh sign-in (sensitive actions). */
export async function confirmPassword(password: string): Promise<void> {
  try {
    await reauthenticate(password);
  } catch (error) {
    if (!(error instanceof ReauthenticationError)) throw error;
    throw new RecentSignInError(FAILURE_MESSAGES[error.failure]);
  }
}

/** Deactivates or reactivates an account (`setUserActive`). */
export function setUserActive(input: SetUserActiveInput): Promise<{ active: boolean }> {
  return callFunction(setUserActiveCallable, input);
}

/** Changes an account's role (`setUserRole`). */
export function setUserRole(input: SetUserRoleInput): Promise<{ role: Role }> {
  return callFunction(setUserRoleCallable, input);
}
