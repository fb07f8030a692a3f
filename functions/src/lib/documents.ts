import type { DocumentSnapshot, FieldValue, Timestamp } from 'firebase-admin/firestore';

// Shared document shapes (`@fixwell/common/...`) are generic over the timestamp type. Functions
// read Admin SDK Timestamps and write them or a server-timestamp sentinel, so a write is checked
// with `satisfies Partial<LeadDocument<WriteTime>>` and a read typed `LeadDocument<Timestamp>`.

/** What a function may write into a timestamp field. */
export type WriteTime = Timestamp | FieldValue;

/**
 * A stored document as its shared shape, or undefined when it does not exist. The one place a
 * snapshot is cast: documents that only functions and the seed write are trusted to match their
 * shape; a field people or old data may have left malformed is still read defensively
 * (`millisOf`, `toSubscriptionStatus`, a zod parse).
 */
export function readDoc<T extends object>(snapshot: DocumentSnapshot | undefined): T | undefined {
  return snapshot?.exists ? (snapshot.data() as T) : undefined;
}
