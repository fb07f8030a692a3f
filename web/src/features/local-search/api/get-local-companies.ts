import { COLLECTIONS } from '@fixwell/common/collections';
import type { CompanyDocument } from '@fixwell/common/company';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { publicFirestore } from '@/lib/firestore-rest';

/** What a town page shows of a public company. */
export type LocalCompany = { id: string } & Pick<
  CompanyDocument<string>,
  | 'slug'
  | 'businessName'
  | 'mainTrade'
  | 'trades'
  | 'postcodeAreas'
  | 'rating'
  | 'reviewCount'
  | 'badges'
  | 'description'
  | 'phone'
  | 'website'
  | 'baseDistrict'
  | 'town'
>;

export const LOCAL_COMPANIES_LIMIT = 6;

/**
 * Public companies covering any of a town's postcode areas, best rated first, whatever their
 * trade. Needs the composite index companies (public, postcodeAreas CONTAINS, rating DESC).
 */
export function getLocalCompanies(areas: readonly string[]): Promise<LocalCompany[]> {
  return publicFirestore().runQuery<LocalCompany>({
    collection: COLLECTIONS.companies,
    where: [
      // The rules only let a signed-out reader list public companies, so the query must say so.
      { field: 'public', op: 'EQUAL', value: true },
      // A town has at most four areas; array-contains-any takes up to 30 values.
      { field: 'postcodeAreas', op: 'ARRAY_CONTAINS_ANY', value: areas.slice(0, 30) },
    ],
    orderBy: [{ field: 'rating', direction: 'DESCENDING' }],
    limit: LOCAL_COMPANIES_LIMIT,
  });
}

export const localCompaniesQuery = (areas: readonly string[]) =>
  queryOptions({
    queryKey: ['local-search', 'companies', [...areas].sort()],
    queryFn: () => getLocalCompanies(areas),
    staleTime: 5 * 60 * 1000,
    enabled: areas.length > 0,
  });

export function useLocalCompanies(areas: readonly string[]) {
  return useQuery(localCompaniesQuery(areas));
}
