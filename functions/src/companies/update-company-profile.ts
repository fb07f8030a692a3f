import { FieldValue, type Timestamp } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/https';

import { updateCompanyProfileCallable } from '@fixwell/common/callables';
import { COLLECTIONS } from '@fixwell/common/collections';
import { COMPANY_PROFILE_MESSAGES } from '@fixwell/common/companies/company-profile';
import type { CompanyDocument, CompanyPrivateDocument } from '@fixwell/common/company';

import { db } from '../lib/admin';
import { runTransaction } from '../lib/transaction';
import { onCallable } from '../lib/callable';
import { requireActiveRole } from '../lib/callable-guards';
import { readDoc, type WriteTime } from '../lib/documents';
import { logInfo } from '../lib/log';
import { changedFields, fieldMessages, profileWrites } from './company-profile-update';

/** A null in a write removes the field. */
const orDelete = <T>(value: T | null) => (value === null ? FieldValue.delete() : value);

/**
 * The company saves its profile from `/company/profile`: business details, description, contact
 * details, social links and opening hours go onto the public `companies/{uid}`; the lead email and
 * the VAT number onto `companyPrivate/{uid}`, which only the owner and admins read. Renaming keeps
 * the slug. Trades, coverage, badges, the public flag and photos are not here: each has its own
 * callable.
 */
export const updateCompanyProfile = onCallable(
  updateCompanyProfileCallable,
  async (input, { uid }) => {
    const companyRef = db().collection(COLLECTIONS.companies).doc(uid);
    const privateRef = db().collection(COLLECTIONS.companyPrivate).doc(uid);
    const writes = profileWrites(input);
    const result = await runTransaction(async (tx) => {
      const [companySnapshot, privateSnapshot] = await tx.getAll(companyRef, privateRef);
      const company = readDoc<CompanyDocument<Timestamp>>(companySnapshot);
      if (!company) throw new HttpsError('failed-precondition', COMPANY_PROFILE_MESSAGES.noCompany);
      const stored = readDoc<CompanyPrivateDocument<Timestamp>>(privateSnapshot);
      const { company: pub } = writes;
      tx.update(companyRef, {
        businessName: pub.businessName,
        legalForm: pub.legalForm,
        companiesHouseNumber: orDelete(pub.companiesHouseNumber),
        description: orDelete(pub.description),
        phone: orDelete(pub.phone),
        website: orDelete(pub.website),
        socialLinks: orDelete(pub.socialLinks),
        openingHours: orDelete(pub.openingHours),
        updatedAt: FieldValue.serverTimestamp(),
      } satisfies Record<keyof typeof pub | 'updatedAt', unknown> &
        Partial<Record<keyof CompanyDocument<WriteTime>, unknown>>);
      tx.set(
        privateRef,
        {
          ownerId: uid,
          leadEmail: writes.private.leadEmail,
          vatNumber: orDelete(writes.private.vatNumber),
          updatedAt: FieldValue.serverTimestamp(),
        } satisfies Partial<Record<keyof CompanyPrivateDocument<WriteTime>, unknown>>,
        { merge: true },
      );
      return {
        slug: company.slug,
        changed: [
          ...changedFields(company as unknown as Record<string, unknown>, pub),
          ...changedFields((stored ?? {}) as Record<string, unknown>, writes.private),
        ],
      };
    });
    logInfo('company-profile.saved', { uid, changed: result.changed.join(',') });
    return { slug: result.slug };
  },
  {
    auth: 'required',
    guard: ({ uid }) => requireActiveRole(uid, 'company', COMPANY_PROFILE_MESSAGES.notCompany),
    invalid: (error) => {
      // One message per field (dotted paths for nested ones), as the form shows them.
      const fields = fieldMessages(error.issues);
      return new HttpsError('invalid-argument', COMPANY_PROFILE_MESSAGES.invalid, { fields });
    },
  },
);
