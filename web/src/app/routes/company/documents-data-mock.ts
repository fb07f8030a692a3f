// The stand-in for `features/documents/api/documents-data` in the documents pages' tests. It
// imports nothing of the app, so each test file's `vi.mock` factory can load it:
// `vi.mock('@/features/documents/api/documents-data', () => import('./documents-data-mock'))`.
import { vi } from 'vitest';

export const DOCUMENTS_PAGE_SIZE = 25;
export const CUSTOMER_PICKER_LIMIT = 20;
export const watchDocuments = vi.fn();
export const watchDocument = vi.fn();
export const fetchInvoiceTotals = vi.fn();
export const fetchCompanyCustomer = vi.fn();
export const fetchCompanyCustomers = vi.fn();
export const fetchDocumentTemplates = vi.fn();
export const fetchVatNumber = vi.fn();
export const fetchTakesCardPayments = vi.fn();
export const saveDocumentDraft = vi.fn();
export const sendDocument = vi.fn();
export const voidDocument = vi.fn();
export const duplicateDocument = vi.fn();
export const convertQuoteToInvoice = vi.fn();
export const sendDocumentReminder = vi.fn();
