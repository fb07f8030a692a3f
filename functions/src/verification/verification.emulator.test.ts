import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';

import { londonDateOf } from '@fixwell/common/london-time';
import { COLLECTIONS } from '@fixwell/common/collections';
import { addDays, VERIFICATION_MESSAGES } from '@fixwell/common/companies/verification';

import {
  adminDb,
  API_URL,
  callFailure,
  clearEmulators,
  closeAdmin,
  getFile,
  idTokenOf,
  mailTo,
  notificationsOf,
  postFile,
  type WebClient,
} from '../testing/emulators';
import { seedCompanyDocument, testPeople } from '../testing/user-fixtures';
import { checkInsuranceExpiryNow } from './check-insurance-expiry';

const EVIDENCE_URL = `${API_URL}/company-evidence`;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(32, 1),
]);
const DAY = 24 * 60 * 60 * 1000;

const people = testPeople();
const db = () => adminDb();

beforeEach(async () => {
  await clearEmulators();
  await Promise.all([
    people.seed('acme', 'company'),
    people.seed('zenith', 'company'),
    people.seed('alice', 'customer'),
    people.seed('root', 'admin'),
  ]);
  await Promise.all(
    ['acme', 'zenith'].map((uid) =>
      seedCompanyDocument(uid, {
        verifiedBadges: [{ id: 'gas-safe', checkedOn: '2026-01-05' }],
        badges: ['gas-safe'],
      }),
    ),
  );
});
afterEach(people.closeClients);
afterAll(closeAdmin);

const upload = async (
  client: WebClient | null,
  bytes: Buffer,
  contentType: string,
  name = 'cert.pdf',
) =>
  postFile(
    `${EVIDENCE_URL}?${new URLSearchParams({ name })}`,
    bytes,
    contentType,
    client ? await idTokenOf(client) : undefined,
  );
const fetchAs = async (id: string, client: WebClient) =>
  getFile(`${EVIDENCE_URL}/${id}`, await idTokenOf(client));

const today = () => londonDateOf(Date.now());
const insurance = (fileId: string, expiresOn = addDays(today(), 365)) => ({
  type: 'insurance',
  details: { insurer: 'Hiscox', policyNumber: 'PL-778899', coverPence: 2_000_000_00, expiresOn },
  evidence: [fileId],
});
const checkOf = async (id: string) =>
  (await db().collection(COLLECTIONS.verificationChecks).doc(id).get()).data();
const companyOf = async (uid: string) =>
  (await db().collection(COLLECTIONS.companies).doc(uid).get()).data();
async function auditOf(target: string) {
  const snapshot = await db()
    .collection(COLLECTIONS.adminAudit)
    .where('target', '==', target)
    .get();
  return snapshot.docs.map((doc) => doc.data());
}

/** Acme uploads a PDF and submits its insurance. */
async function submittedInsurance(expiresOn?: string) {
  const acme = await people.signedIn('acme');
  const file = await upload(acme, PDF, 'application/pdf');
  expect(file.status).toBe(201);
  await acme.call('submitVerificationCheck', insurance(String(file.body.fileId), expiresOn));
  return { acme, fileId: String(file.body.fileId) };
}

describe('evidence files', () => {
  it('a company uploads a PDF; it and admins fetch it privately, nobody else', async () => {
    const acme = await people.signedIn('acme');
    const { status, body } = await upload(acme, PDF, 'application/pdf', 'My cert.pdf');
    expect(status).toBe(201);
    expect(body).toEqual({
      fileId: expect.stringMatching(/^[0-9a-f]{32}$/),
      name: 'My cert.pdf',
      contentType: 'application/pdf',
      bytes: PDF.length,
    });
    const id = String(body.fileId);
    const own = await fetchAs(id, acme);
    expect(own.status).toBe(200);
    expect(own.headers.get('cache-control')).toBe('private, no-store');
    expect(Buffer.from(await own.arrayBuffer()).equals(PDF)).toBe(true);
    expect((await fetchAs(id, await people.signedIn('root'))).status).toBe(200);
    expect((await fetchAs(id, await people.signedIn('zenith'))).status).toBe(404);
    expect((await fetchAs(id, await people.signedIn('alice'))).status).toBe(404);
    expect((await fetch(`${EVIDENCE_URL}/${id}`)).status).toBe(401);
  });

  it('refuses the wrong type by content, an oversized file, customers and visitors', async () => {
    const acme = await people.signedIn('acme');
    const script = await upload(acme, Buffer.from('#!/bin/sh\necho hi'), 'application/pdf');
    expect(script).toEqual({ status: 415, body: { error: VERIFICATION_MESSAGES.evidenceType } });
    const mislabelled = await upload(acme, PNG, 'application/pdf');
    expect(mislabelled.status).toBe(415);
    expect((await upload(acme, PNG, 'image/png', 'card.png')).status).toBe(201);
    const big = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024, 0x20)]);
    expect(await upload(acme, big, 'application/pdf')).toEqual({
      status: 413,
      body: { error: VERIFICATION_MESSAGES.evidenceTooBig },
    });
    expect((await upload(await people.signedIn('alice'), PDF, 'application/pdf')).status).toBe(403);
    expect((await upload(null, PDF, 'application/pdf')).status).toBe(401);
  });
});

describe('submitVerificationCheck', () => {
  it('stores the check as submitted with its evidence', async () => {
    const { fileId } = await submittedInsurance();
    expect(await checkOf('acme_insurance')).toMatchObject({
      companyId: 'acme',
      companyName: 'acme Ltd',
      type: 'insurance',
      status: 'submitted',
      details: { insurer: 'Hiscox', policyNumber: 'PL-778899', coverPence: 2_000_000_00 },
      evidence: [{ fileId, name: 'cert.pdf', contentType: 'application/pdf', bytes: PDF.length }],
      reviewedAt: null,
      reviewedBy: null,
      rejectionReason: null,
      checkedOn: null,
      expiresOn: null,
      expiryWarnedAt: null,
    });
  });

  it("refuses another company's files, expired insurance, a second submission and customers", async () => {
    const zenith = await people.signedIn('zenith');
    const theirs = String((await upload(zenith, PDF, 'application/pdf')).body.fileId);
    const acme = await people.signedIn('acme');
    expect(
      await callFailure(acme.call('submitVerificationCheck', insurance(theirs))),
    ).toMatchObject({
      code: 'functions/permission-denied',
      message: VERIFICATION_MESSAGES.evidenceNotYours,
    });
    const mine = String((await upload(acme, PDF, 'application/pdf')).body.fileId);
    expect(
      await callFailure(acme.call('submitVerificationCheck', insurance(mine, '2026-03-03'))),
    ).toMatchObject({
      code: 'functions/invalid-argument',
      message: 'Your insurance expired on 3 March 2026: upload a current certificate',
      details: { fields: { 'details.expiresOn': expect.any(String) } },
    });
    await acme.call('submitVerificationCheck', insurance(mine));
    expect(await callFailure(acme.call('submitVerificationCheck', insurance(mine)))).toMatchObject({
      code: 'functions/failed-precondition',
      message: VERIFICATION_MESSAGES.alreadySubmitted,
    });
    const alice = await people.signedIn('alice');
    expect((await callFailure(alice.call('submitVerificationCheck', insurance(mine)))).code).toBe(
      'functions/permission-denied',
    );
  });
});

describe('reviewVerificationCheck', () => {
  it('verifying puts the dated badge on the company, tells it and is audited', async () => {
    await submittedInsurance(addDays(today(), 200));
    const root = await people.signedIn('root');
    expect(
      await root.call('reviewVerificationCheck', {
        companyId: 'acme',
        type: 'insurance',
        decision: 'verify',
      }),
    ).toEqual({ status: 'verified' });
    expect(await checkOf('acme_insurance')).toMatchObject({
      status: 'verified',
      checkedOn: today(),
      expiresOn: addDays(today(), 200),
      reviewedBy: { uid: 'root', email: people.emailOf('root') },
    });
    const acmeDoc = await companyOf('acme');
    expect(acmeDoc?.verifiedBadges).toEqual([
      { id: 'gas-safe', checkedOn: '2026-01-05' },
      { id: 'insured', checkedOn: today(), expiresOn: addDays(today(), 200) },
    ]);
    expect(acmeDoc?.badges).toEqual(['gas-safe', 'insured']);
    expect(await notificationsOf('acme', 'verification-verified')).toHaveLength(1);
    const mails = (await mailTo(people.emailOf('acme'))).filter(
      (m) => m.kind === 'verification-reviewed',
    );
    expect(mails).toHaveLength(1);
    const [entry] = await auditOf('companies/acme');
    expect(entry).toMatchObject({ action: 'verification.verify', actor: { uid: 'root' } });
  });

  it('rejecting needs a reason, tells the company it, and the company may resubmit', async () => {
    const { acme, fileId } = await submittedInsurance();
    const root = await people.signedIn('root');
    const base = { companyId: 'acme', type: 'insurance', decision: 'reject' };
    expect((await callFailure(root.call('reviewVerificationCheck', base))).code).toBe(
      'functions/invalid-argument',
    );
    const reason = 'the certificate is for another business — upload the right one';
    await root.call('reviewVerificationCheck', { ...base, reason });
    expect(await checkOf('acme_insurance')).toMatchObject({
      status: 'rejected',
      rejectionReason: reason,
    });
    expect((await companyOf('acme'))?.badges).toEqual(['gas-safe']);
    const [notice] = await notificationsOf('acme', 'verification-rejected');
    expect(notice?.body).toContain(reason);
    expect((await auditOf('companies/acme'))[0]).toMatchObject({
      action: 'verification.reject',
      reason,
    });
    await acme.call('submitVerificationCheck', insurance(fileId));
    expect((await checkOf('acme_insurance'))?.status).toBe('submitted');
  });

  it('is for active admins only, and only on a check waiting for review', async () => {
    await submittedInsurance();
    const input = { companyId: 'acme', type: 'insurance', decision: 'verify' };
    const acme = await people.signedIn('acme');
    expect((await callFailure(acme.call('reviewVerificationCheck', input))).code).toBe(
      'functions/permission-denied',
    );
    const root = await people.signedIn('root');
    expect(
      (await callFailure(root.call('reviewVerificationCheck', { ...input, type: 'niceic' }))).code,
    ).toBe('functions/not-found');
    await root.call('reviewVerificationCheck', input);
    expect((await callFailure(root.call('reviewVerificationCheck', input))).code).toBe(
      'functions/failed-precondition',
    );
    expect((await companyOf('acme'))?.badges).toEqual(['gas-safe', 'insured']);
  });
});

describe('setCompanySuspended', () => {
  it('hides the company with a private reason; lifting restores its public flag', async () => {
    const root = await people.signedIn('root');
    await root.call('setCompanySuspended', {
      companyId: 'acme',
      suspended: true,
      reason: 'Reports of work left unfinished',
    });
    expect(await companyOf('acme')).toMatchObject({ suspended: true, public: false });
    const privateDoc = (await db().collection(COLLECTIONS.companyPrivate).doc('acme').get()).data();
    expect(privateDoc).toMatchObject({
      suspendedReason: 'Reports of work left unfinished',
      publicBeforeSuspension: true,
    });
    expect(await notificationsOf('acme', 'company-suspended')).toHaveLength(1);
    await root.call('setCompanySuspended', {
      companyId: 'acme',
      suspended: false,
      reason: 'Work finished and checked',
    });
    expect(await companyOf('acme')).toMatchObject({ suspended: false, public: true });
    const lifted = (await db().collection(COLLECTIONS.companyPrivate).doc('acme').get()).data();
    expect(lifted?.suspendedReason).toBeUndefined();
    const actions = (await auditOf('companies/acme')).map((entry) => entry.action).sort();
    expect(actions).toEqual(['company.suspend', 'company.unsuspend']);
    expect(await notificationsOf('acme', 'company-reinstated')).toHaveLength(1);
  });

  it('needs a reason and an admin', async () => {
    const root = await people.signedIn('root');
    expect(
      (
        await callFailure(
          root.call('setCompanySuspended', { companyId: 'acme', suspended: true, reason: '' }),
        )
      ).message,
    ).toBe(VERIFICATION_MESSAGES.reasonRequired);
    const zenith = await people.signedIn('zenith');
    expect(
      (
        await callFailure(
          zenith.call('setCompanySuspended', {
            companyId: 'acme',
            suspended: true,
            reason: 'Spite',
          }),
        )
      ).code,
    ).toBe('functions/permission-denied');
    expect((await companyOf('acme'))?.public).toBe(true);
  });
});

describe('checkInsuranceExpiryNow', () => {
  it('warns once 30 days before the expiry, then removes the badge after it', async () => {
    const expiresOn = addDays(today(), 60);
    await submittedInsurance(expiresOn);
    const root = await people.signedIn('root');
    await root.call('reviewVerificationCheck', {
      companyId: 'acme',
      type: 'insurance',
      decision: 'verify',
    });
    // 31 days before: nothing yet.
    expect(await checkInsuranceExpiryNow(Date.now() + 29 * DAY)).toEqual({ warned: 0, expired: 0 });
    // 30 days before: one warning, and only one.
    expect(await checkInsuranceExpiryNow(Date.now() + 30 * DAY)).toEqual({ warned: 1, expired: 0 });
    expect(await checkInsuranceExpiryNow(Date.now() + 31 * DAY)).toEqual({ warned: 0, expired: 0 });
    expect(await notificationsOf('acme', 'insurance-expiring')).toHaveLength(1);
    expect((await checkOf('acme_insurance'))?.expiryWarnedAt).not.toBeNull();
    // The expiry day itself still counts as insured.
    expect(await checkInsuranceExpiryNow(Date.now() + 60 * DAY)).toEqual({ warned: 0, expired: 0 });
    // The day after: the badge goes, the check is expired, the company told.
    expect(await checkInsuranceExpiryNow(Date.now() + 61 * DAY)).toEqual({ warned: 0, expired: 1 });
    expect(await checkOf('acme_insurance')).toMatchObject({ status: 'expired', expiresOn: null });
    const acmeDoc = await companyOf('acme');
    expect(acmeDoc?.badges).toEqual(['gas-safe']);
    expect(acmeDoc?.verifiedBadges).toEqual([{ id: 'gas-safe', checkedOn: '2026-01-05' }]);
    const [expired] = await notificationsOf('acme', 'insurance-expired');
    expect(expired?.body).toContain('Your insurance expired on');
    const kinds = (await mailTo(people.emailOf('acme'))).map((m) => m.kind);
    expect(kinds.filter((kind) => kind === 'insurance-expiry')).toHaveLength(2);
    expect(await checkInsuranceExpiryNow(Date.now() + 62 * DAY)).toEqual({ warned: 0, expired: 0 });
  });

  it('a renewal waiting for review keeps the old badge until its day, then the verdict decides', async () => {
    const { acme } = await submittedInsurance(addDays(today(), 10));
    const root = await people.signedIn('root');
    const verify = { companyId: 'acme', type: 'insurance', decision: 'verify' };
    await root.call('reviewVerificationCheck', verify);
    // The company uploads its renewed policy before the old one lapses.
    const renewal = String((await upload(acme, PDF, 'application/pdf', 'renewal.pdf')).body.fileId);
    await acme.call('submitVerificationCheck', insurance(renewal, addDays(today(), 375)));
    expect(await checkOf('acme_insurance')).toMatchObject({
      status: 'submitted',
      expiresOn: addDays(today(), 10),
    });
    expect((await companyOf('acme'))?.badges).toEqual(['gas-safe', 'insured']);
    // No warning while the renewal waits; the old badge still lapses after its day.
    expect(await checkInsuranceExpiryNow(Date.now() + 5 * DAY)).toEqual({ warned: 0, expired: 0 });
    expect(await checkInsuranceExpiryNow(Date.now() + 11 * DAY)).toEqual({ warned: 0, expired: 1 });
    expect(await checkOf('acme_insurance')).toMatchObject({ status: 'submitted', expiresOn: null });
    expect((await companyOf('acme'))?.badges).toEqual(['gas-safe']);
    // Verifying the renewal puts the badge back with the new expiry.
    await root.call('reviewVerificationCheck', verify);
    expect((await companyOf('acme'))?.verifiedBadges).toContainEqual({
      id: 'insured',
      checkedOn: today(),
      expiresOn: addDays(today(), 375),
    });
  });
});
