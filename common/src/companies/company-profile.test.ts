import { describe, expect, it } from 'vitest';

import { WEEKDAYS } from '../company';
import {
  COMPANY_PROFILE_MESSAGES,
  httpsUrl,
  isCompaniesHouseNumber,
  socialLinkMessage,
  updateCompanyProfileSchema,
  updateWorkPhotosSchema,
  type UpdateCompanyProfileInput,
} from './company-profile';

const closed = { open: false, opens: '', closes: '' };
const weekdays = { open: true, opens: '08:00', closes: '17:30' };

function form(overrides: Partial<UpdateCompanyProfileInput> = {}): UpdateCompanyProfileInput {
  return {
    businessName: 'Acme Plumbing',
    legalForm: 'limited-company',
    companiesHouseNumber: 'sc 123456',
    vatNumber: 'gb 123 4567 89',
    description: '  Family-run plumbers in Leeds.  ',
    phone: '0113 496 0000',
    website: 'https://WWW.Acme.example/about',
    leadEmail: 'Jobs@Acme.example',
    socialLinks: { facebook: 'https://www.facebook.com/acme', instagram: '' },
    openingHours: {
      days: Object.fromEntries(
        WEEKDAYS.map((day) => [day, day === 'sat' || day === 'sun' ? closed : weekdays]),
      ) as UpdateCompanyProfileInput['openingHours']['days'],
      note: '24-hour call-outs',
    },
    ...overrides,
  };
}

/** The message on each field path of a refused form. */
function errors(input: UpdateCompanyProfileInput): Record<string, string> {
  const result = updateCompanyProfileSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('updateCompanyProfileSchema', () => {
  it('normalises what it keeps', () => {
    const parsed = updateCompanyProfileSchema.parse(form());
    expect(parsed).toEqual({
      businessName: 'Acme Plumbing',
      legalForm: 'limited-company',
      companiesHouseNumber: 'SC123456',
      vatNumber: 'GB123456789',
      description: 'Family-run plumbers in Leeds.',
      phone: '0113 496 0000',
      website: 'https://www.acme.example/about',
      leadEmail: 'jobs@acme.example',
      socialLinks: { facebook: 'https://www.facebook.com/acme' },
      openingHours: {
        days: {
          mon: { opens: '08:00', closes: '17:30' },
          tue: { opens: '08:00', closes: '17:30' },
          wed: { opens: '08:00', closes: '17:30' },
          thu: { opens: '08:00', closes: '17:30' },
          fri: { opens: '08:00', closes: '17:30' },
          sat: null,
          sun: null,
        },
        note: '24-hour call-outs',
      },
    });
  });

  it('turns blanks into nothing, and drops the Companies House number of a sole trader', () => {
    const parsed = updateCompanyProfileSchema.parse(
      form({
        legalForm: 'sole-trader',
        companiesHouseNumber: 'whatever',
        vatNumber: '',
        description: ' ',
        phone: '',
        website: '',
        leadEmail: '',
        socialLinks: {},
        openingHours: {
          days: Object.fromEntries(WEEKDAYS.map((day) => [day, closed])) as never,
          note: '',
        },
      }),
    );
    expect(parsed).toMatchObject({
      companiesHouseNumber: null,
      vatNumber: null,
      description: null,
      phone: null,
      website: null,
      leadEmail: null,
      socialLinks: {},
      openingHours: null,
    });
  });

  it('needs a Companies House number of the right shape for limited companies and LLPs', () => {
    expect(errors(form({ companiesHouseNumber: '' }))).toEqual({
      companiesHouseNumber: COMPANY_PROFILE_MESSAGES.companiesHouseRequired,
    });
    expect(errors(form({ legalForm: 'llp', companiesHouseNumber: 'XX123456' }))).toEqual({
      companiesHouseNumber: COMPANY_PROFILE_MESSAGES.companiesHouseFormat,
    });
    for (const good of ['01234567', 'SC123456', 'ni 012345', 'OC301234', 'R0012345'])
      expect(isCompaniesHouseNumber(good)).toBe(true);
    for (const bad of ['1234567', '012345678', 'SC12345', 'AB123456', 'S1234567'])
      expect(isCompaniesHouseNumber(bad)).toBe(false);
  });

  it('words each bad field on the field', () => {
    expect(
      errors(
        form({
          businessName: ' ',
          legalForm: '' as never,
          vatNumber: 'GB12345',
          description: 'x'.repeat(2001),
          phone: '12345',
          website: 'http://acme.example',
          leadEmail: 'not-an-email',
          socialLinks: { facebook: 'https://evil.example/acme', x: 'https://twitter.com/acme' },
        }),
      ),
    ).toEqual({
      businessName: COMPANY_PROFILE_MESSAGES.businessNameRequired,
      legalForm: COMPANY_PROFILE_MESSAGES.legalForm,
      vatNumber: COMPANY_PROFILE_MESSAGES.vatFormat,
      description: COMPANY_PROFILE_MESSAGES.descriptionTooLong,
      phone: COMPANY_PROFILE_MESSAGES.phone,
      website: COMPANY_PROFILE_MESSAGES.website,
      leadEmail: COMPANY_PROFILE_MESSAGES.leadEmail,
      'socialLinks.facebook': socialLinkMessage('facebook'),
    });
  });

  it('checks opening hours day by day', () => {
    const input = form();
    input.openingHours.days.mon = { open: true, opens: '17:00', closes: '09:00' };
    input.openingHours.days.tue = { open: true, opens: '8am', closes: '17:00' };
    input.openingHours.note = 'n'.repeat(121);
    expect(errors(input)).toEqual({
      'openingHours.days.mon.closes': COMPANY_PROFILE_MESSAGES.closesAfterOpens,
      'openingHours.days.tue.opens': COMPANY_PROFILE_MESSAGES.time,
      'openingHours.note': COMPANY_PROFILE_MESSAGES.noteTooLong,
    });
  });
});

describe('httpsUrl', () => {
  it('accepts https addresses on the named domains only', () => {
    expect(httpsUrl('https://m.facebook.com/acme', ['facebook.com'])).toBe(
      'https://m.facebook.com/acme',
    );
    expect(httpsUrl('https://facebook.com.evil.example/', ['facebook.com'])).toBeNull();
    expect(httpsUrl('https://user:pw@acme.example/')).toBeNull();
    expect(httpsUrl('javascript:alert(1)')).toBeNull();
    expect(httpsUrl('https://acme.example')).toBe('https://acme.example/');
  });
});

describe('updateWorkPhotosSchema', () => {
  const id = 'a'.repeat(32);
  it('takes ids, captions and removals', () => {
    expect(
      updateWorkPhotosSchema.parse({ order: [id], captions: { [id]: ' New boiler ' } }),
    ).toEqual({ order: [id], captions: { [id]: 'New boiler' }, remove: [] });
  });
  it('refuses long captions and ids that are not ours', () => {
    const result = updateWorkPhotosSchema.safeParse({
      order: ['../etc'],
      captions: { [id]: 'c'.repeat(141) },
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      COMPANY_PROFILE_MESSAGES.photoId,
      COMPANY_PROFILE_MESSAGES.captionTooLong,
    ]);
  });
});
