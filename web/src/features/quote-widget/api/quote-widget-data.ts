// The quote-widget feature's only contact with Firebase. Queries build on these, so tests replace
// this one module.
import { COLLECTIONS } from '@fixwell/common/collections';
import {
  collection,
  doc,
  getCountFromServer,
  getDoc,
  query,
  Timestamp,
  where,
} from 'firebase/firestore';

import { firestore } from '@/lib/firestore';
import { readConverter } from '@/lib/firestore-converter';

/** What the widgets page needs of the signed-in company's own `companies/{uid}` document. */
export type WidgetCompany = { slug: string; businessName: string; trades: string[] };

// A document without a slug cannot be linked to, so it reads as no company yet.
const widgetCompanyConverter = readConverter((_id, data): WidgetCompany | null => {
  const { slug, businessName, trades } = data as Record<string, unknown>;
  if (typeof slug !== 'string' || slug === '') return null;
  return {
    slug,
    businessName: typeof businessName === 'string' ? businessName : '',
    trades: Array.isArray(trades)
      ? trades.filter((trade): trade is string => typeof trade === 'string')
      : [],
  };
});

/**
 * Reads the company's own document (the owner may read it even while the profile is not public).
 * Null when it does not exist yet: the onUserCreated function has not built it.
 */
export async function getWidgetCompany(uid: string): Promise<WidgetCompany | null> {
  const snapshot = await getDoc(
    doc(firestore(), COLLECTIONS.companies, uid).withConverter(widgetCompanyConverter),
  );
  return snapshot.data() ?? null;
}

/**
 * How many of the company's leads came through its widget (since `since`, when given). Counted on
 * the server, so no lead is downloaded. The query is limited to the company's own leads, which is
 * all the rules let it read (index: companyId, source, createdAt).
 */
export async function countWidgetLeads(uid: string, since?: Date): Promise<number> {
  const widgetLeads = query(
    collection(firestore(), COLLECTIONS.leads),
    where('companyId', '==', uid),
    where('source', '==', 'widget'),
    ...(since ? [where('createdAt', '>=', Timestamp.fromDate(since))] : []),
  );
  return (await getCountFromServer(widgetLeads)).data().count;
}
