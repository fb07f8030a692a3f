import { PROFILE_MESSAGES } from '@fixwell/common/auth-messages';
import { dateOf, isTimestampLike } from '@fixwell/common/timestamps';
import { defaultDisplayName, isRole, type UserProfile } from '@fixwell/common/user-profile';

/** What a signed-in person's `users/{uid}` document means for their session. */
export type ProfileState =
  { kind: 'signed-in'; profile: UserProfile } | { kind: 'sign-out'; reason: string };

/** Firestore Timestamps become Dates; nested maps too. */
export function toDates<T>(value: T): T {
  if (isTimestampLike(value)) return value.toDate() as T;
  if (value instanceof Date || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item: unknown) => toDates(item)) as T;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, toDates(item)])) as T;
}

function asDate(value: unknown): Date {
  if (value instanceof Date) return value;
  // A server timestamp not yet resolved (pending local write) reads as null: "now" is right.
  return dateOf(value) ?? new Date();
}

/**
 * SPEC §4–§5: a missing profile or `active === false` ends the session with SPEC's message;
 * otherwise the document becomes a UserProfile with Dates. A document without a known role is
 * treated as missing, since no area of the app could serve it.
 */
export function resolveProfileState(
  uid: string,
  data: Record<string, unknown> | undefined,
): ProfileState {
  if (!data) return { kind: 'sign-out', reason: PROFILE_MESSAGES.notFound };
  if (data.active === false) return { kind: 'sign-out', reason: PROFILE_MESSAGES.deactivated };
  const role = data.role;
  if (!isRole(role)) return { kind: 'sign-out', reason: PROFILE_MESSAGES.notFound };

  const converted = toDates(data);
  const email = typeof data.email === 'string' ? data.email : '';
  const profile: UserProfile = {
    ...(converted as Partial<UserProfile>),
    id: uid,
    email,
    displayName:
      typeof data.displayName === 'string' && data.displayName
        ? data.displayName
        : defaultDisplayName(email),
    role,
    emailVerified: data.emailVerified === true,
    active: true,
    createdAt: asDate(data.createdAt),
    updatedAt: asDate(data.updatedAt),
  };
  return { kind: 'signed-in', profile };
}
