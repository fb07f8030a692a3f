import { describe, expect, it } from 'vitest';

import { groupServicesByCategory, groupTownsByNation, isSingleRegion } from './catalogue-groups';
import { LOCATION_INDEX, SERVICE_INDEX } from '@/testing/catalogue-fixtures';

describe('groupTownsByNation', () => {
  it('orders nations, then regions and towns A–Z', () => {
    const groups = groupTownsByNation(LOCATION_INDEX);
    expect(groups.map((group) => group.nation)).toEqual([
      'England',
      'Scotland',
      'Wales',
      'Northern Ireland',
    ]);
    const england = groups[0]!;
    expect(england.regions.map((region) => region.region)).toEqual([
      'North West',
      'Yorkshire and the Humber',
    ]);
    expect(england.regions[1]!.towns.map((town) => town.name)).toEqual([
      'Bradford',
      'Keighley',
      'Leeds',
      'York',
    ]);
    expect(isSingleRegion(england)).toBe(false);
    expect(isSingleRegion(groups[1]!)).toBe(true);
  });

  it('leaves out nations with no towns', () => {
    const english = LOCATION_INDEX.filter((town) => town.nation === 'England');
    expect(groupTownsByNation(english).map((group) => group.nation)).toEqual(['England']);
  });
});

describe('groupServicesByCategory', () => {
  it('keeps the catalogue’s category order and skips empty categories', () => {
    expect(
      groupServicesByCategory(SERVICE_INDEX).map((group) => [
        group.label,
        group.services.map((service) => service.slug),
      ]),
    ).toEqual([
      ['Plumbing and heating', ['plumber', 'boiler-repair']],
      ['Electrical', ['electrician']],
      ['Decorating and finishing', ['painter-and-decorator']],
      ['Security and locks', ['locksmith']],
    ]);
  });
});
