import { queryOptions, useQuery } from '@tanstack/react-query';
import { doc, getDoc } from 'firebase/firestore';

import { firestore } from '@/lib/firestore';

/** What the widgets page needs of the signed-in company's own `companies/{uid}` document. */
export type WidgetCompany = { slug: string; businessName: string; trades: string[] };

/**
 * Reads the company's own document (the owner may read it even while the profile is not public).
 * Null when it does not exist yet: the onUserCreated function has not built it.
 */
export async function getWidgetCompany(uid: string): Promise<WidgetCompany | null> {
  const snapshot = await getDoc(doc(firestore(), 'companies', uid));
  if (!snapshot.exists()) return null;
  const slug: unknown = snapshot.get('slug');
  const businessName: unknown = snapshot.get('businessName');
  const trades: unknown = snapshot.get('trades');
  if (typeof slug !== 'string' || slug === '') return null;
  return {
    slug,
    businessName: typeof businessName === 'string' ? businessName : '',
    trades: Array.isArray(trades)
      ? trades.filter((trade): trade is string => typeof trade === 'string')
      : [],
  };
}

export const widgetCompanyQuery = (uid: string) =>
  queryOptions({
    queryKey: ['quote-widget', 'company', uid],
    queryFn: () => getWidgetCompany(uid),
  });

export function useWidgetCompany(uid: string | undefined) {
  return useQuery({ ...widgetCompanyQuery(uid ?? ''), enabled: Boolean(uid) });
}
