import type { Timestamp } from 'firebase-admin/firestore';

import { saveDocumentDraftCallable } from '@fixwell/common/callables';
import { COLLECTIONS } from '@fixwell/common/collections';
import type { CompanyCustomerRecord, DocumentRecord } from '@fixwell/common/documents/document';

import { db } from '../lib/admin';
import { runTransaction } from '../lib/transaction';
import { onCallable } from '../lib/callable';
import { readDoc, type WriteTime } from '../lib/documents';
import { logInfo } from '../lib/log';
import { draftKindErrors, saveRefusal } from './document-decisions';
import { DOCUMENT_MESSAGES } from './document-messages';
import {
  dayTimestamp,
  documentsCollection,
  invalidFields,
  invalidInput,
  newDocumentState,
  notFound,
  refusalError,
  requireCompanyCaller,
  serverNow,
  today,
  totalsRecord,
  vatNumberOf,
  type StoredDocument,
} from './document-store';

/**
 * A company saves a quote or an invoice as a draft, new or existing (drafts only: a sent
 * document's lines never change). The customer must be one of its own; totals are recomputed
 * here and VAT follows the company's registration (its `vatNumber`), whatever the client showed.
 */
export const saveDocumentDraft = onCallable(
  saveDocumentDraftCallable,
  async (draft, { uid }) => {
    const kindErrors = draftKindErrors(draft, today());
    if (Object.keys(kindErrors).length > 0) throw invalidFields(kindErrors);

    const documentId = await runTransaction(async (tx) => {
      const ref = draft.documentId
        ? documentsCollection().doc(draft.documentId)
        : documentsCollection().doc();
      const [documentSnapshot, customerSnapshot, companySnapshot] = await tx.getAll(
        ref,
        db().collection(COLLECTIONS.companyCustomers).doc(draft.customerId),
        db().collection(COLLECTIONS.companies).doc(uid),
      );
      let existing: StoredDocument | undefined;
      if (draft.documentId) {
        existing = readDoc<StoredDocument>(documentSnapshot);
        if (!existing || existing.companyId !== uid) throw notFound();
        const refusal = saveRefusal(existing.status);
        if (refusal) throw refusalError(refusal);
      }
      const customer = readDoc<CompanyCustomerRecord<Timestamp>>(customerSnapshot);
      if (!customer || customer.companyId !== uid)
        throw invalidFields({ customerId: DOCUMENT_MESSAGES.customerNotFound });

      const vatNumber = vatNumberOf(readDoc<object>(companySnapshot));
      const vatRegistered = vatNumber !== null;
      const fields = {
        companyId: uid,
        kind: draft.kind,
        customer: {
          id: draft.customerId,
          name: customer.name,
          email: customer.email,
          phone: customer.phone,
          address: customer.address,
          uid: customer.uid ?? null,
        },
        leadId: customer.leadId ?? null,
        lines: draft.lines,
        vatRegistered,
        vatNumber,
        totals: totalsRecord(draft.lines, vatRegistered),
        depositPercent: draft.kind === 'quote' ? draft.depositPercent : null,
        validUntil: dayTimestamp(draft.validUntil),
        dueDate: dayTimestamp(draft.dueDate),
        notes: draft.notes,
        paymentTerms: draft.paymentTerms,
        templateId: draft.templateId,
        updatedAt: serverNow(),
      } satisfies Partial<DocumentRecord<WriteTime>>;

      if (existing) {
        tx.update(ref, fields);
      } else {
        tx.create(ref, {
          ...fields,
          ...newDocumentState(null),
        } satisfies DocumentRecord<WriteTime>);
      }
      return ref.id;
    });
    logInfo('document.draft-saved', { documentId, kind: draft.kind });
    return { documentId };
  },
  {
    auth: 'required',
    guard: requireCompanyCaller,
    invalid: invalidInput,
  },
);
