// The CSV exports' columns: the same facts as the tables, with amounts as plain pounds a
// spreadsheet can sum and dates as ISO days.
import {
  TRANSACTION_STATUS_LABELS,
  TRANSACTION_TYPE_LABELS,
} from '@fixwell/common/billing/transaction';
import { SUBSCRIPTION_STATUS_LABELS } from '@fixwell/common/subscription';

import {
  monthlyRevenuePence,
  type AdminPlan,
  type AdminSubscription,
  type AdminTransaction,
} from '@/features/admin-billing/admin-billing';
import { londonDateOf } from '@fixwell/common/london-time';
import { plainPounds } from '@/features/admin-billing/money';
import type { CsvCell } from '@/utils/csv';

const day = (date: Date | null) => (date ? londonDateOf(date) : '');

export function subscriptionCsvRows(
  subscriptions: readonly AdminSubscription[],
  plans: readonly AdminPlan[],
): CsvCell[][] {
  const planNames = new Map(plans.map((plan) => [plan.id, plan.name]));
  return [
    [
      'Company',
      'Company id',
      'Plan',
      'Status',
      'Period end',
      'Cancels at period end',
      'Monthly recurring revenue (GBP)',
    ],
    ...subscriptions.map((subscription) => [
      subscription.companyName,
      subscription.companyId,
      subscription.planId ? (planNames.get(subscription.planId) ?? subscription.planId) : '',
      SUBSCRIPTION_STATUS_LABELS[subscription.status],
      day(subscription.currentPeriodEnd),
      subscription.cancelAtPeriodEnd,
      plainPounds(monthlyRevenuePence(subscription)),
    ]),
  ];
}

export function transactionCsvRows(transactions: readonly AdminTransaction[]): CsvCell[][] {
  return [
    ['Date', 'Type', 'Company', 'Company id', 'Description', 'Amount (GBP)', 'Status', 'Stripe id'],
    ...transactions.map((transaction) => [
      day(transaction.occurredAt),
      TRANSACTION_TYPE_LABELS[transaction.type] ?? transaction.type,
      transaction.companyName,
      transaction.companyId ?? '',
      transaction.description,
      plainPounds(transaction.amountPence),
      TRANSACTION_STATUS_LABELS[transaction.status] ?? transaction.status,
      transaction.stripeObjectId,
    ]),
  ];
}
