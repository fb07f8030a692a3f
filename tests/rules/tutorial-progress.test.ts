import { COLLECTIONS } from '@fixwell/common/collections';
import { TUTORIAL_IDS } from '@fixwell/common/stickers/tutorial-progress';
import { serverTimestamp } from 'firebase/firestore';
import { describe, it } from 'vitest';

import { operationsOn } from './support/collection-operations';
import { LAST_WEEK, PEOPLE } from './support/fixtures';
import { dbAs, toAllow, toDeny, useRulesEnvironment } from './support/rules-env';

const { company, otherCompany, owner: customer, deactivatedCompany } = PEOPLE;
const progress = operationsOn(COLLECTIONS.tutorialProgress);

/** What the tutorials page writes. */
const ticked = (completed: readonly string[]) => ({
  completed: [...completed],
  updatedAt: serverTimestamp(),
});

useRulesEnvironment({
  seedEach: async (db) => {
    await progress.set(db, company.uid, { completed: ['messages'], updatedAt: LAST_WEEK });
    await progress.set(db, deactivatedCompany.uid, { completed: [], updatedAt: LAST_WEEK });
  },
});

describe('tutorialProgress/{uid}', () => {
  describe('company (the owner)', () => {
    const db = () => dbAs.company();

    it('get: allowed on its own progress; list: denied', async () => {
      await toAllow(progress.get(db(), company.uid));
      await toDeny(progress.list(db()));
    });
    it('update: allowed to tick and untick known guides, stamped now', async () => {
      await toAllow(progress.set(db(), company.uid, ticked(['messages', 'reviews'])));
      await toAllow(progress.set(db(), company.uid, ticked([])));
      await toAllow(progress.set(db(), company.uid, ticked(TUTORIAL_IDS)));
    });
    it('update: denied with an unknown guide, a repeated one, too many or a client time', async () => {
      await toDeny(progress.set(db(), company.uid, ticked(['messages', 'free-leads'])));
      await toDeny(progress.set(db(), company.uid, ticked(['messages', 'messages'])));
      await toDeny(progress.set(db(), company.uid, ticked([...TUTORIAL_IDS, 'messages'])));
      await toDeny(
        progress.set(db(), company.uid, { completed: ['messages'], updatedAt: LAST_WEEK }),
      );
      await toDeny(
        progress.set(db(), company.uid, { completed: 'messages', updatedAt: serverTimestamp() }),
      );
    });
    it('update: denied to add any other field (nothing here grants anything)', async () => {
      await toDeny(progress.set(db(), company.uid, { ...ticked(['messages']), role: 'admin' }));
      await toDeny(
        progress.update(db(), company.uid, { updatedAt: serverTimestamp(), verified: true }),
      );
    });
    it('delete: denied', async () => {
      await toDeny(progress.delete(db(), company.uid));
    });
  });

  describe('other company', () => {
    const db = () => dbAs.otherCompany();

    it('create: allowed for its first tick, then reads it', async () => {
      await toAllow(progress.set(db(), otherCompany.uid, ticked(['getting-set-up'])));
      await toAllow(progress.get(db(), otherCompany.uid));
    });
    it('create: denied with an unknown guide or a client time', async () => {
      await toDeny(progress.set(db(), otherCompany.uid, ticked(['unknown'])));
      await toDeny(progress.set(db(), otherCompany.uid, { completed: [], updatedAt: LAST_WEEK }));
    });
    it('get and write: denied on someone else’s progress', async () => {
      await toDeny(progress.get(db(), company.uid));
      await toDeny(progress.set(db(), company.uid, ticked(['messages'])));
      await toDeny(
        progress.update(dbAs.otherCompany(), company.uid, { updatedAt: serverTimestamp() }),
      );
    });
  });

  describe('customer', () => {
    const db = () => dbAs.owner();

    it('has no tutorial progress of its own and reads nobody’s', async () => {
      await toDeny(progress.set(db(), customer.uid, ticked(['messages'])));
      await toDeny(progress.get(db(), company.uid));
    });
  });

  describe('anonymous visitor', () => {
    it('reads and writes nothing', async () => {
      await toDeny(progress.get(dbAs.anonymous(), company.uid));
      await toDeny(progress.set(dbAs.anonymous(), 'nobody', ticked(['messages'])));
    });
  });

  describe('admin', () => {
    const db = () => dbAs.admin();

    it('get: allowed (support); list and writes: denied', async () => {
      await toAllow(progress.get(db(), company.uid));
      await toDeny(progress.list(db()));
      await toDeny(progress.set(db(), company.uid, ticked(['messages'])));
    });
  });

  describe('deactivated accounts', () => {
    it('a deactivated company neither reads nor writes its progress', async () => {
      await toDeny(progress.get(dbAs.deactivatedCompany(), deactivatedCompany.uid));
      await toDeny(
        progress.set(dbAs.deactivatedCompany(), deactivatedCompany.uid, ticked(['messages'])),
      );
    });
    it('a deactivated admin reads nothing', async () => {
      await toDeny(progress.get(dbAs.deactivatedAdmin(), company.uid));
    });
  });
});
