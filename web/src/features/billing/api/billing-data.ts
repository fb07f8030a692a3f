// The billing feature's only contact with Firebase. Queries build on these, so tests replace this
// one module.
import { COLLECTIONS } from '@fixwell/common/collections';
import { toSubscriptionStatus, type SubscriptionStatus } from '@fixwell/common/subscription';
import { doc, getDoc } from 'firebase/firestore';

import { firestore } from '@/lib/firestore';
import { readConverter } from '@/lib/firestore-converter';

const subscriptionStatusConverter = readConverter((_id, data) => toSubscriptionStatus(data.status));

/** The status in `subscriptions/{uid}`, which only functions write; no document means 'none'. */
export async function fetchSubscriptionStatus(uid: string): Promise<SubscriptionStatus> {
  const snapshot = await getDoc(
    doc(firestore(), COLLECTIONS.subscriptions, uid).withConverter(subscriptionStatusConverter),
  );
  return snapshot.data() ?? 'none';
}
