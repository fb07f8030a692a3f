import { describe, expect, it } from 'vitest';

import {
  findLocationForPostcode,
  locationsInArea,
  matchedByDistrict,
  parsePostcodeQuery,
  type PostcodeMatchable,
} from './postcode-lookup';
import { LOCATION_INDEX, LOCATIONS } from '@/testing/catalogue-fixtures';

describe('parsePostcodeQuery', () => {
  it.each([
    ['ls62ab', { display: 'LS6 2AB', outward: 'LS6', area: 'LS', full: true }],
    [' sw1a 1aa ', { display: 'SW1A 1AA', outward: 'SW1A', area: 'SW', full: true }],
    ['M1 1AE', { display: 'M1 1AE', outward: 'M1', area: 'M', full: true }],
  ])('normalises the full postcode %j', (raw, expected) => {
    expect(parsePostcodeQuery(raw)).toEqual(expected);
  });

  it.each([
    ['ls6', { display: 'LS6', outward: 'LS6', area: 'LS', full: false }],
    ['BD 21', { display: 'BD21', outward: 'BD21', area: 'BD', full: false }],
    ['ec1a', { display: 'EC1A', outward: 'EC1A', area: 'EC', full: false }],
    ['b1', { display: 'B1', outward: 'B1', area: 'B', full: false }],
  ])('accepts the outward code %j', (raw, expected) => {
    expect(parsePostcodeQuery(raw)).toEqual(expected);
  });

  it.each(['', 'Leeds', 'LS', '12345', 'LS6 2A', 'LSS6', 'LS6 2ABC'])('rejects %j', (raw) => {
    expect(parsePostcodeQuery(raw)).toBeNull();
  });
});

function lookup<T extends PostcodeMatchable>(raw: string, locations: readonly T[]) {
  return findLocationForPostcode(parsePostcodeQuery(raw)!, locations);
}

describe('findLocationForPostcode', () => {
  it('matches by district when towns list their districts', () => {
    expect(lookup('BD21 1AA', LOCATIONS)?.slug).toBe('keighley');
    expect(lookup('BD7', LOCATIONS)?.slug).toBe('bradford');
    expect(matchedByDistrict(parsePostcodeQuery('BD21')!, LOCATIONS[3]!)).toBe(true);
  });

  it('falls back to the largest town in the postcode area', () => {
    // The slim index carries areas only.
    expect(lookup('BD21 1AA', LOCATION_INDEX)?.slug).toBe('bradford');
    expect(lookup('LS29', LOCATIONS)?.slug).toBe('leeds');
    expect(locationsInArea('BD', LOCATION_INDEX).map((town) => town.slug)).toEqual([
      'bradford',
      'keighley',
    ]);
  });

  it('finds nothing for an area no town covers', () => {
    expect(lookup('ZE1 0AA', LOCATIONS)).toBeUndefined();
    expect(lookup('LS6', [])).toBeUndefined();
  });
});
