import { describe, expect, it } from 'vitest';

import { normaliseUkPostcode, UK_POSTCODE_MESSAGE, ukPostcodeSchema } from './uk-postcode';

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
