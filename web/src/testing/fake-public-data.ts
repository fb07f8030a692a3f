import type { Article, Location, Plan, Service } from '@/features/catalogue/catalogue-types';
import { queryClient } from '@/lib/query-client';
import {
  LEEDS_COMPANIES,
  LOCATIONS,
  locationSummary,
  PLANS,
  serviceSummary,
  SERVICES,
} from '@/testing/catalogue-fixtures';
import { seedCatalogueIndex } from '@/testing/fake-catalogue-index';
import { seedPublicReader } from '@/testing/fake-public-reader';

export { failNextRead, holdReads, publicReads } from '@/testing/fake-public-reader';

// The one way a web test gives public pages their data. setup-tests.ts puts the fakes in place of
// the public REST reader and the build-time catalogue index for every test file; they pass through
// to the real modules until a test calls installFakePublicData().

export type FakePublicData = {
  services?: readonly Service[];
  locations?: readonly Location[];
  plans?: readonly Plan[];
  /** Public company profiles: give them `public: true`, as the rules require of a listing. */
  companies?: readonly object[];
  articles?: readonly Article[];
  reviews?: readonly object[];
  /** Any other collection, by its name. */
  collections?: Record<string, readonly object[]>;
};

/**
 * Serves `data` to public pages: services and towns both as Firestore documents and as the
 * build-time index. What is left out is the fixture catalogue (catalogue-fixtures.ts); articles
 * and reviews default to none. Clears the app's query cache so no earlier test's reads linger.
 */
export function installFakePublicData(data: FakePublicData = {}): void {
  const services = data.services ?? SERVICES;
  const locations = data.locations ?? LOCATIONS;
  seedPublicReader({
    services,
    locations,
    plans: data.plans ?? PLANS,
    companies: data.companies ?? LEEDS_COMPANIES.map((company) => ({ ...company, public: true })),
    articles: data.articles ?? [],
    reviews: data.reviews ?? [],
    ...data.collections,
  });
  seedCatalogueIndex(services.map(serviceSummary), locations.map(locationSummary));
  queryClient.clear();
}
