import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  collection,
  getCountFromServer,
  query,
  Timestamp,
  where,
  type Query,
} from 'firebase/firestore';

import { firestore } from '@/lib/firestore';

export type WidgetRequestCounts = { thisMonth: number; allTime: number };

/** Midnight on the first of this month, in the browser's time zone (the company's own month). */
export function startOfMonth(now: Date): Date {
  return new Date(now.getFullYear(), now.getMonth(), 1);
}

/**
 * How many requests came through the company's widget: its leads whose request was sent from the
 * widget. Counted on the server, so no lead is downloaded. The leads query is limited to the
 * company's own leads, which is all the rules let it read (index: companyId, source, createdAt).
 */
export async function getWidgetRequestCounts(
  uid: string,
  now = new Date(),
): Promise<WidgetRequestCounts> {
  const widgetLeads = query(
    collection(firestore(), 'leads'),
    where('companyId', '==', uid),
    where('source', '==', 'widget'),
  );
  const count = async (source: Query) => (await getCountFromServer(source)).data().count;
  const [thisMonth, allTime] = await Promise.all([
    count(query(widgetLeads, where('createdAt', '>=', Timestamp.fromDate(startOfMonth(now))))),
    count(widgetLeads),
  ]);
  return { thisMonth, allTime };
}

export const widgetRequestCountsQuery = (uid: string) =>
  queryOptions({
    queryKey: ['quote-widget', 'request-counts', uid],
    queryFn: () => getWidgetRequestCounts(uid),
    staleTime: 60 * 1000,
  });

export function useWidgetRequestCounts(uid: string | undefined) {
  return useQuery({ ...widgetRequestCountsQuery(uid ?? ''), enabled: Boolean(uid) });
}
