import { COLLECTIONS } from '@fixwell/common/collections';
import { limit, orderBy, serverTimestamp, where } from 'firebase/firestore';
import { describe, it } from 'vitest';

import { operationsOn } from './support/collection-operations';
import { LAST_WEEK, PEOPLE } from './support/fixtures';
import { dbAs, toAllow, toDeny, useRulesEnvironment } from './support/rules-env';

const { company, otherCompany, deactivatedCompany } = PEOPLE;
const checks = operationsOn(COLLECTIONS.verificationChecks);
const evidence = operationsOn(COLLECTIONS.companyEvidence);
const companies = operationsOn(COLLECTIONS.companies);

/** A check as submitVerificationCheck writes it. */
const storedCheck = (companyId: string, status = 'submitted') => ({
  companyId,
  companyName: `${companyId} Ltd`,
  type: 'insurance',
  status,
  details: {
    insurer: 'Hiscox',
    policyNumber: 'PL-1',
    coverPence: 200_000_000,
    expiresOn: '2027-06-01',
  },
  evidence: [
    { fileId: 'f'.repeat(32), name: 'cert.pdf', contentType: 'application/pdf', bytes: 900 },
  ],
  submittedAt: LAST_WEEK,
  reviewedAt: null,
  reviewedBy: null,
  rejectionReason: null,
  checkedOn: null,
  expiresOn: null,
  expiryWarnedAt: null,
});

const storedEvidence = (uploaderId: string) => ({
  uploaderId,
  name: 'cert.pdf',
  contentType: 'application/pdf',
  bytes: 900,
  createdAt: LAST_WEEK,
});

const companyDoc = (uid: string) => ({
  ownerId: uid,
  businessName: `${uid} Ltd`,
  slug: `${uid}-leeds`,
  mainTrade: 'plumber',
  trades: ['plumber'],
  public: true,
  postcodeAreas: ['LS'],
  coverageKeys: ['plumber|LS'],
  rating: 0,
  reviewCount: 0,
  createdAt: LAST_WEEK,
  updatedAt: LAST_WEEK,
});

const ACME = `${company.uid}_insurance`;
const ZENITH = `${otherCompany.uid}_insurance`;
const CLOSED = `${deactivatedCompany.uid}_insurance`;
const FILE = 'a'.repeat(32);

/** The company's own checks, as the checks list queries them. */
const checksOf = (uid: string) => [where('companyId', '==', uid), limit(20)];
/** The admin's vetting queue. */
const queue = [where('status', '==', 'submitted'), orderBy('submittedAt'), limit(20)];

useRulesEnvironment({
  seedEach: async (db) => {
    await checks.set(db, ACME, storedCheck(company.uid));
    await checks.set(db, ZENITH, storedCheck(otherCompany.uid));
    await checks.set(db, CLOSED, storedCheck(deactivatedCompany.uid));
    await evidence.set(db, FILE, storedEvidence(company.uid));
    await companies.set(db, company.uid, companyDoc(company.uid));
  },
});

describe('verificationChecks/{companyId}_{type}', () => {
  describe('company (its own checks)', () => {
    const db = () => dbAs.company();
    it('get and list: its own checks only', async () => {
      await toAllow(checks.get(db(), ACME));
      await toAllow(checks.list(db(), ...checksOf(company.uid)));
      await toDeny(checks.get(db(), ZENITH));
      await toDeny(checks.list(db(), ...checksOf(otherCompany.uid)));
      await toDeny(checks.list(db(), ...queue));
    });
    it('create, update, delete: denied, above all marking its own check verified', async () => {
      await toDeny(checks.update(db(), ACME, { status: 'verified', checkedOn: '2026-11-24' }));
      await toDeny(
        checks.set(db(), `${company.uid}_gas-safe`, storedCheck(company.uid, 'verified')),
      );
      await toDeny(
        checks.set(db(), `${company.uid}_niceic`, {
          ...storedCheck(company.uid),
          type: 'niceic',
          submittedAt: serverTimestamp(),
        }),
      );
      await toDeny(checks.delete(db(), ACME));
    });
    it('companies: denied giving itself a badge', async () => {
      await toDeny(
        companies.update(db(), company.uid, {
          verifiedBadges: [{ id: 'insured', checkedOn: '2026-11-24' }],
          badges: ['insured'],
        }),
      );
      await toDeny(companies.update(db(), company.uid, { suspended: false }));
    });
  });

  describe('other company', () => {
    const db = () => dbAs.otherCompany();
    it("get and list: denied on another company's checks", async () => {
      await toDeny(checks.get(db(), ACME));
      await toDeny(checks.list(db(), ...checksOf(company.uid)));
      await toAllow(checks.list(db(), ...checksOf(otherCompany.uid)));
    });
    it('update: denied', async () => {
      await toDeny(checks.update(db(), ACME, { status: 'rejected', rejectionReason: 'spite' }));
    });
  });

  describe('deactivated company', () => {
    it('get and list: denied even on its own checks', async () => {
      await toDeny(checks.get(dbAs.deactivatedCompany(), CLOSED));
      await toDeny(checks.list(dbAs.deactivatedCompany(), ...checksOf(deactivatedCompany.uid)));
    });
  });

  describe('customer', () => {
    it('get, list and writes: denied', async () => {
      await toDeny(checks.get(dbAs.owner(), ACME));
      await toDeny(checks.list(dbAs.owner(), ...queue));
      await toDeny(checks.update(dbAs.owner(), ACME, { status: 'verified' }));
    });
  });

  describe('anonymous visitor', () => {
    it('get and list: denied', async () => {
      await toDeny(checks.get(dbAs.anonymous(), ACME));
      await toDeny(checks.list(dbAs.anonymous(), ...queue));
    });
  });

  describe('admin', () => {
    const db = () => dbAs.admin();
    it('get and list: every check, and the vetting queue', async () => {
      await toAllow(checks.get(db(), ZENITH));
      await toAllow(checks.list(db(), ...queue));
      await toAllow(checks.list(db(), ...checksOf(company.uid)));
    });
    it('writes: denied (verdicts go through reviewVerificationCheck, which is audited)', async () => {
      await toDeny(checks.update(db(), ACME, { status: 'verified' }));
      await toDeny(checks.set(db(), `${company.uid}_fensa`, storedCheck(company.uid)));
      await toDeny(checks.delete(db(), ACME));
    });
  });

  describe('deactivated admin', () => {
    it('get and list: denied', async () => {
      await toDeny(checks.get(dbAs.deactivatedAdmin(), ACME));
      await toDeny(checks.list(dbAs.deactivatedAdmin(), ...queue));
    });
  });
});

describe('companyEvidence/{id}', () => {
  it('is read and written by functions only: even the uploader and admins are denied', async () => {
    for (const db of [dbAs.company(), dbAs.admin(), dbAs.otherCompany(), dbAs.anonymous()]) {
      await toDeny(evidence.get(db, FILE));
      await toDeny(evidence.list(db, where('uploaderId', '==', company.uid), limit(5)));
    }
    await toDeny(evidence.set(dbAs.company(), 'b'.repeat(32), storedEvidence(company.uid)));
    await toDeny(evidence.update(dbAs.company(), FILE, { uploaderId: otherCompany.uid }));
    await toDeny(evidence.delete(dbAs.admin(), FILE));
  });
});
