import { z } from 'zod';

import { companyAccountDeletionSchema } from '../accounts/account-deletion';
import { ROLES, type Role } from '../user-profile';

// /admin/users (issue 16 §1): finding people, deactivating and reactivating them, changing their
// role. The callables `setUserActive`, `setUserRole` and `getUserActivity` take these schemas; the
// page's forms derive theirs from them. `searchKeys` on `users/{uid}` is written by the
// `onUserProfileWritten` trigger only (functions/src/admin-users/).

export const ADMIN_USER_STATUSES = ['active', 'deactivated'] as const;
export type AdminUserStatus = (typeof ADMIN_USER_STATUSES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  customer: 'Customer',
  company: 'Company',
  admin: 'Admin',
};

export const ADMIN_USER_MESSAGES = {
  adminsOnly: 'Only an active Fixwell admin can manage accounts.',
  userRequired: 'Choose an account.',
  userNotFound: 'We could not find that account.',
  reasonRequired: 'Give a reason for the audit log (at least 5 characters).',
  reasonTooLong: 'Keep the reason to 500 characters or fewer.',
  roleRequired: 'Choose customer, company or admin.',
  signInAgain:
    'For your security, enter your password again to confirm it is you, then try within 5 minutes.',
  notYourself: 'You cannot change your own account here: ask another admin.',
  alreadyActive: 'This account is already active.',
  alreadyDeactivated: 'This account is already deactivated.',
  sameRole: 'This account already has that role.',
  lastAdmin: 'This is the last active admin: make another admin first.',
  companyHasLeads:
    'This company has leads, so its customers rely on it: changing its role would cut them off. Suspend the company on the Companies page instead.',
  companyHasSubscription:
    'This company still has a live subscription. It must be cancelled before its role can change.',
  noCompanyProfile:
    'This account has no company profile. A company signs up as a company, which creates its profile.',
  invalid: 'Check the details and try again.',
} as const;

const uidSchema = z.string().trim().min(1, ADMIN_USER_MESSAGES.userRequired).max(128);

/** The reason every account action carries into `adminAudit`. */
export const adminUserReasonSchema = z
  .string()
  .trim()
  .min(5, ADMIN_USER_MESSAGES.reasonRequired)
  .max(500, ADMIN_USER_MESSAGES.reasonTooLong);

/** `setUserActive`: deactivate (Auth disabled, sessions revoked) or reactivate an account. */
export const setUserActiveSchema = z.object({
  uid: uidSchema,
  active: z.boolean(),
  reason: adminUserReasonSchema,
});
export type SetUserActiveInput = z.infer<typeof setUserActiveSchema>;

/** `setUserRole`: customer, company or admin; never the caller's own. */
export const setUserRoleSchema = z.object({
  uid: uidSchema,
  role: z.enum(ROLES, { error: ADMIN_USER_MESSAGES.roleRequired }),
  reason: adminUserReasonSchema,
});
export type SetUserRoleInput = z.infer<typeof setUserRoleSchema>;

export const getUserActivitySchema = z.object({ uid: uidSchema });

/**
 * The page's confirmation form for a sensitive action: the reason, and the admin's password
 * again (a recent sign-in, which the server checks from the token's `auth_time`).
 */
export const adminUserActionFormSchema = setUserActiveSchema.pick({ reason: true }).extend({
  password: companyAccountDeletionSchema.shape.password,
});
export type AdminUserActionFormValues = z.infer<typeof adminUserActionFormSchema>;

/** The role form: the new role beside the reason and password. */
export const adminUserRoleFormSchema = adminUserActionFormSchema.extend({
  role: setUserRoleSchema.shape.role,
});
export type AdminUserRoleFormValues = z.infer<typeof adminUserRoleFormSchema>;

/** What `getUserActivity` answers: Auth's own record of the account and cheap counts. */
export interface UserActivity {
  /** ISO instants from Auth's metadata; null when Auth has no account (or never saw a sign-in). */
  signedUpAt: string | null;
  lastSignInAt: string | null;
  lastActiveAt: string | null;
  /** Whether Auth refuses the account's sign-ins. */
  authDisabled: boolean | null;
  counts: {
    quotes: number;
    quotesLast30Days: number;
    leads: number;
    leadsLast30Days: number;
    documents: number;
  };
}

// ---- search ----------------------------------------------------------------------------------

/** Longest prefix stored per word: a search longer than this looks up its first characters. */
export const SEARCH_PREFIX_MAX = 40;
/** At most this many keys per profile. */
const SEARCH_KEYS_MAX = 400;

/** A search as typed becomes the key it looks up: trimmed, lower case, spaces single. */
export function normaliseUserSearch(text: string): string {
  return text.trim().toLowerCase().replace(/\s+/g, ' ').slice(0, SEARCH_PREFIX_MAX);
}

function prefixesOf(word: string): string[] {
  const capped = word.slice(0, SEARCH_PREFIX_MAX);
  return Array.from({ length: capped.length }, (_, i) => capped.slice(0, i + 1));
}

/**
 * Every prefix a search for this person may type (`array-contains` on `searchKeys`): of the name
 * as a whole and of each word of it, of the email, its local part, the parts of that
 * (`priya.shah+jobs` → priya, shah, jobs) and its domain, and of a company's business name.
 */
export function userSearchKeys(profile: {
  email?: unknown;
  displayName?: unknown;
  businessName?: unknown;
}): string[] {
  const text = (value: unknown) =>
    typeof value === 'string' ? normaliseUserSearch(value.slice(0, 254)) : '';
  const email = text(profile.email);
  const [local = '', domain = ''] = email.split('@');
  const names = [text(profile.displayName), text(profile.businessName)].filter(Boolean);
  const words = [
    ...names,
    ...names.flatMap((name) => name.split(' ')),
    email,
    local,
    ...local.split(/[._+-]+/),
    domain,
  ].filter((word) => word.length > 0);
  return prefixKeys(words);
}

/**
 * The prefixes an admin may type to find a company on /admin/companies: of its business name as
 * a whole and of each word, in any case ("plumb" finds "Leeds Plumbing & Heating").
 */
export function companySearchKeys(company: { businessName?: unknown }): string[] {
  const name =
    typeof company.businessName === 'string'
      ? normaliseUserSearch(company.businessName.slice(0, 254))
      : '';
  return prefixKeys(name ? [name, ...name.split(' ')] : []);
}

function prefixKeys(words: readonly string[]): string[] {
  const keys = new Set<string>();
  for (const word of words) for (const prefix of prefixesOf(word)) if (prefix) keys.add(prefix);
  return [...keys].sort().slice(0, SEARCH_KEYS_MAX);
}
