import { describe, expect, it } from 'vitest';

import { isUkPhone, optionalUkPhoneSchema } from './uk-phone';

describe('UK phone numbers', () => {
  it.each([
    '07700 900123',
    '07700900123',
    '0113 496 0000',
    '020 7946 0000',
    '0300 123 4567',
    '01632 960 001',
    '+44 7700 900123',
    '+44 20 7946 0000',
    '+44 113 496 0000',
  ])('accepts %s', (phone) => {
    expect(isUkPhone(phone)).toBe(true);
    expect(optionalUkPhoneSchema.parse(`  ${phone} `)).toBe(phone);
  });

  it.each([
    '12345',
    '0770090012',
    '077009001234',
    '08001111111',
    '+1 415 555 0100',
    '+44 0770 090012',
    'phone',
  ])('refuses %s with the message', (phone) => {
    expect(isUkPhone(phone)).toBe(false);
    const result = optionalUkPhoneSchema.safeParse(phone);
    expect(result.error?.issues[0]?.message).toBe('Enter a UK phone number, such as 07700 900123.');
  });

  it('treats a blank number as not given', () => {
    expect(optionalUkPhoneSchema.parse('')).toBeUndefined();
    expect(optionalUkPhoneSchema.parse('   ')).toBeUndefined();
  });
});
