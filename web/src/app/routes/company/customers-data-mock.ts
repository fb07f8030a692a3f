// The stand-in for `features/company-customers/api/company-customers-data` in the customers
// pages' tests. It imports nothing of the app, so each test file's `vi.mock` factory can load it:
// `vi.mock('@/features/company-customers/api/company-customers-data', () =>
// import('./customers-data-mock'))`.
import { vi } from 'vitest';

export const CUSTOMERS_PAGE_SIZE = 25;
export const fetchCompanyCustomers = vi.fn();
export const fetchCompanyCustomer = vi.fn();
export const fetchCustomerDocuments = vi.fn();
export const createCompanyCustomer = vi.fn();
export const updateCompanyCustomer = vi.fn();
