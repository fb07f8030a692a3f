import type { Timestamp, Transaction } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/https';

import { COLLECTIONS } from '@fixwell/common/collections';
import type { CompanyDocument, CompanyPrivateDocument } from '@fixwell/common/company';
import { COVERAGE_MESSAGES, type ResolvedCoverage } from '@fixwell/common/coverage/coverage';
import { outwardCodeOf } from '@fixwell/common/uk-postcode';

import { db } from '../lib/admin';
import { readDoc } from '../lib/documents';

export type StoredCompany = CompanyDocument<Timestamp>;

/**
 * The company's base district: the public `baseDistrict`, else the outward code of the full base
 * postcode (private, or on documents written before issue 15).
 */
export function baseDistrictOf(
  company: Partial<StoredCompany> | undefined,
  companyPrivate: Partial<CompanyPrivateDocument<Timestamp>> | undefined,
): string | null {
  for (const raw of [company?.baseDistrict, companyPrivate?.basePostcode, company?.basePostcode]) {
    const district = typeof raw === 'string' ? outwardCodeOf(raw) : null;
    if (district) return district;
  }
  return null;
}

/** The caller's company and private document, read (in `tx` when given) before any write. */
export async function readOwnCompany(
  uid: string,
  tx?: Transaction,
): Promise<{ company: StoredCompany; baseDistrict: string | null }> {
  const companyRef = db().collection(COLLECTIONS.companies).doc(uid);
  const privateRef = db().collection(COLLECTIONS.companyPrivate).doc(uid);
  const [companySnap, privateSnap] = tx
    ? await Promise.all([tx.get(companyRef), tx.get(privateRef)])
    : await db().getAll(companyRef, privateRef);
  const company = readDoc<StoredCompany>(companySnap!);
  if (!company) throw new HttpsError('failed-precondition', COVERAGE_MESSAGES.noCompany);
  const companyPrivate = readDoc<CompanyPrivateDocument<Timestamp>>(privateSnap!);
  return { company, baseDistrict: baseDistrictOf(company, companyPrivate) };
}

/** A coverage that cannot be placed, as the form shows it: on its field. */
export function refusal(resolved: Extract<ResolvedCoverage, { ok: false }>): HttpsError {
  return new HttpsError('invalid-argument', resolved.message, {
    fields: { [`coverage.${resolved.field}`]: resolved.message },
  });
}

/** The schema's refusals, one message per field path ("coverage.districts.0"). */
export function invalidCoverage(error: {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}): HttpsError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues)
    fields[issue.path.map(String).join('.') || 'form'] ??= issue.message;
  return new HttpsError('invalid-argument', error.issues[0]?.message ?? COVERAGE_MESSAGES.invalid, {
    fields,
  });
}
