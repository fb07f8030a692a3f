import { FieldValue, type Timestamp } from 'firebase-admin/firestore';

import { submitVerificationCheckCallable } from '@fixwell/common/callables';
import {
  VERIFICATION_MESSAGES,
  type CompanyEvidenceDocument,
  type EvidenceFile,
  type VerificationCheckDocument,
} from '@fixwell/common/companies/verification';
import type { CompanyDocument } from '@fixwell/common/company';

import { runTransaction } from '../lib/transaction';
import { requireActiveRole } from '../lib/callable-guards';
import { onCallable } from '../lib/callable';
import { readDoc, type WriteTime } from '../lib/documents';
import { logInfo } from '../lib/log';
import { evidenceRef } from './company-evidence-handlers';
import { foreignEvidence, submissionRefusal } from './verification-decisions';
import {
  checkRef,
  companyRef,
  invalidVerificationInput,
  refusalError,
  type StoredCheck,
} from './verification-refs';

/**
 * A company submits a check (or submits it again after a rejection, an expiry, or to renew its
 * insurance) with the details and its own uploaded files; it waits for an admin's review.
 */
export const submitVerificationCheck = onCallable(
  submitVerificationCheckCallable,
  async (input, { uid }) => {
    await runTransaction(async (tx) => {
      const ref = checkRef(uid, input.type);
      const [companySnap, existingSnap, ...evidenceSnaps] = await Promise.all([
        tx.get(companyRef(uid)),
        tx.get(ref),
        ...input.evidence.map((id) => tx.get(evidenceRef(id))),
      ]);
      const company = readDoc<CompanyDocument<Timestamp>>(companySnap);
      if (!company)
        throw refusalError({
          code: 'failed-precondition',
          message: VERIFICATION_MESSAGES.companyMissing,
        });
      const existing = readDoc<StoredCheck>(existingSnap);
      const refusal = submissionRefusal(input.type, existing);
      if (refusal) throw refusalError(refusal);
      const records = evidenceSnaps.map((snap) =>
        readDoc<CompanyEvidenceDocument<Timestamp>>(snap),
      );
      const uploaders = new Map(input.evidence.map((id, i) => [id, records[i]?.uploaderId]));
      if (foreignEvidence(input.evidence, uploaders, uid).length > 0)
        throw refusalError({
          code: 'permission-denied',
          message: VERIFICATION_MESSAGES.evidenceNotYours,
        });
      const evidence: EvidenceFile[] = input.evidence.map((fileId, i) => ({
        fileId,
        name: records[i]!.name,
        contentType: records[i]!.contentType,
        bytes: records[i]!.bytes,
      }));
      tx.set(ref, {
        companyId: uid,
        companyName: company.businessName,
        type: input.type,
        status: 'submitted',
        details: input.details,
        evidence,
        submittedAt: FieldValue.serverTimestamp(),
        reviewedAt: null,
        reviewedBy: null,
        rejectionReason: null,
        // The badge in force (an insurance being renewed keeps its old one until reviewed).
        checkedOn: existing?.status === 'verified' ? existing.checkedOn : null,
        expiresOn: existing?.status === 'verified' ? existing.expiresOn : null,
        expiryWarnedAt: existing?.status === 'verified' ? existing.expiryWarnedAt : null,
      } satisfies VerificationCheckDocument<WriteTime>);
    });
    logInfo('verification.submitted', { companyId: uid, type: input.type });
    return { status: 'submitted' as const };
  },
  {
    auth: 'required',
    guard: ({ uid }) => requireActiveRole(uid, 'company', VERIFICATION_MESSAGES.companiesOnly),
    invalid: (error) => invalidVerificationInput(error.issues),
  },
);
