import { duplicateDocumentCallable } from '@fixwell/common/callables';

import { runTransaction } from '../lib/transaction';
import { onCallable } from '../lib/callable';
import { logInfo } from '../lib/log';
import {
  documentsCollection,
  invalidInput,
  newDraftFrom,
  readOwnDocument,
  requireCompanyCaller,
} from './document-store';

/**
 * A new draft copy of any of the company's documents (the way to correct a sent one): same kind,
 * customer, lines and terms, with `sourceDocumentId` pointing back.
 */
export const duplicateDocument = onCallable(
  duplicateDocumentCallable,
  async ({ documentId }, { uid }) => {
    const copyId = await runTransaction(async (tx) => {
      const { document } = await readOwnDocument(tx, documentId, uid);
      const ref = documentsCollection().doc();
      tx.create(
        ref,
        newDraftFrom(document, documentId, {
          kind: document.kind,
          lines: document.lines,
          totals: document.totals,
          depositPercent: document.depositPercent,
          validUntil: document.validUntil,
          dueDate: document.dueDate,
        }),
      );
      return ref.id;
    });
    logInfo('document.duplicated', { documentId, copyId });
    return { documentId: copyId };
  },
  { auth: 'required', guard: requireCompanyCaller, invalid: invalidInput },
);
