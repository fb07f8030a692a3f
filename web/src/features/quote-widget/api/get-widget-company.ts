import { queryOptions, useQuery } from '@tanstack/react-query';
import { getWidgetCompany } from '@/features/quote-widget/api/quote-widget-data';

export type { WidgetCompany } from '@/features/quote-widget/api/quote-widget-data';

export const widgetCompanyQuery = (uid: string) =>
  queryOptions({
    queryKey: ['quote-widget', 'company', uid],
    queryFn: () => getWidgetCompany(uid),
  });

export function useWidgetCompany(uid: string | undefined) {
  return useQuery({ ...widgetCompanyQuery(uid ?? ''), enabled: Boolean(uid) });
}
