// Rows as the admin-billing data module hands them to the pages, for the page tests (which mock
// that module).
import { within } from '@testing-library/react';
import { vi } from 'vitest';

import type {
  AdminConnectAccount,
  AdminPlan,
  AdminSubscription,
  AdminTransaction,
} from '@/features/admin-billing/admin-billing';
import type { BillingCursor } from '@/features/admin-billing/api/admin-billing-data';

export function makePlan(overrides: Partial<AdminPlan> = {}): AdminPlan {
  return {
    id: 'starter',
    name: 'Starter',
    monthlyPricePence: 2900,
    leadAllowance: 10,
    extraLeadPricePence: 400,
    features: ['Ten leads a month', 'A public profile page', 'Email support'],
    order: 1,
    recommended: false,
    archived: false,
    stripeProductId: 'prod_starter',
    stripePriceId: 'price_starter_2900',
    ...overrides,
  };
}

export const PLANS: AdminPlan[] = [
  makePlan(),
  makePlan({
    id: 'professional',
    name: 'Professional',
    monthlyPricePence: 5900,
    leadAllowance: 25,
    extraLeadPricePence: 350,
    order: 2,
    recommended: true,
    stripePriceId: 'price_professional_5900',
  }),
  makePlan({
    id: 'legacy',
    name: 'Legacy',
    monthlyPricePence: 1900,
    leadAllowance: 5,
    extraLeadPricePence: null,
    order: 9,
    archived: true,
    stripePriceId: null,
  }),
];

export function makeSubscription(overrides: Partial<AdminSubscription> = {}): AdminSubscription {
  return {
    companyId: 'company-acme',
    companyName: 'Acme Plumbing',
    status: 'active',
    planId: 'professional',
    monthlyAmountPence: 5900,
    currentPeriodEnd: new Date('2026-11-22T10:00:00Z'),
    cancelAtPeriodEnd: false,
    graceEndsAt: null,
    ...overrides,
  };
}

export function makeConnectAccount(
  overrides: Partial<AdminConnectAccount> = {},
): AdminConnectAccount {
  return {
    companyId: 'company-acme',
    accountId: 'acct_1AcmePlumbing',
    companyName: 'Acme Plumbing',
    status: 'enabled',
    detailsSubmitted: true,
    chargesEnabled: true,
    payoutsEnabled: true,
    requirementsDue: [],
    requirementsPastDue: [],
    disabledReason: null,
    createdAt: new Date('2026-10-02T09:00:00Z'),
    updatedAt: new Date('2026-10-02T09:05:00Z'),
    ...overrides,
  };
}

export function makeTransaction(overrides: Partial<AdminTransaction> = {}): AdminTransaction {
  return {
    id: 'in_1Renewal',
    type: 'subscription-payment',
    status: 'succeeded',
    companyId: 'company-acme',
    companyName: 'Acme Plumbing',
    amountPence: 7080,
    description: 'Professional plan, November 2026',
    stripeObjectId: 'in_1Renewal',
    occurredAt: new Date('2026-11-22T10:00:00Z'),
    ...overrides,
  };
}

/** A cursor as the data module hands one out; opaque to the pages. */
export function makeCursor(id: string): BillingCursor {
  return { id } as unknown as BillingCursor;
}

/** Puts `createObjectURL` / `revokeObjectURL` (which jsdom lacks) on URL until the test ends. */
export function stubObjectUrls(create: (blob: Blob) => string): void {
  Object.defineProperty(URL, 'createObjectURL', {
    value: create,
    configurable: true,
    writable: true,
  });
  Object.defineProperty(URL, 'revokeObjectURL', {
    value: () => undefined,
    configurable: true,
    writable: true,
  });
}

export type CapturedDownload = { filename: string; text: () => Promise<string> };

/**
 * Catches what "Download CSV" saves: the file's name and its text, byte order mark included.
 * Call before clicking; `vi.restoreAllMocks()` puts the anchor's click back.
 */
export function captureDownloads(): CapturedDownload[] {
  const blobs = new Map<string, Blob>();
  const downloads: CapturedDownload[] = [];
  stubObjectUrls((blob) => {
    const url = `blob:fixwell/${blobs.size + 1}`;
    blobs.set(url, blob);
    return url;
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    const blob = blobs.get(this.getAttribute('href') ?? '');
    downloads.push({
      filename: this.download,
      text: async () =>
        new TextDecoder('utf-8', { ignoreBOM: true }).decode(await blob!.arrayBuffer()),
    });
  });
  return downloads;
}

/** A table row's cells (headers and data), as text. */
export const rowCells = (row: HTMLElement) =>
  [...row.querySelectorAll('th, td')].map((cell) => cell.textContent);

/** Every row of a table, each as its cells' text. */
export const tableCells = (table: HTMLElement) => within(table).getAllByRole('row').map(rowCells);
