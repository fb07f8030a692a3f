import { queryOptions, useQuery } from '@tanstack/react-query';
import { countWidgetLeads } from '@/features/quote-widget/api/quote-widget-data';

export type WidgetRequestCounts = { thisMonth: number; allTime: number };

/** Midnight on the first of this month, in the browser's time zone (the company's own month). */
export function startOfMonth(now: Date): Date {
  return new Date(now.getFullYear(), now.getMonth(), 1);
}

/** How many requests came through the company's widget this month and in all. */
export async function getWidgetRequestCounts(
  uid: string,
  now = new Date(),
): Promise<WidgetRequestCounts> {
  const [thisMonth, allTime] = await Promise.all([
    countWidgetLeads(uid, startOfMonth(now)),
    countWidgetLeads(uid),
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
