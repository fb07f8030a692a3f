import { FieldValue, type Timestamp } from 'firebase-admin/firestore';

import { COLLECTIONS } from '@fixwell/common/collections';
import { companyPlaceOf } from '@fixwell/common/companies/company-place';
import {
  coverageKeys,
  type CompanyDocument,
  type CompanyPrivateDocument,
} from '@fixwell/common/company';
import { normaliseUkPostcode, postcodeAreaOf } from '@fixwell/common/uk-postcode';

import { db } from '../lib/admin';
import { runTransaction } from '../lib/transaction';
import { readDoc, type WriteTime } from '../lib/documents';
import type { CompanySignUp } from './company-documents';
import { writeCompanySlug, writeCoverageIndex } from './company-lookup-index';
import { companyPrivateRef } from './company-private';
import { companySlugBase, pickSlug, slugCandidates } from './company-slug';

export interface ProvisionResult {
  companyCreated: boolean;
}

/**
 * Creates companies/{ownerId} (hidden until it is published) and companyPrivate/{ownerId} when
 * they do not exist yet. The public document carries the base district and town only; the full
 * postcode goes to the private one, which only the owner and admins read. One transaction: a retried trigger, or the seed having written it first, leaves an existing company
 * untouched, and no two companies can take the same slug. No `subscriptions/{ownerId}`: only the
 * Stripe webhook writes it, and no document means no subscription (`none`).
 */
export async function provisionCompany(
  ownerId: string,
  details: CompanySignUp,
): Promise<ProvisionResult> {
  const companies = db().collection(COLLECTIONS.companies);
  const companyRef = companies.doc(ownerId);

  return runTransaction(async (tx) => {
    const company = await tx.get(companyRef);
    const privateRef = companyPrivateRef(ownerId);
    const companyPrivate = await tx.get(privateRef);
    const result: ProvisionResult = { companyCreated: false };

    if (!company?.exists) {
      const base = companySlugBase(details.businessName, details.basePostcode);
      const clashes = await tx.get(companies.where('slug', 'in', slugCandidates(base)));
      const taken = new Set(
        clashes.docs
          .filter((doc) => doc.id !== ownerId)
          .map((doc) => String(readDoc<CompanyDocument<Timestamp>>(doc)?.slug)),
      );
      const basePostcode =
        normaliseUkPostcode(details.basePostcode) ?? details.basePostcode.toUpperCase();
      const place = companyPlaceOf(basePostcode);
      const area = postcodeAreaOf(basePostcode);
      const postcodeAreas = area ? [area] : [];
      const keys = coverageKeys([details.mainTrade], postcodeAreas);
      const slug = pickSlug(base, taken, ownerId);
      tx.create(companyRef, {
        ownerId,
        businessName: details.businessName,
        slug,
        mainTrade: details.mainTrade,
        trades: [details.mainTrade],
        ...(place ? { baseDistrict: place.baseDistrict, town: place.town } : {}),
        public: false,
        postcodeAreas,
        coverageKeys: keys,
        rating: 0,
        reviewCount: 0,
        createdAt: FieldValue.serverTimestamp(),
        updatedAt: FieldValue.serverTimestamp(),
      } satisfies CompanyDocument<WriteTime>);
      writeCoverageIndex(db(), tx, ownerId, [], keys);
      writeCompanySlug(db(), tx, slug, ownerId);
      result.companyCreated = true;
    }

    if (!companyPrivate.exists) {
      tx.create(privateRef, {
        ownerId,
        basePostcode:
          normaliseUkPostcode(details.basePostcode) ?? details.basePostcode.trim().toUpperCase(),
        leadEmail: null,
        updatedAt: FieldValue.serverTimestamp(),
      } satisfies CompanyPrivateDocument<WriteTime>);
    }

    return result;
  });
}
