import { describe, expect, it } from 'vitest';

import {
  normaliseUkPostcode,
  outwardCodeOf,
  postcodeAreaOf,
  UK_POSTCODE_MESSAGE,
  ukPostcodeSchema,
} from './uk-postcode';

describe('normaliseUkPostcode', () => {
  it.each([
    ['sw1a1aa', 'SW1A 1AA'],
    [' ls6 2ab ', 'LS6 2AB'],
    ['M1 1AE', 'M1 1AE'],
    ['EC1A1BB', 'EC1A 1BB'],
    ['b338th', 'B33 8TH'],
  ])('turns %j into %j', (raw, normalised) => {
    expect(normaliseUkPostcode(raw)).toBe(normalised);
  });

  it.each(['', 'SW1A', 'LS6', '12345', 'not a postcode', 'SW1A 1AAA'])('rejects %j', (raw) => {
    expect(normaliseUkPostcode(raw)).toBeNull();
  });
});

describe('ukPostcodeSchema', () => {
  it('outputs the normalised postcode', () => {
    expect(ukPostcodeSchema.parse('ls62ab')).toBe('LS6 2AB');
  });

  it('explains what a full postcode looks like', () => {
    const result = ukPostcodeSchema.safeParse('LS6');
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([UK_POSTCODE_MESSAGE]);
    expect(UK_POSTCODE_MESSAGE).toBe('Enter a full UK postcode, such as SW1A 1AA.');
  });
});

describe('outwardCodeOf', () => {
  it.each([
    ['LS6 2AB', 'LS6'],
    ['sw1a1aa', 'SW1A'],
    [' b1 1aa ', 'B1'],
    ['ls6', 'LS6'],
    ['ec1a', 'EC1A'],
  ])('finds the outward code of %j: %j', (raw, outward) => {
    expect(outwardCodeOf(raw)).toBe(outward);
  });

  it.each(['', 'LS', '12345', 'not a postcode'])('refuses %j', (raw) => {
    expect(outwardCodeOf(raw)).toBeNull();
  });
});

describe('postcodeAreaOf', () => {
  it.each([
    ['LS6 2AB', 'LS'],
    ['B1 1AA', 'B'],
    ['sw1a 1aa', 'SW'],
    ['bt7', 'BT'],
  ])('finds the area of %j: %j', (raw, area) => {
    expect(postcodeAreaOf(raw)).toBe(area);
  });

  it.each(['', 'LS', 'nonsense'])('refuses %j', (raw) => {
    expect(postcodeAreaOf(raw)).toBeNull();
  });
});
