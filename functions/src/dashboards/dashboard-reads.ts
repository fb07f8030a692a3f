import type { Query, QuerySnapshot, Timestamp } from 'firebase-admin/firestore';

import type { AppointmentDocument } from '@fixwell/common/appointments/appointment';
import { COLLECTIONS } from '@fixwell/common/collections';
import type { ConversationDocument } from '@fixwell/common/conversations/conversation';
import { ACTIVE_APPOINTMENT_STATUSES, DASHBOARD_LIMITS } from '@fixwell/common/dashboards';

import { db } from '../lib/admin';
import { readDoc } from '../lib/documents';
import type { Stored } from './dashboard-shapes';

// The reads both dashboards make: the reader's conversations with unread messages and their
// standing appointments. Each is one bounded query.

/** A query's documents as the shaping functions take them. */
export function storedOf<T extends object>(snapshot: QuerySnapshot): Stored<T>[] {
  return snapshot.docs.map((doc) => ({ id: doc.id, data: readDoc<Partial<T>>(doc) ?? {} }));
}

/** The first `limit` documents of a query, newest `field` first, and how many it matches in all. */
export async function readNewestWithCount<T extends object>(
  query: Query,
  field: string,
  limit: number,
): Promise<{ total: number; newest: Stored<T>[] }> {
  const [snapshot, total] = await Promise.all([
    query.orderBy(field, 'desc').limit(limit).get(),
    query.count().get(),
  ]);
  return { total: total.data().count, newest: storedOf<T>(snapshot) };
}

/** The reader's conversations with unread messages (the query the live unread badge makes). */
export async function readUnreadConversations(
  uid: string,
): Promise<Stored<ConversationDocument<Timestamp>>[]> {
  const snapshot = await db()
    .collection(COLLECTIONS.conversations)
    .where('unreadBy', 'array-contains', uid)
    .limit(DASHBOARD_LIMITS.unreadScan)
    .get();
  return storedOf(snapshot);
}

/**
 * The reader's proposed and confirmed appointments, by `field` from `from` (and before `to`),
 * soonest first.
 */
export async function readAppointments(
  uid: string,
  range: { field: 'startsAt' | 'endsAt'; from: Date; to?: Date; limit: number },
): Promise<Stored<AppointmentDocument<Timestamp>>[]> {
  let query = db()
    .collection(COLLECTIONS.appointments)
    .where('participantIds', 'array-contains', uid)
    .where('status', 'in', [...ACTIVE_APPOINTMENT_STATUSES])
    .where(range.field, '>=', range.from);
  if (range.to) query = query.where(range.field, '<', range.to);
  const snapshot = await query.orderBy(range.field, 'asc').limit(range.limit).get();
  return storedOf(snapshot);
}
