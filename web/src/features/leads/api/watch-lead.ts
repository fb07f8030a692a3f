import { doc, onSnapshot } from 'firebase/firestore';

import { leadFromSnapshot } from '@/features/leads/api/lead-from-snapshot';
import type { Lead } from '@/features/leads/lead-types';
import { firestore } from '@/lib/firestore';

/** Listens to one lead: null when there is no such lead. Another company's lead is refused. */
export function watchLead(
  leadId: string,
  onData: (lead: Lead | null) => void,
  onError: (error: Error) => void,
): () => void {
  return onSnapshot(
    doc(firestore(), 'leads', leadId),
    (snapshot) => onData(snapshot.exists() ? leadFromSnapshot(snapshot) : null),
    onError,
  );
}
