import { describe, expect, it } from 'vitest';

import {
  changedSettings,
  PLATFORM_SETTINGS_DEFAULTS,
  platformSettingsOf,
  platformSettingsSchema,
} from './platform-settings';

const valid = {
  maxCompaniesPerQuote: 4,
  noFirstMessageCreditHours: 36,
  unreadCreditHours: 48,
  leadExpiryHours: 72,
  features: { quoteWidget: true, extraLeads: false },
  supportEmail: ' Help@Fixwell.test ',
};

const messageOf = (input: unknown) => {
  const result = platformSettingsSchema.safeParse(input);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('platformSettingsSchema', () => {
  it('accepts settings within bounds and tidies the email', () => {
    expect(platformSettingsSchema.parse(valid).supportEmail).toBe('help@fixwell.test');
  });

  it('takes an empty support email: the deployment’s own inbox applies', () => {
    expect(platformSettingsSchema.parse({ ...valid, supportEmail: '  ' }).supportEmail).toBe('');
    expect(
      platformSettingsOf({ supportEmail: '' }, undefined, 'support@fixwell.test').supportEmail,
    ).toBe('support@fixwell.test');
  });

  it('says exactly what each bound is', () => {
    expect(messageOf({ ...valid, maxCompaniesPerQuote: 6 })).toBe(
      'Enter a whole number from 1 to 5.',
    );
    expect(messageOf({ ...valid, maxCompaniesPerQuote: 2.5 })).toBe(
      'Enter a whole number from 1 to 5.',
    );
    expect(messageOf({ ...valid, noFirstMessageCreditHours: 23 })).toBe(
      'Enter a whole number of hours from 24 to 168.',
    );
    expect(messageOf({ ...valid, leadExpiryHours: 169 })).toBe(
      'Enter a whole number of hours from 24 to 168.',
    );
    expect(messageOf({ ...valid, supportEmail: 'not an email' })).toBe(
      'Enter the support email address, like support@fixwell.co.uk, or leave it empty.',
    );
    expect(messageOf({ ...valid, features: { quoteWidget: 'yes', extraLeads: true } })).toBe(
      'Choose on or off.',
    );
  });
});

describe('platformSettingsOf', () => {
  it('falls back to the defaults for anything missing or out of bounds', () => {
    expect(platformSettingsOf(undefined, undefined)).toEqual(PLATFORM_SETTINGS_DEFAULTS);
    expect(
      platformSettingsOf(
        { noFirstMessageCreditHours: 1, unreadCreditHours: '50', features: { extraLeads: 'no' } },
        { maxCompaniesPerQuote: 9 },
        'support@fixwell.test',
      ),
    ).toEqual({ ...PLATFORM_SETTINGS_DEFAULTS, supportEmail: 'support@fixwell.test' });
  });

  it('reads what is saved, the cap from settings/matching', () => {
    const saved = platformSettingsSchema.parse(valid);
    const { maxCompaniesPerQuote, ...platform } = saved;
    expect(platformSettingsOf(platform, { maxCompaniesPerQuote }, 'other@fixwell.test')).toEqual(
      saved,
    );
  });
});

describe('changedSettings', () => {
  it('keeps only what changed, features by name', () => {
    const after = { ...PLATFORM_SETTINGS_DEFAULTS, maxCompaniesPerQuote: 2 };
    after.features = { ...after.features, extraLeads: false };
    expect(changedSettings(PLATFORM_SETTINGS_DEFAULTS, after)).toEqual({
      before: { maxCompaniesPerQuote: 3, 'features.extraLeads': true },
      after: { maxCompaniesPerQuote: 2, 'features.extraLeads': false },
    });
    expect(changedSettings(after, after)).toEqual({ before: {}, after: {} });
  });
});
