import type { FirestoreRest, RestQuery } from '@/lib/firestore-rest';

import {
  LEEDS_COMPANIES,
  LOCATION_INDEX,
  LOCATIONS,
  PLANS,
  SERVICE_INDEX,
  SERVICES,
} from './catalogue-fixtures';

// Test doubles for the catalogue's two sources: the build-time index module and the public
// Firestore reader. Page tests install them with vi.mock and override single calls as needed.

/**
 * The catalogue index module (features/catalogue/catalogue-index) with fixture data; its distance
 * and ordering helpers stay real. Typed loosely because a feature may not import another one.
 */
export function fakeCatalogueIndex<T extends object>(actual: T): T {
  return {
    ...actual,
    loadServiceIndex: () => Promise.resolve(SERVICE_INDEX),
    loadLocationIndex: () => Promise.resolve(LOCATION_INDEX),
    findService: (slug: string | undefined) =>
      Promise.resolve(SERVICE_INDEX.find((entry) => entry.slug === slug)),
    findLocation: (slug: string | undefined) =>
      Promise.resolve(LOCATION_INDEX.find((entry) => entry.slug === slug)),
  };
}

const DOCUMENTS: Record<string, unknown> = Object.fromEntries([
  ...SERVICES.map((service) => [`services/${service.slug}`, { id: service.slug, ...service }]),
  ...LOCATIONS.map((location) => [
    `locations/${location.slug}`,
    { id: location.slug, ...location },
  ]),
]);

function valuesOf(query: RestQuery, field: string): unknown[] {
  const filter = query.where?.find((entry) => entry.field === field);
  if (!filter) return [];
  return Array.isArray(filter.value) ? filter.value : [filter.value];
}

/** Answers like the emulator would for the collections public pages read. */
export const fakeFirestore: FirestoreRest = {
  getDocument: <T>(path: string) => Promise.resolve((DOCUMENTS[path] as T | undefined) ?? null),
  runQuery: <T>(query: RestQuery) => {
    if (query.collection === 'plans') return Promise.resolve(PLANS as T[]);
    if (query.collection === 'companies') {
      const areas = valuesOf(query, 'postcodeAreas');
      const companies = LEEDS_COMPANIES.filter((company) =>
        company.postcodeAreas.some((area) => areas.includes(area)),
      );
      return Promise.resolve(companies as T[]);
    }
    return Promise.resolve([]);
  },
};
