import { companyCustomerSchema, postalAddressSchema } from '@fixwell/common/documents/document';
import type { z } from 'zod';

import type { CompanyCustomerDetails } from '@/features/company-customers/api/company-customers-data';
import type { CompanyCustomer } from '@/features/company-customers/customer-types';

/**
 * The shared customer schema with the address's fields side by side (each keeps the shared rule
 * and wording), so every field is a string a draft can keep. Nested again at submit.
 */
export const customerFormSchema = companyCustomerSchema
  .omit({ address: true })
  .extend(postalAddressSchema.shape);

export type CustomerFormInput = z.input<typeof customerFormSchema>;
export type CustomerFormOutput = z.output<typeof customerFormSchema>;

export const CUSTOMER_FORM_FIELDS = [
  'name',
  'email',
  'phone',
  'line1',
  'line2',
  'town',
  'postcode',
] as const satisfies readonly (keyof CustomerFormInput)[];

export function customerFormValues(customer: CompanyCustomer | null): CustomerFormInput {
  return {
    name: customer?.name ?? '',
    email: customer?.email ?? '',
    phone: customer?.phone ?? '',
    line1: customer?.address.line1 ?? '',
    line2: customer?.address.line2 ?? '',
    town: customer?.address.town ?? '',
    postcode: customer?.address.postcode ?? '',
  };
}

export function customerDetailsOf(values: CustomerFormOutput): CompanyCustomerDetails {
  const { line1, line2, town, postcode, ...person } = values;
  return { ...person, address: { line1, line2, town, postcode } };
}
