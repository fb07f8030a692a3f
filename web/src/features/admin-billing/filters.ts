// What each admin money list can be narrowed to, read from the URL so a filtered view can be
// linked to. An unknown value is ignored rather than showing an empty list.
import { CONNECT_ACCOUNT_STATUSES } from '@fixwell/common/billing/connect-account';
import type { ConnectAccountStatus } from '@fixwell/common/billing/connect-account';
import {
  TRANSACTION_STATUSES,
  TRANSACTION_TYPES,
  type TransactionStatus,
  type TransactionType,
} from '@fixwell/common/billing/transaction';
import { SUBSCRIPTION_STATUSES, type SubscriptionStatus } from '@fixwell/common/subscription';

import { ISO_DATE } from '@/features/admin-billing/london-dates';

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : undefined;

/** Drops the filters that are not set, so equal filters make equal query keys. */
function defined<T extends Record<string, unknown>>(filters: T): T {
  return Object.fromEntries(
    Object.entries(filters).filter(([, value]) => value !== undefined),
  ) as T;
}

export type SubscriptionFilters = {
  status?: SubscriptionStatus;
  planId?: string;
  cancelAtPeriodEnd?: boolean;
  /** The start of the company's name, as typed (matched case-sensitively by Firestore). */
  search?: string;
};

export const SUBSCRIPTION_FILTER_PARAMS = ['status', 'plan', 'cancelling', 'q'] as const;

export function subscriptionFiltersFromSearch(params: URLSearchParams): SubscriptionFilters {
  const plan = params.get('plan');
  const cancelling = params.get('cancelling');
  const search = params.get('q')?.trim().slice(0, 100);
  return defined({
    status: oneOf(SUBSCRIPTION_STATUSES, params.get('status')),
    planId: plan && /^[a-z0-9-]{1,60}$/.test(plan) ? plan : undefined,
    cancelAtPeriodEnd: cancelling === 'yes' ? true : cancelling === 'no' ? false : undefined,
    search: search || undefined,
  });
}

export type ConnectAccountFilters = { status?: ConnectAccountStatus };

export function connectAccountFiltersFromSearch(params: URLSearchParams): ConnectAccountFilters {
  return defined({ status: oneOf(CONNECT_ACCOUNT_STATUSES, params.get('status')) });
}

export type TransactionFilters = {
  type?: TransactionType;
  status?: TransactionStatus;
  companyId?: string;
  /** First day included, `YYYY-MM-DD` in London. */
  from?: string;
  /** Last day included, `YYYY-MM-DD` in London. */
  to?: string;
};

export const TRANSACTION_FILTER_PARAMS = ['type', 'status', 'company', 'from', 'to'] as const;

export function transactionFiltersFromSearch(params: URLSearchParams): TransactionFilters {
  const company = params.get('company')?.trim();
  const date = (name: string) => {
    const value = params.get(name);
    return value && ISO_DATE.test(value) && !Number.isNaN(Date.parse(value)) ? value : undefined;
  };
  return defined({
    type: oneOf(TRANSACTION_TYPES, params.get('type')),
    status: oneOf(TRANSACTION_STATUSES, params.get('status')),
    companyId: company && /^[A-Za-z0-9_-]{1,128}$/.test(company) ? company : undefined,
    from: date('from'),
    to: date('to'),
  });
}
