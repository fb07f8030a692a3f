import { COLLECTIONS } from '@fixwell/common/collections';
import {
  inBuildOrder,
  SERVICE_INDEX_ID,
  serviceIndexEntryOf,
  type ServiceIndexDocument,
} from '@fixwell/common/catalogue/service-index';

import type {
  LocationSummary,
  Service,
  ServiceIndexEntry,
  ServiceSummary,
} from '@/features/catalogue/catalogue-types';

// The build-time index, loaded on demand: the home page and every service or town page share one
// small chunk for each, fetched once. Services also have a live index in Firestore (admins add,
// edit and hide services without a deploy): loadServiceEntries reads it, in the build's order.

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

/**
 * Every service's entry, hidden ones marked: the live index when it can be read, else (offline,
 * or before a function first wrote it) the build's. Never fails for want of the network.
 */
export async function loadServiceEntries(): Promise<ServiceIndexEntry[]> {
  return liveServiceEntries(await loadServiceIndex());
}

/** The live index in the order of `build`, or `build` itself when the live one cannot be read. */
export async function liveServiceEntries(
  build: readonly ServiceSummary[],
): Promise<ServiceIndexEntry[]> {
  const live = await import('@/lib/firestore-rest')
    .then(({ publicFirestore }) =>
      publicFirestore().getDocument<ServiceIndexDocument>(
        `${COLLECTIONS.catalogueIndexes}/${SERVICE_INDEX_ID}`,
      ),
    )
    // The build's index is a fair answer offline (an installed app): lists still work.
    .catch(() => null);
  return live ? inBuildOrder(build, live.services) : [...build];
}

/** A service's index entry from its whole document (hidden marked). */
export function summaryOfService(service: Service & { hidden?: boolean }): ServiceIndexEntry {
  return serviceIndexEntryOf(service.slug, service);
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * A service from its own document in Firestore (through the page's own query, so the page then
 * reads it from the cache): one the index does not know yet. Undefined when there is none or it
 * is hidden.
 */
export async function findLiveService(slug: string): Promise<ServiceSummary | undefined> {
  if (!SLUG.test(slug)) return undefined;
  const [{ serviceQuery }, { queryClient }] = await Promise.all([
    import('@/features/catalogue/api/catalogue-queries'),
    import('@/lib/query-client'),
  ]);
  const service = await queryClient.ensureQueryData(serviceQuery(slug));
  const entry = service ? summaryOfService({ ...service, slug }) : undefined;
  return entry?.hidden ? undefined : entry;
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
  const entry = service ? summaryOfService(service) : undefined;
  return entry?.hidden ? undefined : entry;
}

/**
 * A service a visitor may see, by slug: its entry in `entries` (an index), else its own document,
 * for a service newer than the index that was read. Undefined when there is none or it is hidden.
 */
export async function visibleService(
  entries: readonly ServiceIndexEntry[],
  slug: string,
): Promise<ServiceSummary | undefined> {
  const indexed = entries.find((service) => service.slug === slug);
  if (indexed) return indexed.hidden ? undefined : indexed;
  return findLiveService(slug);
}

/** A service a visitor may see, by slug, through the app's cached index query. */
export async function findService(slug: string | undefined): Promise<ServiceSummary | undefined> {
  if (!slug) return undefined;
  const [{ serviceIndexQuery }, { queryClient }] = await Promise.all([
    import('@/features/catalogue/hooks/use-catalogue-index'),
    import('@/lib/query-client'),
  ]);
  return visibleService(await queryClient.fetchQuery(serviceIndexQuery), slug);
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
