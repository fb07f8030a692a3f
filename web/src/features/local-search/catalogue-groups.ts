import {
  NATIONS,
  SERVICE_CATEGORIES,
  SERVICE_CATEGORY_LABELS,
  type Nation,
  type ServiceCategory,
} from '@fixwell/common/catalogue/catalogue-constants';

// Browsing orders for the directory pages: towns by nation then region, services by category.

type Town = { name: string; nation: Nation; region: string };

export type RegionGroup<T> = { region: string; towns: T[] };
export type NationGroup<T> = {
  nation: Nation;
  /** England's regions; elsewhere one group named after the nation itself. */
  regions: RegionGroup<T>[];
};

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'en-GB');

/** Nations in the usual order (England, Scotland, Wales, Northern Ireland), regions and towns A–Z. */
export function groupTownsByNation<T extends Town>(towns: readonly T[]): NationGroup<T>[] {
  return NATIONS.flatMap((nation) => {
    const inNation = towns.filter((town) => town.nation === nation);
    if (inNation.length === 0) return [];
    const regionNames = [...new Set(inNation.map((town) => town.region))].sort((a, b) =>
      a.localeCompare(b, 'en-GB'),
    );
    const regions = regionNames.map((region) => ({
      region,
      towns: inNation.filter((town) => town.region === region).sort(byName),
    }));
    return [{ nation, regions }];
  });
}

/** True when a nation's towns are not split into regions (all but England). */
export function isSingleRegion(group: NationGroup<unknown>): boolean {
  return group.regions.length === 1 && group.regions[0]?.region === group.nation;
}

export type CategoryGroup<T> = { category: ServiceCategory; label: string; services: T[] };

/** Categories in the catalogue's order, each with its services in catalogue order; empty ones left out. */
export function groupServicesByCategory<T extends { category: ServiceCategory }>(
  services: readonly T[],
): CategoryGroup<T>[] {
  return SERVICE_CATEGORIES.flatMap((category) => {
    const inCategory = services.filter((service) => service.category === category);
    return inCategory.length > 0
      ? [{ category, label: SERVICE_CATEGORY_LABELS[category], services: inCategory }]
      : [];
  });
}
