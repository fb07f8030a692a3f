import { describe, expect, it } from 'vitest';

import { updateCompanyProfileSchema } from '@fixwell/common/companies/company-profile';
import { WEEKDAYS } from '@fixwell/common/company';

import { changedFields, fieldMessages, profileWrites } from './company-profile-update';

const closedWeek = Object.fromEntries(
  WEEKDAYS.map((day) => [day, { open: false, opens: '', closes: '' }]),
) as never;

const parse = (overrides: Record<string, unknown> = {}) =>
  updateCompanyProfileSchema.parse({
    businessName: 'Acme Plumbing',
    legalForm: 'sole-trader',
    companiesHouseNumber: '',
    vatNumber: 'GB123456789',
    description: 'We fix leaks.',
    phone: '07700 900123',
    website: '',
    leadEmail: 'jobs@acme.example',
    socialLinks: {},
    openingHours: { days: closedWeek, note: '' },
    ...overrides,
  });

describe('profileWrites', () => {
  it('puts the lead email and VAT number on the private document only', () => {
    const writes = profileWrites(parse());
    expect(writes.private).toEqual({ leadEmail: 'jobs@acme.example', vatNumber: 'GB123456789' });
    expect(Object.keys(writes.company)).not.toContain('leadEmail');
    expect(Object.keys(writes.company)).not.toContain('vatNumber');
    expect(JSON.stringify(writes.company)).not.toContain('jobs@acme.example');
  });

  it('never touches the slug, and removes what was left blank', () => {
    const writes = profileWrites(parse({ businessName: 'A New Name' }));
    expect(writes.company).not.toHaveProperty('slug');
    expect(writes.company).toMatchObject({
      businessName: 'A New Name',
      companiesHouseNumber: null,
      website: null,
      socialLinks: null,
      openingHours: null,
    });
  });

  it('keeps the social links given', () => {
    const writes = profileWrites(
      parse({ socialLinks: { instagram: 'https://www.instagram.com/acme' } }),
    );
    expect(writes.company.socialLinks).toEqual({ instagram: 'https://www.instagram.com/acme' });
  });
});

describe('changedFields', () => {
  it('names the fields whose value differs', () => {
    expect(
      changedFields(
        { businessName: 'Acme', phone: '0113 496 0000', website: undefined },
        { businessName: 'Acme', phone: null, website: null },
      ),
    ).toEqual(['phone']);
  });
});

describe('fieldMessages', () => {
  it('keeps the first message of each field by its dotted path', () => {
    expect(
      fieldMessages([
        { path: ['phone'], message: 'first' },
        { path: ['phone'], message: 'second' },
        { path: ['openingHours', 'days', 'mon', 'closes'], message: 'late' },
        { path: [], message: 'whole form' },
      ]),
    ).toEqual({ phone: 'first', 'openingHours.days.mon.closes': 'late', form: 'whole form' });
  });
});
