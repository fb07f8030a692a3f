import type { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';

import {
  publishCompanyProfileCallable,
  unpublishCompanyProfileCallable,
} from '@fixwell/common/callables';
import { COLLECTIONS } from '@fixwell/common/collections';
import {
  PUBLISH_MESSAGES,
  READINESS_LABELS,
  type PublishStateResult,
} from '@fixwell/common/companies/profile-readiness';

import { adminAuth, adminDb, callFailure } from '../testing/emulators';
import { seedCompany } from '../testing/quote-fixtures';
import { clientPerTest, seedUser } from '../testing/user-fixtures';

const COMPANY = 'acme-plumbing';
const { client, signIn } = clientPerTest();

const companyRef = (uid = COMPANY) => adminDb().collection(COLLECTIONS.companies).doc(uid);
const insuranceRef = (uid = COMPANY) =>
  adminDb().collection(COLLECTIONS.verificationChecks).doc(`${uid}_insurance`);

const DESCRIPTION =
  'Family-run plumbers in Headingley: boilers fitted and serviced, leaks fixed, bathrooms ' +
  'plumbed in, with a two-year guarantee on our work.';

/** A company with every required part done but the insurance check, hidden. */
async function seedReadyCompany(uid = COMPANY): Promise<string> {
  const email = await seedCompany(uid);
  await companyRef(uid).update({
    public: false,
    legalForm: 'sole-trader',
    description: DESCRIPTION,
    phone: '0113 496 0000',
  });
  return email;
}

async function submitInsurance(uid = COMPANY, status = 'submitted'): Promise<void> {
  await insuranceRef(uid).set({ companyId: uid, type: 'insurance', status });
}

const publish = () => client().call<PublishStateResult>(publishCompanyProfileCallable.name);
const unpublish = () => client().call<PublishStateResult>(unpublishCompanyProfileCallable.name);
const stored = async (uid = COMPANY) => (await companyRef(uid).get()).data()!;

describe('publishCompanyProfile', () => {
  it('refuses until the insurance is sent, naming what is missing, then publishes once', async () => {
    await signIn(await seedReadyCompany());

    const refusal = await callFailure(publish());
    expect(refusal.code).toBe('functions/failed-precondition');
    expect(refusal.message).toBe(`${PUBLISH_MESSAGES.notReady} ${READINESS_LABELS.insurance}.`);
    expect(refusal.details).toEqual({ missing: [READINESS_LABELS.insurance] });
    expect((await stored()).public).toBe(false);

    await submitInsurance();
    const before = Date.now();
    const answer = await publish();
    expect(answer.public).toBe(true);
    expect(answer.slug).toBe(COMPANY);
    expect(Date.parse(answer.publishedAt!)).toBeGreaterThanOrEqual(before - 5_000);
    const company = await stored();
    expect(company.public).toBe(true);
    const firstPublishedAt = (company.publishedAt as Timestamp).toMillis();

    // Publishing again, or after hiding, keeps the first publication's date.
    expect((await publish()).publishedAt).toBe(answer.publishedAt);
    expect((await unpublish()).public).toBe(false);
    expect((await stored()).public).toBe(false);
    const again = await publish();
    expect(again.public).toBe(true);
    expect(((await stored()).publishedAt as Timestamp).toMillis()).toBe(firstPublishedAt);
  });

  it('lists every missing part of a new company', async () => {
    const email = await seedCompany(COMPANY);
    await companyRef().update({ public: false, phone: '', description: 'Plumbers.' });
    await signIn(email);
    const refusal = await callFailure(publish());
    expect(refusal.code).toBe('functions/failed-precondition');
    expect(refusal.details).toEqual({
      missing: [
        READINESS_LABELS.business,
        READINESS_LABELS.description,
        READINESS_LABELS.contact,
        READINESS_LABELS.insurance,
      ],
    });
  });

  it('does not count a rejected or expired insurance check', async () => {
    await signIn(await seedReadyCompany());
    for (const status of ['rejected', 'expired']) {
      await submitInsurance(COMPANY, status);
      expect((await callFailure(publish())).code).toBe('functions/failed-precondition');
    }
    await submitInsurance(COMPANY, 'verified');
    expect((await publish()).public).toBe(true);
  });

  it('never publishes a suspended company', async () => {
    await signIn(await seedReadyCompany());
    await submitInsurance();
    await companyRef().update({ suspended: true });
    const refusal = await callFailure(publish());
    expect(refusal).toMatchObject({
      code: 'functions/failed-precondition',
      message: PUBLISH_MESSAGES.suspended,
    });
    expect((await stored()).public).toBe(false);
  });

  it('acts only on the caller’s own company, and only for an active company', async () => {
    await seedReadyCompany();
    await submitInsurance();
    // Another company, not ready: publishing publishes its own (refused), never acme's.
    const other = await seedCompany('other-co');
    await companyRef('other-co').update({ public: false, phone: '' });
    await signIn(other);
    expect((await callFailure(publish())).code).toBe('functions/failed-precondition');
    expect((await stored()).public).toBe(false);
    await client().auth.signOut();

    for (const role of ['customer', 'admin'] as const) {
      await signIn(await seedUser(`a-${role}`, role));
      const refusal = await callFailure(publish());
      expect(refusal).toMatchObject({
        code: 'functions/permission-denied',
        message: PUBLISH_MESSAGES.companiesOnly,
      });
      expect((await callFailure(unpublish())).code).toBe('functions/permission-denied');
      await client().auth.signOut();
    }

    await adminDb().collection(COLLECTIONS.users).doc(COMPANY).update({ active: false });
    const owner = (await adminAuth().getUser(COMPANY)).email!;
    await signIn(owner);
    expect((await callFailure(publish())).code).toBe('functions/permission-denied');
    expect((await stored()).public).toBe(false);
  });

  it('refuses visitors who are not signed in', async () => {
    expect((await callFailure(publish())).code).toBe('functions/unauthenticated');
    expect((await callFailure(unpublish())).code).toBe('functions/unauthenticated');
  });

  it('refuses any input', async () => {
    await signIn(await seedReadyCompany());
    const refusal = await callFailure(
      client().call(publishCompanyProfileCallable.name, { public: true }),
    );
    expect(refusal.code).toBe('functions/invalid-argument');
  });
});

describe('unpublishCompanyProfile', () => {
  it('hides a published profile and keeps it hidden when called again', async () => {
    await signIn(await seedCompany(COMPANY));
    expect((await stored()).public).toBe(true);
    const answer = await unpublish();
    expect(answer).toMatchObject({ public: false, slug: COMPANY });
    expect((await stored()).public).toBe(false);
    expect((await unpublish()).public).toBe(false);
  });

  it('lets a suspended company stay hidden', async () => {
    await signIn(await seedCompany(COMPANY));
    await companyRef().update({ suspended: true, public: false });
    expect((await unpublish()).public).toBe(false);
  });
});
