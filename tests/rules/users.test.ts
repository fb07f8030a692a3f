import { COLLECTIONS } from '@fixwell/common/collections';
import { deleteField, serverTimestamp, Timestamp, where } from 'firebase/firestore';
import { describe, it } from 'vitest';

import { operationsOn } from './support/collection-operations';
import { PEOPLE, profileOf } from './support/fixtures';
import { dbAs, signedInAs, toAllow, toDeny, useRulesEnvironment } from './support/rules-env';

const { owner, otherCustomer, company, admin, deactivated, deactivatedAdmin } = PEOPLE;
const newcomer = { uid: 'newbie', email: 'newbie@example.co.uk' };

const users = operationsOn(COLLECTIONS.users);

/** What the sign-up form writes for a new customer. */
function signUpProfile(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: newcomer.uid,
    email: newcomer.email,
    displayName: 'newbie',
    role: 'customer',
    emailVerified: false,
    active: true,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
    ...overrides,
  };
}

const companySignUp = {
  role: 'company',
  businessName: 'Newbie Roofing Ltd',
  mainTrade: 'roofer',
  basePostcode: 'LS6 2AB',
};

/** An owner's edit of their own profile: the change plus the required fresh updatedAt. */
const edit = (changes: Record<string, unknown>) => ({ ...changes, updatedAt: serverTimestamp() });

// Everyone in PEOPLE has a profile already; the newcomer does not.
useRulesEnvironment();

describe('users/{uid}', () => {
  describe('anonymous visitor', () => {
    it('get: denied', async () => {
      await toDeny(users.get(dbAs.anonymous(), owner.uid));
    });
    it('list: denied', async () => {
      await toDeny(users.list(dbAs.anonymous()));
    });
    it('create: denied, whatever the shape', async () => {
      await toDeny(users.set(dbAs.anonymous(), newcomer.uid, signUpProfile()));
    });
    it('update: denied', async () => {
      await toDeny(users.update(dbAs.anonymous(), owner.uid, edit({ displayName: 'Hacked' })));
    });
    it('delete: denied', async () => {
      await toDeny(users.delete(dbAs.anonymous(), owner.uid));
    });
  });

  describe('newcomer signing up (no profile yet)', () => {
    const db = () => signedInAs(newcomer);
    const create = (data: Record<string, unknown>) => users.set(db(), newcomer.uid, data);

    it('create: allowed as a customer with the sign-up shape', async () => {
      await toAllow(create(signUpProfile()));
    });
    it('create: allowed as a company with business name, main trade and base postcode', async () => {
      await toAllow(create(signUpProfile(companySignUp)));
    });
    it('create: allowed with an optional phone and preferences', async () => {
      await toAllow(
        create(signUpProfile({ phone: '07700 900456', preferences: { newsletter: false } })),
      );
    });
    it('get: allowed on their own (missing) profile', async () => {
      await toAllow(users.get(db(), newcomer.uid));
    });

    it('create: denied when self-assigning admin', async () => {
      await toDeny(create(signUpProfile({ role: 'admin' })));
    });
    it('create: denied with an unknown role', async () => {
      await toDeny(create(signUpProfile({ role: 'superuser' })));
    });
    it('create: denied when starting inactive or with a non-boolean active', async () => {
      await toDeny(create(signUpProfile({ active: false })));
      await toDeny(create(signUpProfile({ active: 'yes' })));
    });
    it('create: denied when claiming a verified email', async () => {
      await toDeny(create(signUpProfile({ emailVerified: true })));
    });
    it('create: denied when the email does not match the ID token', async () => {
      await toDeny(create(signUpProfile({ email: 'someone-else@example.co.uk' })));
    });
    it('create: denied when the token carries no email', async () => {
      const noEmail = signedInAs({ uid: 'phone-only' });
      await toDeny(users.set(noEmail, 'phone-only', signUpProfile({ id: 'phone-only' })));
      await toDeny(
        users.set(noEmail, 'phone-only', signUpProfile({ id: 'phone-only', email: '' })),
      );
    });
    it('create: denied when the id field is not the document id', async () => {
      await toDeny(create(signUpProfile({ id: 'someone-else' })));
    });
    it('create: denied for another uid', async () => {
      await toDeny(users.set(db(), 'victim', signUpProfile({ id: 'victim' })));
    });
    it('create: denied with unknown extra fields', async () => {
      await toDeny(create(signUpProfile({ isAdmin: true })));
      await toDeny(create(signUpProfile({ subscriptionStatus: 'active' })));
    });
    it('create: denied when a required field is missing', async () => {
      const { displayName: _omitted, ...withoutName } = signUpProfile();
      await toDeny(create(withoutName));
      const { updatedAt: _alsoOmitted, ...withoutUpdatedAt } = signUpProfile();
      await toDeny(create(withoutUpdatedAt));
    });
    it('create: denied with client-chosen timestamps', async () => {
      const backdated = Timestamp.fromDate(new Date('2020-01-01T00:00:00Z'));
      await toDeny(create(signUpProfile({ createdAt: backdated })));
      await toDeny(create(signUpProfile({ updatedAt: backdated })));
    });
    it('create: denied with an empty or oversized display name', async () => {
      await toDeny(create(signUpProfile({ displayName: '' })));
      await toDeny(create(signUpProfile({ displayName: 'x'.repeat(101) })));
      await toDeny(create(signUpProfile({ displayName: 42 })));
    });
    it('create: denied with an oversized phone or non-map preferences', async () => {
      await toDeny(create(signUpProfile({ phone: '0'.repeat(31) })));
      await toDeny(create(signUpProfile({ preferences: 'dark-mode' })));
    });
    it('create: denied for a company without its sign-up details', async () => {
      const { businessName: _noName, ...noName } = companySignUp;
      await toDeny(create(signUpProfile(noName)));
      const { basePostcode: _omitted, ...noPostcode } = companySignUp;
      await toDeny(create(signUpProfile(noPostcode)));
    });
    it('create: denied for a customer carrying company details', async () => {
      await toDeny(create(signUpProfile({ businessName: 'Sneaky Ltd' })));
    });
  });

  describe('owner (active customer)', () => {
    const db = () => dbAs.owner();
    const update = (changes: Record<string, unknown>) => users.update(db(), owner.uid, changes);

    it('get: allowed on their own profile', async () => {
      await toAllow(users.get(db(), owner.uid));
    });
    it('list: denied for the whole collection', async () => {
      await toDeny(users.list(db()));
    });
    it('list: denied even when filtered to their own id', async () => {
      await toDeny(users.list(db(), where('id', '==', owner.uid)));
    });
    it('update: allowed for display name, phone and preferences with a fresh updatedAt', async () => {
      await toAllow(update(edit({ displayName: 'Alice Walker' })));
      await toAllow(update(edit({ phone: '07700 900789', preferences: { newsletter: true } })));
      await toAllow(update(edit({ phone: deleteField() })));
    });
    it('update: denied without a fresh updatedAt', async () => {
      await toDeny(update({ displayName: 'Alice Walker' }));
      await toDeny(update({ displayName: 'Alice Walker', updatedAt: Timestamp.now() }));
    });
    it('update: denied when changing their own role', async () => {
      await toDeny(update(edit({ role: 'admin' })));
      await toDeny(update(edit({ role: 'company' })));
    });
    it('update: denied when changing active, emailVerified, email, createdAt or id', async () => {
      await toDeny(update(edit({ active: false })));
      await toDeny(update(edit({ emailVerified: true })));
      await toDeny(update(edit({ email: 'new-address@example.co.uk' })));
      await toDeny(update(edit({ createdAt: serverTimestamp() })));
      await toDeny(update(edit({ id: 'someone-else' })));
    });
    it('update: denied when removing a privileged field', async () => {
      await toDeny(update(edit({ role: deleteField() })));
      await toDeny(update(edit({ active: deleteField() })));
    });
    it('update: denied when adding unknown or company fields', async () => {
      await toDeny(update(edit({ isAdmin: true })));
      await toDeny(update(edit({ businessName: 'Sneaky Ltd' })));
    });
    it('update: denied with invalid values', async () => {
      await toDeny(update(edit({ displayName: '' })));
      await toDeny(update(edit({ displayName: 'x'.repeat(101) })));
      await toDeny(update(edit({ phone: '0'.repeat(31) })));
      await toDeny(update(edit({ preferences: ['a'] })));
    });
    it('update: denied when a full overwrite sneaks in the admin role', async () => {
      await toDeny(
        users.set(db(), owner.uid, {
          ...profileOf(owner),
          role: 'admin',
          updatedAt: serverTimestamp(),
        }),
      );
    });
    it('delete: denied on their own profile (deleteMyAccount does it)', async () => {
      await toDeny(users.delete(db(), owner.uid));
    });
  });

  describe('other customer', () => {
    const db = () => dbAs.otherCustomer();

    it("get: denied on someone else's profile", async () => {
      await toDeny(users.get(db(), owner.uid));
    });
    it('list: denied', async () => {
      await toDeny(users.list(db()));
    });
    it("create: denied for someone else's uid", async () => {
      await toDeny(
        users.set(db(), 'victim', signUpProfile({ id: 'victim', email: otherCustomer.email })),
      );
    });
    it("update: denied on someone else's profile, even harmless fields", async () => {
      await toDeny(users.update(db(), owner.uid, edit({ displayName: 'Hacked' })));
    });
    it("delete: denied on someone else's profile", async () => {
      await toDeny(users.delete(db(), owner.uid));
    });
  });

  describe('company', () => {
    const db = () => dbAs.company();
    const update = (changes: Record<string, unknown>) => users.update(db(), company.uid, changes);

    it('get: allowed on its own profile, denied on a customer profile', async () => {
      await toAllow(users.get(db(), company.uid));
      await toDeny(users.get(db(), owner.uid));
    });
    it('list: denied', async () => {
      await toDeny(users.list(db()));
    });
    it('update: allowed for its personal fields', async () => {
      await toAllow(update(edit({ displayName: 'Acme Office', phone: '0113 496 0001' })));
    });
    it('update: denied for the frozen sign-up details and the role', async () => {
      await toDeny(update(edit({ businessName: 'Renamed Ltd' })));
      await toDeny(update(edit({ mainTrade: 'electrician' })));
      await toDeny(update(edit({ basePostcode: 'M1 1AE' })));
      await toDeny(update(edit({ role: 'admin' })));
    });
    it('delete: denied', async () => {
      await toDeny(users.delete(db(), company.uid));
    });
  });

  describe('admin', () => {
    const db = () => dbAs.admin();
    const updateAlice = (changes: Record<string, unknown>) =>
      users.update(db(), owner.uid, changes);

    it('get: allowed on any profile', async () => {
      await toAllow(users.get(db(), owner.uid));
      await toAllow(users.get(db(), company.uid));
    });
    it('list: allowed on the whole collection', async () => {
      await toAllow(users.list(db()));
    });
    it('update: denied for role and active, which go through setUserRole and setUserActive', async () => {
      await toDeny(updateAlice(edit({ role: 'company' })));
      await toDeny(updateAlice(edit({ role: 'admin' })));
      await toDeny(updateAlice(edit({ active: false })));
      await toDeny(updateAlice(edit({ role: 'customer', active: true })));
    });
    it('update: denied without a fresh updatedAt', async () => {
      await toDeny(updateAlice({ active: false }));
    });
    it('update: denied for an unknown role or a non-boolean active', async () => {
      await toDeny(updateAlice(edit({ role: 'superuser' })));
      await toDeny(updateAlice(edit({ active: 'no' })));
    });
    it('update: denied for any field other than role and active', async () => {
      await toDeny(updateAlice(edit({ displayName: 'Renamed by admin' })));
      await toDeny(updateAlice(edit({ email: 'other@example.co.uk' })));
      await toDeny(updateAlice(edit({ emailVerified: true })));
      await toDeny(updateAlice(edit({ createdAt: serverTimestamp() })));
      await toDeny(updateAlice(edit({ id: 'someone-else' })));
      await toDeny(updateAlice(edit({ notes: 'flagged' })));
    });
    it('update: denied when demoting or deactivating themselves', async () => {
      await toDeny(users.update(db(), admin.uid, edit({ role: 'customer' })));
      await toDeny(users.update(db(), admin.uid, edit({ active: false })));
    });
    it('update: allowed on their own personal fields, like any owner', async () => {
      await toAllow(users.update(db(), admin.uid, edit({ displayName: 'Fixwell Admin' })));
    });
    it("create: denied for another person's profile", async () => {
      await toDeny(users.set(db(), 'victim', signUpProfile({ id: 'victim' })));
    });
    it('delete: denied', async () => {
      await toDeny(users.delete(db(), owner.uid));
    });
  });

  describe('deactivated user', () => {
    const db = () => dbAs.deactivated();
    const update = (changes: Record<string, unknown>) =>
      users.update(db(), deactivated.uid, changes);

    it('get: allowed on their own profile, so sign-in can tell them why they are refused', async () => {
      await toAllow(users.get(db(), deactivated.uid));
    });
    it("get: denied on someone else's profile", async () => {
      await toDeny(users.get(db(), owner.uid));
    });
    it('update: denied, even for harmless fields', async () => {
      await toDeny(update(edit({ displayName: 'Still here' })));
    });
    it('update: denied when reactivating themselves', async () => {
      await toDeny(update(edit({ active: true })));
    });
    it('delete: denied', async () => {
      await toDeny(users.delete(db(), deactivated.uid));
    });
  });

  describe('deactivated admin', () => {
    const db = () => dbAs.deactivatedAdmin();

    it('get and list: no admin reach any more', async () => {
      await toDeny(users.get(db(), owner.uid));
      await toDeny(users.list(db()));
    });
    it('update: cannot change anyone’s role or active', async () => {
      await toDeny(users.update(db(), owner.uid, edit({ active: false })));
      await toDeny(users.update(db(), deactivatedAdmin.uid, edit({ active: true })));
    });
  });
});
