import { describe, expect, it } from 'vitest';

import { updateCompanyProfileCallable } from '@fixwell/common/callables';
import { COLLECTIONS } from '@fixwell/common/collections';
import {
  COMPANY_PROFILE_MESSAGES,
  type UpdateCompanyProfileInput,
} from '@fixwell/common/companies/company-profile';
import { WEEKDAYS } from '@fixwell/common/company';

import { adminDb, callFailure } from '../testing/emulators';
import { seedCompany } from '../testing/quote-fixtures';
import { clientPerTest, seedUser } from '../testing/user-fixtures';

const COMPANY = 'acme-plumbing';
const { client, signIn } = clientPerTest();

const companyRef = (uid = COMPANY) => adminDb().collection(COLLECTIONS.companies).doc(uid);
const privateRef = (uid = COMPANY) => adminDb().collection(COLLECTIONS.companyPrivate).doc(uid);

const save = (data: unknown) =>
  client().call<{ slug: string }>(updateCompanyProfileCallable.name, data);

const hours = (open: boolean) => ({
  open,
  opens: open ? '08:00' : '',
  closes: open ? '17:00' : '',
});

const FORM: UpdateCompanyProfileInput = {
  businessName: 'Acme Plumbing & Heating',
  legalForm: 'limited-company',
  companiesHouseNumber: 'sc123456',
  vatNumber: 'GB 123 4567 89',
  description: 'Family-run plumbers in Headingley.',
  phone: '0113 496 0000',
  website: 'https://acme.example',
  leadEmail: 'jobs@acme.example',
  socialLinks: { facebook: 'https://www.facebook.com/acme' },
  openingHours: {
    days: Object.fromEntries(
      WEEKDAYS.map((day) => [day, hours(day !== 'sun')]),
    ) as UpdateCompanyProfileInput['openingHours']['days'],
    note: 'Emergency call-outs at any hour',
  },
};

describe('updateCompanyProfile', () => {
  it('saves public fields on the company and private ones beside it, keeping the slug', async () => {
    await signIn(await seedCompany(COMPANY, { slug: 'acme-plumbing-leeds' }));
    expect(await save(FORM)).toEqual({ slug: 'acme-plumbing-leeds' });

    const company = (await companyRef().get()).data()!;
    expect(company).toMatchObject({
      businessName: 'Acme Plumbing & Heating',
      slug: 'acme-plumbing-leeds',
      legalForm: 'limited-company',
      companiesHouseNumber: 'SC123456',
      description: 'Family-run plumbers in Headingley.',
      phone: '0113 496 0000',
      website: 'https://acme.example/',
      socialLinks: { facebook: 'https://www.facebook.com/acme' },
      openingHours: {
        days: expect.objectContaining({ mon: { opens: '08:00', closes: '17:00' }, sun: null }),
        note: 'Emergency call-outs at any hour',
      },
    });
    // Nothing private on the document anyone may read.
    expect(company).not.toHaveProperty('leadEmail');
    expect(company).not.toHaveProperty('vatNumber');
    expect(JSON.stringify(company)).not.toContain('jobs@acme.example');
    expect((await privateRef().get()).data()).toMatchObject({
      ownerId: COMPANY,
      basePostcode: 'LS1 4AP',
      leadEmail: 'jobs@acme.example',
      vatNumber: 'GB123456789',
    });

    // Blank fields are removed; the slug stays after a rename.
    await save({
      ...FORM,
      businessName: 'Acme Heating',
      legalForm: 'sole-trader',
      vatNumber: '',
      website: '',
      leadEmail: '',
      socialLinks: {},
    });
    const renamed = (await companyRef().get()).data()!;
    expect(renamed.businessName).toBe('Acme Heating');
    expect(renamed.slug).toBe('acme-plumbing-leeds');
    expect(renamed).not.toHaveProperty('companiesHouseNumber');
    expect(renamed).not.toHaveProperty('website');
    expect(renamed).not.toHaveProperty('socialLinks');
    const privately = (await privateRef().get()).data()!;
    expect(privately.leadEmail).toBeNull();
    expect(privately).not.toHaveProperty('vatNumber');
  });

  it('answers invalid-argument with each field’s message', async () => {
    await signIn(await seedCompany(COMPANY));
    const failure = await callFailure(
      save({
        ...FORM,
        companiesHouseNumber: 'AB12',
        vatNumber: 'GB1',
        website: 'http://acme.example',
        socialLinks: { instagram: 'https://www.facebook.com/acme' },
        openingHours: {
          ...FORM.openingHours,
          days: { ...FORM.openingHours.days, mon: { open: true, opens: '18:00', closes: '09:00' } },
        },
      }),
    );
    expect(failure.code).toBe('functions/invalid-argument');
    expect(failure.message).toBe(COMPANY_PROFILE_MESSAGES.invalid);
    expect(failure.details).toEqual({
      fields: {
        companiesHouseNumber: COMPANY_PROFILE_MESSAGES.companiesHouseFormat,
        vatNumber: COMPANY_PROFILE_MESSAGES.vatFormat,
        website: COMPANY_PROFILE_MESSAGES.website,
        'socialLinks.instagram': expect.stringContaining('Instagram'),
        'openingHours.days.mon.closes': COMPANY_PROFILE_MESSAGES.closesAfterOpens,
      },
    });
    expect((await companyRef().get()).data()).not.toHaveProperty('legalForm');
  });

  it('writes only the caller’s own company', async () => {
    await seedCompany('rival-co');
    await signIn(await seedCompany(COMPANY));
    await save({ ...FORM, companyId: 'rival-co', slug: 'stolen', public: false });
    const rival = (await companyRef('rival-co').get()).data()!;
    expect(rival.businessName).toBe('Company rival-co');
    expect((await privateRef('rival-co').get()).data()).toMatchObject({ leadEmail: null });
    expect((await privateRef('rival-co').get()).data()).not.toHaveProperty('vatNumber');
    const own = (await companyRef().get()).data()!;
    expect(own.slug).toBe(COMPANY);
    expect(own.public).toBe(true);
  });

  it('refuses anyone but an active company', async () => {
    expect((await callFailure(save(FORM))).code).toBe('functions/unauthenticated');
    for (const role of ['customer', 'admin'] as const) {
      await signIn(await seedUser(`${role}-1`, role));
      expect(await callFailure(save(FORM))).toEqual({
        code: 'functions/permission-denied',
        message: COMPANY_PROFILE_MESSAGES.notCompany,
        details: undefined,
      });
    }
    await signIn(await seedCompany(COMPANY));
    await adminDb().collection(COLLECTIONS.users).doc(COMPANY).update({ active: false });
    expect((await callFailure(save(FORM))).code).toBe('functions/permission-denied');
    expect((await companyRef().get()).data()).not.toHaveProperty('legalForm');
  });
});
