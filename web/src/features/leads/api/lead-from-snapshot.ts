import type { DocumentSnapshot } from 'firebase/firestore';

import type { Lead } from '@/features/leads/lead-types';
import { toDateOrNull } from '@/lib/firestore-live';

/** A lead document as a `Lead`, with server timestamps still pending estimated. */
export function leadFromSnapshot(snapshot: DocumentSnapshot): Lead {
  const data = snapshot.data({ serverTimestamps: 'estimate' }) ?? {};
  const createdAt = toDateOrNull(data.createdAt) ?? new Date(0);
  return {
    ...(data as Omit<Lead, 'id' | 'createdAt' | 'respondedAt' | 'updatedAt'>),
    id: snapshot.id,
    answers: (data.answers as Lead['answers'] | undefined) ?? {},
    customer: (data.customer as Lead['customer'] | undefined) ?? null,
    distanceMiles: typeof data.distanceMiles === 'number' ? data.distanceMiles : null,
    routedToCompany: data.routedToCompany === true,
    createdAt,
    respondedAt: toDateOrNull(data.respondedAt),
    updatedAt: toDateOrNull(data.updatedAt) ?? createdAt,
  };
}
