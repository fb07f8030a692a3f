import { describe, expect, it } from 'vitest';

import { searchPlaces } from '@/features/company-coverage/place-search';

describe('searchPlaces', () => {
  it('offers the whole area and its districts for an area code', () => {
    const results = searchPlaces('ls');
    expect(results[0]).toMatchObject({ kind: 'area', area: 'LS' });
    expect(results[0]!.label).toMatch(/^All of LS \(Leeds area, 12 districts/);
    expect(results.slice(1, 3)).toEqual([
      { kind: 'district', district: 'LS1', label: 'LS1 (Leeds)' },
      { kind: 'district', district: 'LS2', label: 'LS2 (Leeds)' },
    ]);
  });

  it('offers a district no town lists when typed in full', () => {
    expect(searchPlaces('ls25')).toEqual([{ kind: 'district', district: 'LS25', label: 'LS25' }]);
  });

  it('finds towns by the start of their name', () => {
    expect(searchPlaces('Bradf')).toContainEqual(
      expect.objectContaining({ kind: 'town', town: 'Bradford' }),
    );
    expect(searchPlaces('')).toEqual([]);
    expect(searchPlaces('zzzz')).toEqual([]);
  });
});
