import { sha256 } from '../lib/hash';

/**
 * `companyCustomers/{id}` of a lead's customer: deterministic per company and email (trimmed,
 * lower-cased), so every lead from the same person lands on the same record. Its own module so
 * the seed can name the same record without bundling the callables.
 */
export function leadCustomerId(companyId: string, email: string): string {
  return `${companyId}_${sha256(email.trim().toLowerCase()).slice(0, 20)}`;
}
