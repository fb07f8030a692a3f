// Shared by the documents pages' tests. Each test file mocks the data modules itself
// (`vi.mock` of billing-data, and of documents-data with `./documents-data-mock`); this sets the
// mocks' answers before each test: a subscribed company, no documents, one customer, no
// templates, VAT-registered, taking card payments.
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

import { fetchSubscription } from '@/features/billing/api/billing-data';
import { makeSubscription } from '@/features/billing/testing/make-subscription';
import {
  fetchCompanyCustomers,
  fetchDocumentTemplates,
  fetchInvoiceTotals,
  fetchTakesCardPayments,
  fetchVatNumber,
  watchDocument,
  watchDocuments,
} from '@/features/documents/api/documents-data';
import type { CompanyDocument } from '@/features/documents/document-types';
import { makeCustomer } from '@/features/documents/testing/make-document';
import { makeProfile } from '@/testing/test-utils';

export const COMPANY = makeProfile('company', { id: 'company-uid' });

/** The documents the list's listener answers from now on. */
export function serveDocuments(documents: CompanyDocument[], hasMore = false) {
  vi.mocked(watchDocuments).mockImplementation((_companyId, _options, onData) => {
    onData({ documents, hasMore });
    return () => undefined;
  });
}

/** The one document the editor's listener answers (null: there is none). */
export function serveDocument(document: CompanyDocument | null) {
  vi.mocked(watchDocument).mockImplementation((_id, onData) => {
    onData(document);
    return () => undefined;
  });
}

/** The options of the list listener's latest start. */
export function lastWatch() {
  return vi.mocked(watchDocuments).mock.calls.at(-1)?.[1];
}

/** Queries within the table row whose name starts with `name`. */
export function row(name: string) {
  return within(screen.getByRole('row', { name: new RegExp(`^${name}`) }));
}

export function mockDocumentsPages() {
  beforeEach(() => {
    vi.clearAllMocks();
    window.sessionStorage.clear();
    vi.mocked(fetchSubscription).mockResolvedValue(
      makeSubscription({ currentPeriodEnd: new Date(Date.now() + 20 * 86_400_000) }),
    );
    serveDocuments([]);
    serveDocument(null);
    vi.mocked(fetchInvoiceTotals).mockResolvedValue({
      outstandingPence: 0,
      overduePence: 0,
      paidThisMonthPence: 0,
    });
    vi.mocked(fetchCompanyCustomers).mockResolvedValue([makeCustomer()]);
    vi.mocked(fetchDocumentTemplates).mockResolvedValue([]);
    vi.mocked(fetchVatNumber).mockResolvedValue('GB123456789');
    vi.mocked(fetchTakesCardPayments).mockResolvedValue(true);
  });
  afterEach(() => window.sessionStorage.clear());
}
