import { COLLECTIONS } from '@fixwell/common/collections';

import { db } from '../lib/admin';
import { stripe } from '../lib/stripe';

/**
 * The company a connected account belongs to: the webhook's copy of the account names it
 * (`connectAccounts/{companyUid}` with that `accountId`); before its first `account.updated` has
 * landed, the account's own `metadata.companyUid` (startConnectOnboarding sets it) says.
 */
export async function companyUidOfAccount(accountId: string): Promise<string | null> {
  const mirrored = await db()
    .collection(COLLECTIONS.connectAccounts)
    .where('accountId', '==', accountId)
    .limit(1)
    .get();
  if (!mirrored.empty) return mirrored.docs[0]!.id;
  const account = await stripe().accounts.retrieve(accountId);
  const companyUid = account.metadata?.companyUid;
  return typeof companyUid === 'string' && companyUid !== '' ? companyUid : null;
}
