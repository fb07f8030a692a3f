import type { LocationSummary, ServiceSummary } from '@/features/catalogue/catalogue-types';

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

export async function findService(slug: string | undefined): Promise<ServiceSummary | undefined> {
  return (await loadServiceIndex()).find((service) => service.slug === slug);
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
