// The payouts feature's only contact with Firebase: the company's Connect account (live) and the
// Connect and payouts callables. Hooks build on these, so tests replace this one module.
import {
  connectAccountStatus,
  type ConnectAccountStatus,
} from '@fixwell/common/billing/connect-account';
import type { PayoutsOverview } from '@fixwell/common/billing/payouts-overview';
import {
  createConnectDashboardLinkCallable,
  getPayoutsOverviewCallable,
  startConnectOnboardingCallable,
  type CallableOutput,
} from '@fixwell/common/callables';
import { COLLECTIONS } from '@fixwell/common/collections';
import { dateOf } from '@fixwell/common/timestamps';
import { doc, type DocumentData } from 'firebase/firestore';

import type { ConnectAccount } from '@/features/payouts/payouts-types';
import { callFunction } from '@/lib/call-function';
import { firestore } from '@/lib/firestore';
import { readConverter } from '@/lib/firestore-converter';
import { watchDocument } from '@/lib/firestore-live';

function codes(value: unknown): string[] {
  return Array.isArray(value)
    ? value.filter((code): code is string => typeof code === 'string')
    : [];
}

/** A `connectAccounts/{uid}` document as the Connect webhook writes it. */
export function connectAccountFromData(id: string, data: DocumentData): ConnectAccount {
  const flags = {
    detailsSubmitted: data.detailsSubmitted === true,
    chargesEnabled: data.chargesEnabled === true,
    payoutsEnabled: data.payoutsEnabled === true,
    requirementsDue: codes(data.requirementsDue),
    requirementsPastDue: codes(data.requirementsPastDue),
    disabledReason: typeof data.disabledReason === 'string' ? data.disabledReason : null,
  };
  const updatedAt = dateOf(data.updatedAt) ?? new Date(0);
  return {
    ...flags,
    accountId: typeof data.accountId === 'string' ? data.accountId : '',
    companyId: typeof data.companyId === 'string' ? data.companyId : id,
    companyName: typeof data.companyName === 'string' ? data.companyName : '',
    status: (data.status as ConnectAccountStatus | undefined) ?? connectAccountStatus(flags),
    stripeCreatedAt: dateOf(data.stripeCreatedAt) ?? updatedAt,
    updatedAt,
  };
}

const connectAccountConverter = readConverter(connectAccountFromData);

/** Listens to the company's Connect account: null until the webhook has first written it. */
export function watchConnectAccount(
  uid: string,
  onData: (account: ConnectAccount | null) => void,
  onError: (error: Error) => void,
): () => void {
  const reference = doc(firestore(), COLLECTIONS.connectAccounts, uid).withConverter(
    connectAccountConverter,
  );
  return watchDocument(reference, onData, onError);
}

/** Creates the Express account on first use, then a fresh onboarding link to send the browser to. */
export function startConnectOnboarding(): Promise<
  CallableOutput<typeof startConnectOnboardingCallable>
> {
  return callFunction(
    startConnectOnboardingCallable,
    {},
    { fallback: 'We could not reach Stripe to set up your payouts. Please try again.' },
  );
}

/** A one-time login link to the company's Stripe Express dashboard. */
export function createConnectDashboardLink(): Promise<
  CallableOutput<typeof createConnectDashboardLinkCallable>
> {
  return callFunction(
    createConnectDashboardLinkCallable,
    {},
    { fallback: 'We could not open your Stripe dashboard. Please try again.' },
  );
}

/** The company's Stripe balance, payouts and card payments, read from Stripe and its documents. */
export function getPayoutsOverview(): Promise<PayoutsOverview> {
  return callFunction(
    getPayoutsOverviewCallable,
    {},
    { fallback: 'We could not load your payouts from Stripe. Please try again.' },
  );
}
