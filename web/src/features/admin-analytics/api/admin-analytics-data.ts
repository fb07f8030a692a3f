import {
  PLATFORM_STATS_MESSAGES,
  platformDayFromData,
  serviceFiguresFromData,
  type AdminDashboard,
  type PlatformDay,
  type ServiceDay,
} from '@fixwell/common/admin/platform-stats';
import { getAdminDashboardCallable } from '@fixwell/common/callables';
import { COLLECTIONS } from '@fixwell/common/collections';
import { collection, getDocs, limit, orderBy, query, where } from 'firebase/firestore';

import { callFunction } from '@/lib/call-function';
import { firestore } from '@/lib/firestore';
import { readConverter } from '@/lib/firestore-converter';

// The admin dashboard's and the demand analytics' reads: the dashboard through one callable, the
// analytics from the daily rollups functions keep (admins read them under the rules). Apart from
// their queries and hooks, so component tests can stand in for the server here.

/** The longest range the analytics offer: one document per day, so never more than this. */
const MAX_DAYS = 366;

const platformDayConverter = readConverter((id, data): PlatformDay =>
  platformDayFromData(typeof data.day === 'string' ? data.day : id, data),
);
const serviceDayConverter = readConverter((id, data): ServiceDay => ({
  ...serviceFiguresFromData(data),
  day: typeof data.day === 'string' ? data.day : id.slice(-10),
}));

/** The dashboard's tiles and alerts (`getAdminDashboard`). */
export function getAdminDashboard(): Promise<AdminDashboard> {
  return callFunction(getAdminDashboardCallable, undefined, {
    fallback: 'We could not load the dashboard. Try again in a moment.',
    messages: { 'permission-denied': PLATFORM_STATS_MESSAGES.adminsOnly },
  });
}

/** `platformStatsDays` from `fromDay` (London, YYYY-MM-DD) to today, oldest first. */
export async function getPlatformDays(fromDay: string): Promise<PlatformDay[]> {
  const snapshot = await getDocs(
    query(
      collection(firestore(), COLLECTIONS.platformStatsDays).withConverter(platformDayConverter),
      where('day', '>=', fromDay),
      orderBy('day', 'asc'),
      limit(MAX_DAYS),
    ),
  );
  return snapshot.docs.map((doc) => doc.data());
}

/** One service's `serviceStatsDays` from `fromDay` to today, oldest first. */
export async function getServiceDays(service: string, fromDay: string): Promise<ServiceDay[]> {
  const snapshot = await getDocs(
    query(
      collection(firestore(), COLLECTIONS.serviceStatsDays).withConverter(serviceDayConverter),
      where('service', '==', service),
      where('day', '>=', fromDay),
      orderBy('day', 'asc'),
      limit(MAX_DAYS),
    ),
  );
  return snapshot.docs.map((doc) => doc.data());
}
