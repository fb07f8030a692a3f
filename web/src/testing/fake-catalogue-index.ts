import type * as CatalogueIndexModule from '@/features/catalogue/catalogue-index';
import type { LocationSummary, ServiceSummary } from '@/features/catalogue/catalogue-types';

// A stand-in for the build-time catalogue index (features/catalogue/catalogue-index.ts), which the
// real app builds from the seed catalogue. Once installed it answers from the services and towns
// a test gave installFakePublicData(); the live index (a `catalogueIndexes` document the test may
// seed), the distance and ordering helpers stay real.

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
    servicesIfLoaded: () => (index ? index.services : actual.servicesIfLoaded()),
    // The live index, read through the fake public reader, over the seeded build index.
    loadServiceEntries: () =>
      index ? actual.liveServiceEntries(index.services) : actual.loadServiceEntries(),
    // The real one imports the index query itself, and a module the real one imports sees the
    // real index, not this fake: the same steps from here.
    findService: async (slug) => {
      if (!index || !slug) return actual.findService(slug);
      const [{ serviceIndexQuery }, { queryClient }] = await Promise.all([
        import('@/features/catalogue/hooks/use-catalogue-index'),
        import('@/lib/query-client'),
      ]);
      return actual.visibleService(await queryClient.fetchQuery(serviceIndexQuery), slug);
    },
    loadLocationIndex: () =>
      index ? Promise.resolve(index.locations) : actual.loadLocationIndex(),
    locationsIfLoaded: () => (index ? index.locations : actual.locationsIfLoaded()),
    findLocation: (slug) =>
      index
        ? Promise.resolve(index.locations.find((entry) => entry.slug === slug))
        : actual.findLocation(slug),
  };
}
