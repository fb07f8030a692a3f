import { COLLECTIONS } from '@fixwell/common/collections';
import { serverTimestamp, where } from 'firebase/firestore';
import { describe, it } from 'vitest';

import { operationsOn } from './support/collection-operations';
import { LAST_WEEK, PEOPLE } from './support/fixtures';
import { dbAs, seed, toAllow, toDeny, useRulesEnvironment } from './support/rules-env';

const { owner: customer, company, otherCompany, deactivatedCompany } = PEOPLE;
const companies = operationsOn(COLLECTIONS.companies);

/** acme is public; zenith and the deactivated company are not (yet); hush is suspended. */
function companyDoc(uid: string, isPublic: boolean): Record<string, unknown> {
  return {
    ownerId: uid,
    businessName: `${uid} Ltd`,
    slug: `${uid}-ls1`,
    mainTrade: 'plumber',
    trades: ['plumber'],
    baseDistrict: 'LS1',
    town: 'Leeds',
    public: isPublic,
    suspended: false,
    postcodeAreas: ['LS'],
    coverageKeys: ['plumber|LS'],
    rating: 4.5,
    reviewCount: 3,
    createdAt: LAST_WEEK,
    updatedAt: LAST_WEEK,
  };
}

/** What saveBranding and the logo upload write; no client writes it. */
const BRANDING = {
  tradingName: 'Acme Heating',
  brandColour: '#1d4ed8',
  logoUrl: '/api/company-logos/acme/0123456789abcdef0123456789abcdef.png',
  footerText: 'Registered in England and Wales, no. 01234567.',
};
const SPOOFED_BRANDING = {
  tradingName: 'Totally Official Gas Board',
  brandColour: '#ffff00',
  logoUrl: 'https://evil.example/logo.svg',
  footerText: 'Pay into account 12345678.',
};

const isPublic = where('public', '==', true);
const SUSPENDED = 'hush';
const edit = (changes: Record<string, unknown>) => ({ ...changes, updatedAt: serverTimestamp() });

useRulesEnvironment({
  seedEach: async (db) => {
    await companies.set(db, company.uid, { ...companyDoc(company.uid, true), branding: BRANDING });
    await companies.set(db, otherCompany.uid, companyDoc(otherCompany.uid, false));
    await companies.set(db, deactivatedCompany.uid, companyDoc(deactivatedCompany.uid, false));
    // Suspended by an admin, with `public` still true: the rules hide it from every get anyway.
    await companies.set(db, SUSPENDED, { ...companyDoc(SUSPENDED, true), suspended: true });
  },
});

describe('companies/{companyId}', () => {
  describe('anonymous visitor', () => {
    const db = () => dbAs.anonymous();

    it('get: allowed for a public company, denied for a hidden or suspended one', async () => {
      await toAllow(companies.get(db(), company.uid));
      await toDeny(companies.get(db(), otherCompany.uid));
      await toDeny(companies.get(db(), SUSPENDED));
    });
    it('list: allowed when the query is limited to public companies', async () => {
      await toAllow(companies.list(db(), isPublic));
      await toAllow(companies.list(db(), isPublic, where('slug', '==', 'acme-ls1')));
    });
    it('list: denied for the whole collection', async () => {
      await toDeny(companies.list(db()));
    });
    it("get: a public company's branding is readable with the rest of its profile", async () => {
      await toAllow(companies.get(db(), company.uid));
    });
    it('create, update, delete: denied', async () => {
      await toDeny(companies.set(db(), 'intruder', companyDoc('intruder', true)));
      await toDeny(companies.update(db(), company.uid, edit({ description: 'Spam' })));
      await toDeny(companies.delete(db(), company.uid));
    });
  });

  describe('owner (active company)', () => {
    const db = () => dbAs.company();
    const update = (changes: Record<string, unknown>) =>
      companies.update(db(), company.uid, changes);

    it('get: allowed on its own company', async () => {
      await toAllow(companies.get(db(), company.uid));
    });
    it('get: allowed on its own company before the function has created it', async () => {
      await seed((admin) => companies.delete(admin, company.uid));
      await toAllow(companies.get(db(), company.uid));
    });
    it('update: denied, even for its description (updateCompanyProfile edits it)', async () => {
      await toDeny(
        update(
          edit({
            description: 'Family-run plumbers serving Leeds since 1998.',
            phone: '0113 496 0000',
            website: 'https://acme-plumbing.example.co.uk',
          }),
        ),
      );
      await toDeny(update(edit({ website: '' })));
      await toDeny(companies.set(db(), company.uid, companyDoc(company.uid, true)));
    });
    it('update: denied when publishing, hiding or unsuspending itself', async () => {
      await toDeny(update(edit({ public: false })));
      await seed((admin) => companies.update(admin, company.uid, { public: false }));
      await toDeny(update(edit({ public: true, publishedAt: serverTimestamp() })));
      await seed((admin) => companies.update(admin, company.uid, { suspended: true }));
      await toDeny(update(edit({ suspended: false })));
    });
    it('update: denied for badges, coverage, slug, ownership, trades, name or place', async () => {
      await toDeny(update(edit({ verifiedBadges: [{ id: 'gas-safe', checkedOn: '2026-11-22' }] })));
      await toDeny(update(edit({ badges: ['gas-safe', 'insured'] })));
      await toDeny(update(edit({ coverageKeys: ['plumber|LS', 'plumber|M', 'plumber|B'] })));
      await toDeny(update(edit({ postcodeAreas: ['LS', 'M'] })));
      await toDeny(
        update(edit({ coverage: { mode: 'radius', areas: [], districts: [], radiusMiles: 50 } })),
      );
      await toDeny(update(edit({ slug: 'best-plumber-in-leeds' })));
      await toDeny(update(edit({ ownerId: customer.uid })));
      await toDeny(update(edit({ trades: ['plumber', 'electrician', 'roofer'] })));
      await toDeny(update(edit({ mainTrade: 'electrician' })));
      await toDeny(update(edit({ businessName: 'Renamed Ltd' })));
      await toDeny(update(edit({ baseDistrict: 'M1', town: 'Manchester' })));
      await toDeny(update(edit({ basePostcode: 'M1 1AE' })));
      await toDeny(update(edit({ rating: 5, reviewCount: 999 })));
    });
    it('update: denied for the review figures, which only functions compute', async () => {
      await toDeny(
        update(edit({ ratingDistribution: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 40 } })),
      );
      await toDeny(update(edit({ 'hiddenReviews.count': 0 })));
      await toDeny(update(edit({ firstResponseMedianMinutes: 1 })));
    });
    it('update: denied for its branding, which only functions write (contrast, logo checks)', async () => {
      await toDeny(update(edit({ branding: SPOOFED_BRANDING })));
      await toDeny(update(edit({ 'branding.logoUrl': 'https://evil.example/logo.svg' })));
    });
    it('get: allowed on its own company while suspended', async () => {
      await seed((admin) => companies.update(admin, company.uid, { suspended: true }));
      await toAllow(companies.get(db(), company.uid));
    });
    it('create: denied, even for its own uid', async () => {
      await seed((admin) => companies.delete(admin, company.uid));
      await toDeny(companies.set(db(), company.uid, companyDoc(company.uid, false)));
    });
    it('delete: denied', async () => {
      await toDeny(companies.delete(db(), company.uid));
    });
  });

  describe('other company', () => {
    const db = () => dbAs.otherCompany();

    it('get: allowed for a public company, denied for a hidden or suspended one', async () => {
      await toAllow(companies.get(db(), company.uid));
      await toDeny(companies.get(db(), deactivatedCompany.uid));
      await toDeny(companies.get(db(), SUSPENDED));
    });
    it('update: denied on a competitor', async () => {
      await toDeny(companies.update(db(), company.uid, edit({ description: 'Avoid them' })));
    });
    it("update: denied for a competitor's branding", async () => {
      await toDeny(companies.update(db(), company.uid, edit({ branding: SPOOFED_BRANDING })));
      await toDeny(companies.update(db(), company.uid, edit({ 'branding.logoUrl': null })));
    });
    it('delete: denied on a competitor', async () => {
      await toDeny(companies.delete(db(), company.uid));
    });
  });

  describe('customer', () => {
    const db = () => dbAs.owner();

    it('get and list: public companies only', async () => {
      await toAllow(companies.get(db(), company.uid));
      await toAllow(companies.list(db(), isPublic));
      await toDeny(companies.get(db(), otherCompany.uid));
      await toDeny(companies.get(db(), SUSPENDED));
      await toDeny(companies.list(db()));
    });
    it('create: denied (companies come from company sign-up)', async () => {
      await toDeny(companies.set(db(), customer.uid, companyDoc(customer.uid, true)));
    });
    it('update: denied', async () => {
      await toDeny(companies.update(db(), company.uid, edit({ phone: '0800 000 000' })));
    });
  });

  describe('admin', () => {
    const db = () => dbAs.admin();

    it('get and list: every company, public or not', async () => {
      await toAllow(companies.get(db(), otherCompany.uid));
      await toAllow(companies.list(db()));
    });
    it('get: allowed on a suspended company', async () => {
      await toAllow(companies.get(db(), SUSPENDED));
    });
    it('update: denied, even to publish, hide or suspend (the admin callables do it)', async () => {
      await toDeny(companies.update(db(), otherCompany.uid, edit({ public: true })));
      await toDeny(companies.update(db(), company.uid, edit({ public: false })));
      await toDeny(companies.update(db(), company.uid, edit({ suspended: true })));
      await toDeny(companies.update(db(), company.uid, edit({ verifiedBadges: [], badges: [] })));
      await toDeny(companies.update(db(), company.uid, edit({ description: 'Edited by admin' })));
      await toDeny(companies.update(db(), company.uid, edit({ slug: 'renamed' })));
      await toDeny(companies.update(db(), company.uid, edit({ rating: 1, reviewCount: 0 })));
    });
    it('create and delete: denied (functions only)', async () => {
      await toDeny(companies.set(db(), 'new-co', companyDoc('new-co', true)));
      await toDeny(companies.delete(db(), company.uid));
    });
  });

  describe('deactivated company', () => {
    const db = () => dbAs.deactivatedCompany();

    it('get: allowed on its own company', async () => {
      await toAllow(companies.get(db(), deactivatedCompany.uid));
    });
    it('update: denied, even for its description', async () => {
      await toDeny(
        companies.update(db(), deactivatedCompany.uid, edit({ description: 'Back soon' })),
      );
    });
  });

  describe('deactivated admin', () => {
    const db = () => dbAs.deactivatedAdmin();

    it('get, list and publish: no admin reach any more', async () => {
      await toDeny(companies.get(db(), otherCompany.uid));
      await toDeny(companies.list(db()));
      await toDeny(companies.update(db(), otherCompany.uid, edit({ public: true })));
    });
  });
});
