import type * as CatalogueIndexModule from '@/features/catalogue/catalogue-index';
import type { LocationSummary, ServiceSummary } from '@/features/catalogue/catalogue-types';

// A stand-in for the build-time catalogue index (features/catalogue/catalogue-index.ts), which the
// real app builds from the seed catalogue. Once installed it answers from the services and towns
// a test gave installFakePublicData(); the distance and ordering helpers stay real.

let index: { services: ServiceSummary[]; locations: LocationSummary[] } | null = null;

export function seedCatalogueIndex(
  services: readonly ServiceSummary[],
  locations: readonly LocationSummary[],
): void {
  index = { services: [...services], locations: [...locations] };
}

export function uninstallCatalogueIndex(): void {
  index = null;
}

/** The catalogue index module, answering from the seeded index once one is installed. */
export function withFakeCatalogueIndex(
  actual: typeof CatalogueIndexModule,
): typeof CatalogueIndexModule {
  return {
    ...actual,
    loadServiceIndex: () => (index ? Promise.resolve(index.services) : actual.loadServiceIndex()),
    loadLocationIndex: () =>
      index ? Promise.resolve(index.locations) : actual.loadLocationIndex(),
    // A slug the index lacks is looked up in Firestore, as the real one does (a new service).
    findService: async (slug) =>
      index
        ? (index.services.find((entry) => entry.slug === slug) ??
          (slug ? actual.findLiveService(slug) : undefined))
        : actual.findService(slug),
    findLocation: (slug) =>
      index
        ? Promise.resolve(index.locations.find((entry) => entry.slug === slug))
        : actual.findLocation(slug),
  };
}
