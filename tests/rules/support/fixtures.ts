// The fixed data every rules suite shares: the people, their stored profiles, and a past time.
import type { Role as ProfileRole } from '@fixwell/common/user-profile';
import { Timestamp } from 'firebase/firestore';

const person = <R extends ProfileRole>(uid: string, email: string, role: R, active = true) =>
  ({ uid, email, role, active }) as const;

/** The people every suite uses. Emails are what their ID tokens carry. */
export const PEOPLE = {
  owner: person('alice', 'alice@example.co.uk', 'customer'),
  otherCustomer: person('bob', 'bob@example.co.uk', 'customer'),
  company: person('acme', 'office@acme-plumbing.co.uk', 'company'),
  otherCompany: person('zenith', 'hello@zenith-electrical.co.uk', 'company'),
  admin: person('root', 'admin@fixwell.test', 'admin'),
  deactivated: person('frozen', 'frozen@example.co.uk', 'customer', false),
  deactivatedAdmin: person('former-admin', 'former@fixwell.test', 'admin', false),
  deactivatedCompany: person('closed', 'closed@example.co.uk', 'company', false),
};

export type Person = (typeof PEOPLE)[keyof typeof PEOPLE];

/** Everyone a suite can speak for: a person in PEOPLE, or the visitor who is not signed in. */
export type Role = keyof typeof PEOPLE | 'anonymous';

/** How a `describe` block names each role. */
export const ROLE_NAMES: Record<Role, string> = {
  anonymous: 'anonymous visitor',
  owner: 'customer',
  otherCustomer: 'other customer',
  company: 'company',
  otherCompany: 'other company',
  admin: 'admin',
  deactivated: 'deactivated customer',
  deactivatedAdmin: 'deactivated admin',
  deactivatedCompany: 'deactivated company',
};

export const LAST_WEEK = Timestamp.fromDate(new Date(Date.now() - 7 * 24 * 3600 * 1000));

/** A stored profile, as sign-up (or an admin) would have left it. */
export function profileOf(person: Person): Record<string, unknown> {
  const profile: Record<string, unknown> = {
    id: person.uid,
    email: person.email,
    displayName: person.email.split('@')[0],
    role: person.role,
    // Unverified, so that setting it to true is a real change the rules must refuse.
    emailVerified: false,
    active: person.active,
    createdAt: LAST_WEEK,
    updatedAt: LAST_WEEK,
  };
  if (person.role === 'company') {
    Object.assign(profile, {
      businessName: `${person.uid} Ltd`,
      mainTrade: 'plumber',
      basePostcode: 'LS1 4AP',
    });
  }
  return profile;
}
