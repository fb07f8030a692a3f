import {
  SITE_IMAGE_PLANS,
  plannedHeight,
  type SiteImageDocument,
} from '@fixwell/common/admin/site-images';
import { COLLECTIONS } from '@fixwell/common/collections';
import { limit, type Firestore, type Timestamp } from 'firebase/firestore';
import { describe, it } from 'vitest';

import { operationsOn } from './support/collection-operations';
import { LAST_WEEK } from './support/fixtures';
import { describeEachRole, toAllow, toDeny, useRulesEnvironment } from './support/rules-env';

// siteImages/{slot}: what each hero and share image slot holds. Public pages read it as a
// signed-out visitor; only functions write it (uploads through the api function, alt text and
// removal through admin callables), so nobody writes from a client, admins included.

const siteImages = operationsOn(COLLECTIONS.siteImages);

/** A slot as the upload handler writes it. */
const image = (changes: Partial<SiteImageDocument<Timestamp>> = {}) =>
  ({
    slot: 'home-hero',
    kind: 'hero',
    alt: 'A bright kitchen after a refit',
    version: '0123456789abcdef',
    sourceWidth: 2000,
    sourceHeight: 1125,
    files: SITE_IMAGE_PLANS.hero.files.map((file) => ({ ...file, height: plannedHeight(file) })),
    previousVersion: null,
    updatedAt: LAST_WEEK,
    ...changes,
  }) satisfies SiteImageDocument<Timestamp>;

/** Forging, rewriting and removing a slot, run one at a time. */
const everyWrite = (db: Firestore) => [
  () => siteImages.set(db, 'default-share', image({ slot: 'default-share', kind: 'share' })),
  () => siteImages.set(db, 'home-hero', image({ alt: 'Cheap boilers here' })),
  () => siteImages.update(db, 'home-hero', { alt: 'Replaced by a client' }),
  () => siteImages.update(db, 'home-hero', { version: 'fedcba9876543210' }),
  () => siteImages.delete(db, 'home-hero'),
  () => siteImages.add(db, image({ slot: 'service-hero.plumber' })),
];

useRulesEnvironment({
  seedEach: async (db) => {
    await siteImages.set(db, 'home-hero', image());
  },
});

describe('siteImages/{slot} (read by everyone, written by functions only)', () => {
  describeEachRole(
    [
      'anonymous',
      'owner',
      'company',
      'otherCompany',
      'admin',
      'deactivated',
      'deactivatedAdmin',
      'deactivatedCompany',
    ],
    (db) => {
      it('get and list: allowed, as public pages read them', async () => {
        await toAllow(siteImages.get(db(), 'home-hero'));
        await toAllow(siteImages.get(db(), 'town-hero.leeds'));
        await toAllow(siteImages.list(db(), limit(50)));
      });
      it('create, update and delete: denied', async () => {
        for (const write of everyWrite(db())) await toDeny(write());
      });
    },
  );
});
