import { describe, expect, it } from 'vitest';

import { companyPlaceOf, townOfDistrict } from './company-place';

describe('companyPlaceOf', () => {
  it('keeps the district and its catalogue town, never the full postcode', () => {
    const place = companyPlaceOf('ls6 2ab');
    expect(place).toEqual({ baseDistrict: 'LS6', town: 'Leeds' });
    expect(JSON.stringify(place)).not.toContain('2AB');
  });

  it("falls back to the postcode area's name for a district no catalogue town lists", () => {
    // LS25 (Garforth) is not among Leeds's example districts: the area is still Leeds.
    expect(companyPlaceOf('LS25 1AA')).toEqual({ baseDistrict: 'LS25', town: 'Leeds' });
    expect(companyPlaceOf('BD23 1AA')).toEqual({ baseDistrict: 'BD23', town: 'Bradford' });
  });

  it('refuses what is not a full UK postcode', () => {
    expect(companyPlaceOf('LS6')).toBeNull();
    expect(companyPlaceOf('not a postcode')).toBeNull();
    expect(companyPlaceOf('')).toBeNull();
  });
});

describe('townOfDistrict', () => {
  it('names the town of an outward code, typed in any case', () => {
    expect(townOfDistrict('bs1')).toBe('Bristol');
    expect(townOfDistrict('SW1A')).toBe('London');
  });

  it('is null for something that is not an outward code', () => {
    expect(townOfDistrict('12345')).toBeNull();
  });
});
