import { queryOptions, useQuery } from '@tanstack/react-query';
import { getWidgetCompany } from '@/features/quote-widget/api/quote-widget-data';
import { pollWhileProvisioning } from '@/lib/company-provisioning';

export type { WidgetCompany } from '@/features/quote-widget/api/quote-widget-data';

export const widgetCompanyQuery = (uid: string) =>
  queryOptions({
    queryKey: ['quote-widget', 'company', uid],
    queryFn: () => getWidgetCompany(uid),
  });

/** While a new company's profile is still being created (null), asks again every few seconds. */
export function useWidgetCompany(uid: string | undefined) {
  return useQuery({
    ...widgetCompanyQuery(uid ?? ''),
    enabled: Boolean(uid),
    refetchInterval: pollWhileProvisioning,
  });
}
