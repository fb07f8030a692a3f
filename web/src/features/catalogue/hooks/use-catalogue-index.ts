import { offeredServices } from '@fixwell/common/catalogue/service-index';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

import {
  loadLocationIndex,
  loadServiceEntries,
  locationsIfLoaded,
  servicesIfLoaded,
} from '@/features/catalogue/catalogue-index';
import type { LocationSummary, ServiceIndexEntry } from '@/features/catalogue/catalogue-types';

/**
 * Every service's index entry, hidden ones marked. It starts from the build's index (no loading
 * state once its chunk has arrived, which route validation and a prerendered page's start-up see
 * to), dated as old, so the live index replaces it once read; a page rendered on request ships
 * the live one with it. An hour's freshness, like the rest of the catalogue.
 */
export const serviceIndexQuery = queryOptions<ServiceIndexEntry[]>({
  queryKey: ['catalogue-index', 'services'],
  queryFn: loadServiceEntries,
  initialData: servicesIfLoaded,
  initialDataUpdatedAt: 0,
  staleTime: 60 * 60 * 1000,
});

const everyService = (entries: ServiceIndexEntry[]) => entries;

/** The services offered to visitors (hidden ones left out), as a query for pages that show its state. */
export function useOfferedServicesQuery() {
  return useQuery({ ...serviceIndexQuery, select: offeredServices });
}

export const locationIndexQuery = queryOptions<LocationSummary[]>({
  queryKey: ['catalogue-index', 'locations'],
  queryFn: loadLocationIndex,
  initialData: locationsIfLoaded,
  staleTime: Infinity,
});

/**
 * A build-time index, straight from its module rather than through the query cache: it never goes
 * stale (towns change only with a deploy).
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

/**
 * The services offered to visitors, or with `includeHidden` every service (admin filters name
 * hidden ones too); undefined only while the index first loads.
 */
export function useServiceIndex({ includeHidden = false }: { includeHidden?: boolean } = {}):
  ServiceIndexEntry[] | undefined {
  return useQuery({ ...serviceIndexQuery, select: includeHidden ? everyService : offeredServices })
    .data;
}

/** Every town and city of the build-time index; undefined only while its chunk downloads. */
export function useLocationIndex(): LocationSummary[] | undefined {
  return useBuildTimeIndex(locationsIfLoaded, loadLocationIndex);
}

export function useLocationSummary(slug: string | undefined): LocationSummary | undefined {
  return useLocationIndex()?.find((location) => location.slug === slug);
}
