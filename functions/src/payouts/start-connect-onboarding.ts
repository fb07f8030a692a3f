import { FieldValue, type Timestamp } from 'firebase-admin/firestore';

import type { StripeRefsDocument } from '@fixwell/common/billing/stripe-records';
import { startConnectOnboardingCallable } from '@fixwell/common/callables';
import { COLLECTIONS } from '@fixwell/common/collections';
import type { CompanyDocument } from '@fixwell/common/company';

import { db } from '../lib/admin';
import { runTransaction } from '../lib/transaction';
import { appUrl } from '../lib/app-url';
import { onCallable } from '../lib/callable';
import { requireActiveRole } from '../lib/callable-guards';
import { readDoc, type WriteTime } from '../lib/documents';
import { logInfo, logWarning } from '../lib/log';
import {
  LOCAL_KEY_PREFIX,
  returnOrigin,
  STRIPE_SECRET_KEY,
  STRIPE_SECRETS,
  stripe,
} from '../lib/stripe';
import { readUserProfile } from '../lib/user-profiles';
import { CONNECT_PAGES } from './connect-account-from-stripe';
import { connectAccountCreateParams, profileUrlForStripe } from './connect-account-params';
import { savedConnectAccountId, stripeRefsRef } from './connect-account-ref';
import { PAYOUT_MESSAGES, stripeFailure } from './payout-messages';

/** Creates the company's Express account, prefilled from its profile; the same one on a retry. */
async function createConnectAccount(uid: string): Promise<string> {
  const [profile, company] = await Promise.all([
    readUserProfile(uid),
    db()
      .collection(COLLECTIONS.companies)
      .doc(uid)
      .get()
      .then((snapshot) => readDoc<Partial<CompanyDocument<Timestamp>>>(snapshot)),
  ]);
  const slug = typeof company?.slug === 'string' && company.slug !== '' ? company.slug : null;
  const trades = Array.isArray(company?.trades)
    ? company.trades
    : [company?.mainTrade ?? profile?.mainTrade ?? ''].filter(Boolean);
  const params = connectAccountCreateParams({
    uid,
    email: profile?.email ?? '',
    businessName: company?.businessName ?? profile?.businessName ?? profile?.displayName ?? '',
    trades,
    profileUrl: slug
      ? profileUrlForStripe(
          // The public profile page (web route companyPublicProfile, as in the sitemap).
          `${appUrl()}/company/profile/${encodeURIComponent(slug)}`,
          STRIPE_SECRET_KEY.value().startsWith(LOCAL_KEY_PREFIX),
        )
      : null,
  });
  try {
    const account = await stripe().accounts.create(params, {
      idempotencyKey: `connect-account-${uid}`,
    });
    return account.id;
  } catch (error) {
    throw stripeFailure('payouts.account-create-failed', error, uid);
  }
}

/**
 * The company's Connect account id: the saved one, else a new account saved in `stripeRefs/{uid}`
 * by a transaction that keeps an id another call saved meanwhile (the idempotency key makes both
 * calls get the same account anyway).
 */
async function connectAccountIdFor(uid: string): Promise<string> {
  const saved = await savedConnectAccountId(uid);
  if (saved) return saved;
  const created = await createConnectAccount(uid);
  const ref = stripeRefsRef(uid);
  return runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    const refs = readDoc<Partial<StripeRefsDocument<Timestamp>>>(snapshot);
    if (typeof refs?.connectAccountId === 'string' && refs.connectAccountId !== '') {
      if (refs.connectAccountId !== created) {
        logWarning('payouts.account-already-saved', { uid, kept: refs.connectAccountId });
      }
      return refs.connectAccountId;
    }
    if (snapshot.exists) {
      tx.update(ref, {
        connectAccountId: created,
        updatedAt: FieldValue.serverTimestamp(),
      } satisfies Partial<StripeRefsDocument<WriteTime>>);
    } else {
      tx.create(ref, {
        customerId: null,
        connectAccountId: created,
        updatedAt: FieldValue.serverTimestamp(),
      } satisfies StripeRefsDocument<WriteTime>);
    }
    logInfo('payouts.account-created', { uid, accountId: created });
    return created;
  });
}

/**
 * "Set up payouts" (and "Continue setup", and the refresh page): creates the company's Express
 * account on first use, then a fresh single-use onboarding link on Stripe. Not gated on a
 * subscription: a company can set up payouts while it is still getting started.
 */
export const startConnectOnboarding = onCallable(
  startConnectOnboardingCallable,
  async (_input, { uid, request }) => {
    const accountId = await connectAccountIdFor(uid);
    const origin = returnOrigin(request);
    try {
      // No idempotency key: each call must give a new link, as a used or expired one is refused.
      const link = await stripe().accountLinks.create({
        account: accountId,
        type: 'account_onboarding',
        refresh_url: `${origin}${CONNECT_PAGES.setup}/refresh`,
        return_url: `${origin}${CONNECT_PAGES.status}`,
      });
      return { url: link.url };
    } catch (error) {
      throw stripeFailure('payouts.account-link-failed', error, uid);
    }
  },
  {
    auth: 'required',
    secrets: STRIPE_SECRETS,
    guard: ({ uid }) => requireActiveRole(uid, 'company', PAYOUT_MESSAGES.notCompany),
  },
);
