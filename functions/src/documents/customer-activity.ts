import { FieldValue, type DocumentReference, type Transaction } from 'firebase-admin/firestore';

import { COLLECTIONS } from '@fixwell/common/collections';
import type { CompanyCustomerRecord } from '@fixwell/common/documents/document';

import type { WriteTime } from '../lib/documents';
import { db } from '../lib/admin';
import { serverNow } from './document-store';

// What `/company/customers` lists beside each customer: the last contact and the amounts invoiced
// and paid, kept on `companyCustomers/{id}` by the functions that move a document (the payment
// webhook keeps `paidPence`). A customer the company has since deleted is left deleted.

export interface CustomerRecordRead {
  ref: DocumentReference;
  exists: boolean;
}

/** Reads the document's customer record; call it with the transaction's other reads. */
export async function readCustomerRecord(
  tx: Transaction,
  customerId: string,
): Promise<CustomerRecordRead> {
  const ref = db().collection(COLLECTIONS.companyCustomers).doc(customerId);
  return { ref, exists: (await tx.get(ref)).exists };
}

/**
 * Records contact with the customer now, and moves the amount invoiced by `invoicedDeltaPence`
 * (a sent invoice's total, or minus it when the invoice is voided).
 */
export function touchCustomer(
  tx: Transaction,
  customer: CustomerRecordRead,
  { invoicedDeltaPence = 0 }: { invoicedDeltaPence?: number } = {},
): void {
  if (!customer.exists) return;
  const changes: Partial<Record<keyof CompanyCustomerRecord<WriteTime>, unknown>> = {
    lastContactAt: serverNow(),
  };
  if (invoicedDeltaPence !== 0) changes.invoicedPence = FieldValue.increment(invoicedDeltaPence);
  tx.update(customer.ref, changes);
}
