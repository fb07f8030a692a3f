import { Timestamp } from 'firebase-admin/firestore';

import { voidDocumentCallable } from '@fixwell/common/callables';
import type { DocumentRecord } from '@fixwell/common/documents/document';
import { payablePence } from '@fixwell/common/documents/document-totals';

import { runTransaction } from '../lib/transaction';
import { onCallable } from '../lib/callable';
import type { WriteTime } from '../lib/documents';
import { logInfo } from '../lib/log';
import { readCustomerRecord, touchCustomer } from './customer-activity';
import { voidRefusal } from './document-decisions';
import {
  factsOf,
  invalidInput,
  readOwnDocument,
  refusalError,
  requireCompanyCaller,
  serverNow,
} from './document-store';

/**
 * A company voids an invoice it sent that has not been paid, saying why; the invoice is kept (with
 * its number) as the record. Quotes are never voided: they expire or are declined.
 */
export const voidDocument = onCallable(
  voidDocumentCallable,
  async ({ documentId, reason }, { uid }) => {
    await runTransaction(async (tx) => {
      const { ref, document } = await readOwnDocument(tx, documentId, uid);
      const refusal = voidRefusal(factsOf(document));
      if (refusal) throw refusalError(refusal);
      // A void invoice was never owed: it no longer counts as invoiced.
      touchCustomer(tx, await readCustomerRecord(tx, document.customer.id), {
        invoicedDeltaPence: -payablePence(document),
      });
      tx.update(ref, {
        status: 'void',
        voided: { reason, at: Timestamp.now() },
        updatedAt: serverNow(),
      } satisfies Partial<DocumentRecord<WriteTime>>);
    });
    logInfo('document.voided', { documentId });
    return { documentId };
  },
  {
    auth: 'required',
    guard: requireCompanyCaller,
    invalid: invalidInput,
  },
);
