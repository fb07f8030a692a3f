import { describe, expect, it } from 'vitest';

import { profileFormSchema, profileUpdateSchema } from './profile-schema';

function messages(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);
}

describe('profileFormSchema', () => {
  it('trims the display name and turns a blank phone into no phone', () => {
    expect(profileFormSchema.parse({ displayName: ' Priya Patel ', phone: ' ' })).toEqual({
      displayName: 'Priya Patel',
    });
  });

  it('keeps a UK phone number as typed', () => {
    expect(profileFormSchema.parse({ displayName: 'Priya', phone: '07700 900456' })).toEqual({
      displayName: 'Priya',
      phone: '07700 900456',
    });
  });

  it('asks for a display name', () => {
    expect(messages(profileFormSchema.safeParse({ displayName: '  ', phone: '' }))).toEqual([
      ['displayName', 'Enter a display name.'],
    ]);
  });

  it('limits the display name to 100 characters', () => {
    expect(
      messages(profileFormSchema.safeParse({ displayName: 'a'.repeat(101), phone: '' })),
    ).toEqual([['displayName', 'Use at most 100 characters for your display name.']]);
  });

  it('refuses a phone number that is not a UK one', () => {
    expect(
      messages(profileFormSchema.safeParse({ displayName: 'Priya', phone: '555-0100' })),
    ).toEqual([['phone', 'Enter a UK phone number, such as 07700 900123.']]);
  });
});

describe('profileUpdateSchema', () => {
  it('leaves out what was not given', () => {
    expect(profileUpdateSchema.parse({ displayName: 'Sam' })).toEqual({ displayName: 'Sam' });
  });

  it('turns a blank or null phone into a removal', () => {
    expect(profileUpdateSchema.parse({ phone: '' })).toEqual({ phone: null });
    expect(profileUpdateSchema.parse({ phone: null })).toEqual({ phone: null });
  });

  it('accepts preferences', () => {
    expect(profileUpdateSchema.parse({ preferences: { newsletter: true } })).toEqual({
      preferences: { newsletter: true },
    });
  });

  it.each(['role', 'active', 'emailVerified', 'email', 'createdAt', 'businessName'])(
    'refuses the field %s, which an owner may not change',
    (field) => {
      expect(profileUpdateSchema.safeParse({ displayName: 'Sam', [field]: 'x' }).success).toBe(
        false,
      );
    },
  );
});
