import { queryOptions } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

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

/**
 * A build-time index, straight from its module rather than through the query cache: it never goes
 * stale, and the home page, which reads nothing else, then loads no query hook before it is drawn.
 */
function useBuildTimeIndex<T>(
  ifLoaded: () => T | undefined,
  load: () => Promise<T>,
): T | undefined {
  const [index, setIndex] = useState(ifLoaded);
  useEffect(() => {
    if (index) return undefined;
    let current = true;
    // A failed download is left to the app's unhandled-rejection handler (a reload for a chunk error).
    void load().then((loaded) => {
      if (current) setIndex(loaded);
    });
    return () => {
      current = false;
    };
  }, [index, load]);
  return index;
}

/** Every service of the build-time index; undefined only while its chunk downloads. */
export function useServiceIndex(): ServiceSummary[] | undefined {
  return useBuildTimeIndex(servicesIfLoaded, loadServiceIndex);
}

/** Every town and city of the build-time index; undefined only while its chunk downloads. */
export function useLocationIndex(): LocationSummary[] | undefined {
  return useBuildTimeIndex(locationsIfLoaded, loadLocationIndex);
}

export function useLocationSummary(slug: string | undefined): LocationSummary | undefined {
  return useLocationIndex()?.find((location) => location.slug === slug);
}
