import type {
  LocationSummary,
  Service,
  ServiceSummary,
} from '@/features/catalogue/catalogue-types';

// The build-time index, loaded on demand: the home page and every service or town page share one
// small chunk for each, fetched once.

let services: Promise<ServiceSummary[]> | undefined;
let locations: Promise<LocationSummary[]> | undefined;
let loadedServices: ServiceSummary[] | undefined;
let loadedLocations: LocationSummary[] | undefined;

export function loadServiceIndex(): Promise<ServiceSummary[]> {
  services ??= import('virtual:catalogue/services').then((module) => {
    loadedServices = module.default;
    return module.default;
  });
  return services;
}

export function loadLocationIndex(): Promise<LocationSummary[]> {
  locations ??= import('virtual:catalogue/locations').then((module) => {
    loadedLocations = module.default;
    return module.default;
  });
  return locations;
}

/** The index if it has already arrived (a route's validation loads it), for a first render without a flash. */
export function servicesIfLoaded(): ServiceSummary[] | undefined {
  return loadedServices;
}

export function locationsIfLoaded(): LocationSummary[] | undefined {
  return loadedLocations;
}

/** A service's index entry from its whole document. */
export function summaryOfService(service: Service): ServiceSummary {
  const { slug, name, searchTerm, category, summary, emergency, related, trades } = service;
  return { slug, name, searchTerm, category, summary, emergency, related, trades };
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * A service an admin added since the build, from Firestore (through the page's own query, so the
 * page then reads it from the cache); undefined when there is none.
 */
export async function findLiveService(slug: string): Promise<ServiceSummary | undefined> {
  if (!SLUG.test(slug)) return undefined;
  const [{ serviceQuery }, { queryClient }] = await Promise.all([
    import('@/features/catalogue/api/catalogue-queries'),
    import('@/lib/query-client'),
  ]);
  const service = await queryClient.ensureQueryData(serviceQuery(slug));
  return service ? summaryOfService({ ...service, slug }) : undefined;
}

/**
 * The service a search names through its keywords (an admin merged a suggestion into it, or added
 * a synonym): read from Firestore, as keywords are not in the build-time index.
 */
export async function findServiceByKeyword(key: string): Promise<ServiceSummary | undefined> {
  if (!key) return undefined;
  const [{ serviceByKeywordQuery }, { queryClient }] = await Promise.all([
    import('@/features/catalogue/api/catalogue-queries'),
    import('@/lib/query-client'),
  ]);
  const service = await queryClient.ensureQueryData(serviceByKeywordQuery(key));
  return service ? summaryOfService(service) : undefined;
}

/** A service by slug: the build-time index's entry, else Firestore's (only then a request). */
export async function findService(slug: string | undefined): Promise<ServiceSummary | undefined> {
  const indexed = (await loadServiceIndex()).find((service) => service.slug === slug);
  return indexed ?? (slug ? findLiveService(slug) : undefined);
}

export async function findLocation(slug: string | undefined): Promise<LocationSummary | undefined> {
  return (await loadLocationIndex()).find((location) => location.slug === slug);
}

const EARTH_RADIUS_KM = 6371;

/** Great-circle distance in kilometres. */
export function distanceKm(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
): number {
  const rad = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h));
}

/** The closest other towns, nearest first. */
export function nearestLocations<T extends LocationSummary>(
  origin: { latitude: number; longitude: number; slug?: string },
  all: readonly T[],
  count: number,
): T[] {
  return all
    .filter((location) => location.slug !== origin.slug)
    .map((location) => ({ location, distance: distanceKm(origin, location) }))
    .sort((a, b) => a.distance - b.distance)
    .slice(0, count)
    .map((entry) => entry.location);
}

/** Largest towns first: the ones most visitors look for. */
export function byPopulation<T extends LocationSummary>(all: readonly T[]): T[] {
  return [...all].sort((a, b) => b.population - a.population);
}
