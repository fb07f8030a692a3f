import { orderBy, where, type QueryConstraint } from 'firebase/firestore';

import { leadFromSnapshot } from '@/features/leads/api/lead-from-snapshot';
import type { LeadFilters, LeadPage } from '@/features/leads/lead-types';
import { watchPage } from '@/lib/firestore-live';

/** Leads per "Show more". */
export const LEADS_PAGE_SIZE = 20;

export type WatchLeadsOptions = LeadFilters & {
  /** How many to show: grows by a page with each "Show more", so the whole list stays live. */
  count: number;
  /** Accepted leads are listed by when they were accepted rather than when they arrived. */
  orderByField?: 'createdAt' | 'respondedAt';
};

/**
 * Listens to a company's leads, newest first. The rules let a company read only leads whose
 * companyId is its uid, so that filter is always the first. Every combination of filters has its
 * composite index in firestore.indexes.json.
 */
export function watchLeads(
  companyId: string,
  options: WatchLeadsOptions,
  onData: (page: LeadPage) => void,
  onError: (error: Error) => void,
): () => void {
  const constraints: QueryConstraint[] = [where('companyId', '==', companyId)];
  if (options.status) constraints.push(where('status', '==', options.status));
  if (options.service) constraints.push(where('service', '==', options.service));
  if (options.timing) constraints.push(where('timing', '==', options.timing));
  constraints.push(orderBy(options.orderByField ?? 'createdAt', 'desc'));
  return watchPage(
    'leads',
    constraints,
    options.count,
    leadFromSnapshot,
    ({ items, hasMore }) => onData({ leads: items, hasMore }),
    onError,
  );
}
