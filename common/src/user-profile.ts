// No zod here: the web app's first load reads these constants.

export const ROLES = ['customer', 'company', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** Roles a person may choose for themselves at sign-up; admin is granted only by an admin or the seed. */
export const SELF_SERVICE_ROLES = ['customer', 'company'] as const satisfies readonly Role[];
export type SelfServiceRole = (typeof SELF_SERVICE_ROLES)[number];

/** Fields of `users/{uid}` that only an admin (or a function) may change. */
export const PRIVILEGED_PROFILE_FIELDS = [
  'role',
  'active',
  'emailVerified',
  'email',
  'createdAt',
] as const;

/** Fields a signed-in user may change on their own profile. */
export const EDITABLE_PROFILE_FIELDS = [
  'displayName',
  'phone',
  'preferences',
  'updatedAt',
] as const;

/** Extra fields a company supplies at sign-up and keeps on its profile. */
export const COMPANY_SIGNUP_FIELDS = ['businessName', 'mainTrade', 'basePostcode'] as const;

/** `users/{uid}` as the app reads it, with timestamps as JavaScript dates. */
export interface UserProfile {
  id: string;
  email: string;
  displayName: string;
  role: Role;
  emailVerified: boolean;
  active: boolean;
  createdAt: Date;
  updatedAt: Date;
  phone?: string;
  preferences?: Record<string, unknown>;
  businessName?: string;
  mainTrade?: string;
  basePostcode?: string;
}

/** `users/{uid}` as stored; `TTime` is the SDK's timestamp type (functions read it this way). */
export type UserProfileDocument<TTime> = Omit<UserProfile, 'createdAt' | 'updatedAt'> & {
  createdAt: TTime;
  updatedAt: TTime;
};

/** SPEC §3: displayName defaults to the part of the email before the @. */
export function defaultDisplayName(email: string): string {
  const at = email.indexOf('@');
  return at > 0 ? email.slice(0, at) : email;
}

/** Home page of each role's own area: where a signed-in user lands after sign-in or a wrong-role visit. */
export const ROLE_HOME: Record<Role, string> = {
  customer: '/customer',
  company: '/company',
  admin: '/admin',
};

export function isRole(value: unknown): value is Role {
  return (ROLES as readonly unknown[]).includes(value);
}
