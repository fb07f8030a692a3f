import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/https';

import {
  publishCompanyProfileCallable,
  unpublishCompanyProfileCallable,
} from '@fixwell/common/callables';
import { COLLECTIONS } from '@fixwell/common/collections';
import {
  PUBLISH_MESSAGES,
  type PublishStateResult,
  type ReadinessCheck,
} from '@fixwell/common/companies/profile-readiness';
import type { CompanyDocument, CompanyPrivateDocument } from '@fixwell/common/company';

import { db } from '../lib/admin';
import { runTransaction } from '../lib/transaction';
import { onCallable } from '../lib/callable';
import { requireActiveRole } from '../lib/callable-guards';
import { readDoc, type WriteTime } from '../lib/documents';
import { logInfo } from '../lib/log';
import { decidePublish, decideUnpublish } from './publish-decision';

type StoredCompany = CompanyDocument<Timestamp>;

const companyRef = (uid: string) => db().collection(COLLECTIONS.companies).doc(uid);

/** The company's publishing state as the page shows it. */
function stateOf(
  company: StoredCompany,
  isPublic: boolean,
  publishedAt: Timestamp | undefined,
): PublishStateResult {
  return {
    public: isPublic,
    publishedAt: publishedAt ? publishedAt.toDate().toISOString() : null,
    slug: company.slug,
  };
}

const guard = ({ uid }: { uid: string }) =>
  requireActiveRole(uid, 'company', PUBLISH_MESSAGES.companiesOnly);

/**
 * The owner publishes its profile: refused (`failed-precondition`, with the missing items'
 * labels in the message and `details.missing`) until profileReadiness says every required part is
 * done, and always for a suspended company. The first publication stamps `publishedAt`.
 */
export const publishCompanyProfile = onCallable(
  publishCompanyProfileCallable,
  async (_input, { uid }) => {
    const result = await runTransaction(async (tx) => {
      const [companySnap, privateSnap, insuranceSnap] = await Promise.all([
        tx.get(companyRef(uid)),
        tx.get(db().collection(COLLECTIONS.companyPrivate).doc(uid)),
        tx.get(db().collection(COLLECTIONS.verificationChecks).doc(`${uid}_insurance`)),
      ]);
      const company = readDoc<StoredCompany>(companySnap);
      const companyPrivate = readDoc<CompanyPrivateDocument<Timestamp>>(privateSnap);
      const insurance = readDoc<Partial<ReadinessCheck>>(insuranceSnap);
      const checks: ReadinessCheck[] =
        typeof insurance?.status === 'string'
          ? [{ type: 'insurance', status: insurance.status }]
          : [];
      const decision = decidePublish({ company, companyPrivate, checks });
      if (decision.kind === 'refuse') {
        throw new HttpsError('failed-precondition', decision.message, {
          missing: decision.missing,
        });
      }
      // decidePublish refuses a missing company, so from here it exists.
      const stored = company!;
      if (decision.kind === 'unchanged') return stateOf(stored, true, stored.publishedAt);
      const publishedAt = decision.firstTime ? Timestamp.now() : stored.publishedAt;
      tx.update(companyRef(uid), {
        public: true,
        ...(decision.firstTime ? { publishedAt } : {}),
        updatedAt: FieldValue.serverTimestamp(),
      } satisfies Partial<CompanyDocument<WriteTime>>);
      return stateOf(stored, true, publishedAt);
    });
    logInfo('company.published', { uid });
    return result;
  },
  { auth: 'required', guard },
);

/** The owner hides its profile (it keeps `publishedAt`, and can publish again at any time). */
export const unpublishCompanyProfile = onCallable(
  unpublishCompanyProfileCallable,
  async (_input, { uid }) => {
    const result = await runTransaction(async (tx) => {
      const company = readDoc<StoredCompany>(await tx.get(companyRef(uid)));
      const decision = decideUnpublish(company);
      if (decision.kind === 'refuse') throw new HttpsError('failed-precondition', decision.message);
      const stored = company!;
      if (decision.kind === 'unpublish') {
        tx.update(companyRef(uid), {
          public: false,
          updatedAt: FieldValue.serverTimestamp(),
        } satisfies Partial<CompanyDocument<WriteTime>>);
      }
      return stateOf(stored, false, stored.publishedAt);
    });
    logInfo('company.unpublished', { uid });
    return result;
  },
  { auth: 'required', guard },
);
