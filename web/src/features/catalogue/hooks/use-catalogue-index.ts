import { queryOptions, useQuery } from '@tanstack/react-query';

import {
  loadLocationIndex,
  loadServiceIndex,
  locationsIfLoaded,
  servicesIfLoaded,
} from '@/features/catalogue/catalogue-index';
import type { LocationSummary, ServiceSummary } from '@/features/catalogue/catalogue-types';

/**
 * The build-time index as a query: already there (no loading state) once its chunk has arrived,
 * which route validation and a prerendered page's start-up see to.
 */
export const serviceIndexQuery = queryOptions<ServiceSummary[]>({
  queryKey: ['catalogue-index', 'services'],
  queryFn: loadServiceIndex,
  initialData: servicesIfLoaded,
  staleTime: Infinity,
});

export const locationIndexQuery = queryOptions<LocationSummary[]>({
  queryKey: ['catalogue-index', 'locations'],
  queryFn: loadLocationIndex,
  initialData: locationsIfLoaded,
  staleTime: Infinity,
});

/** Every service of the build-time index; undefined only while its chunk downloads. */
export function useServiceIndex(): ServiceSummary[] | undefined {
  return useQuery(serviceIndexQuery).data;
}

/** Every town and city of the build-time index; undefined only while its chunk downloads. */
export function useLocationIndex(): LocationSummary[] | undefined {
  return useQuery(locationIndexQuery).data;
}

/** One service by slug (the route has validated it, so it is there once the index is). */
export function useServiceSummary(slug: string | undefined): ServiceSummary | undefined {
  return useServiceIndex()?.find((service) => service.slug === slug);
}

export function useLocationSummary(slug: string | undefined): LocationSummary | undefined {
  return useLocationIndex()?.find((location) => location.slug === slug);
}
