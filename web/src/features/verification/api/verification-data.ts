// The verification feature's only contact with Firebase: the checks (Firestore, under the rules:
// the company reads its own, admins every one), the evidence files (the api function) and the
// callables. Component tests replace this one module.
import {
  reviewVerificationCheckCallable,
  setCompanySuspendedCallable,
  submitVerificationCheckCallable,
  type CallableOutput,
} from '@fixwell/common/callables';
import { companySearchKeys, normaliseUserSearch } from '@fixwell/common/admin/admin-users';
import { COLLECTIONS } from '@fixwell/common/collections';
import {
  EVIDENCE_CONTENT_TYPES,
  EVIDENCE_MAX_BYTES,
  VERIFICATION_MESSAGES,
  type EvidenceFile,
  type ReviewVerificationCheckInput,
  type SetCompanySuspendedInput,
  type SubmitVerificationCheckInput,
  type VerificationCheckType,
  type VerificationDetails,
  type VerificationStatus,
} from '@fixwell/common/companies/verification';
import type { LegalForm, VerifiedBadge } from '@fixwell/common/company';
import { dateOf } from '@fixwell/common/timestamps';
import {
  collection,
  doc,
  documentId,
  getCountFromServer,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  startAfter,
  where,
  type DocumentData,
  type QueryConstraint,
} from 'firebase/firestore';

import { env } from '@/config/env';
import { callFunction } from '@/lib/call-function';
import { firestore } from '@/lib/firestore';
import { watchCount } from '@/lib/firestore-live';
import { readConverter } from '@/lib/firestore-converter';

export const ADMIN_COMPANIES_PAGE_SIZE = 20;
export const VETTING_QUEUE_PAGE_SIZE = 20;

/** A check as the pages show it. */
export type VerificationCheck = {
  id: string;
  companyId: string;
  companyName: string;
  type: VerificationCheckType;
  status: VerificationStatus;
  details: VerificationDetails;
  evidence: EvidenceFile[];
  submittedAt: Date | null;
  reviewedAt: Date | null;
  reviewedBy: { uid: string; email: string } | null;
  rejectionReason: string | null;
  checkedOn: string | null;
  expiresOn: string | null;
};

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const textOrNull = (value: unknown): string | null => (typeof value === 'string' ? value : null);

export function toVerificationCheck(id: string, data: DocumentData): VerificationCheck {
  return {
    id,
    companyId: text(data.companyId),
    companyName: text(data.companyName),
    type: data.type as VerificationCheckType,
    status: data.status as VerificationStatus,
    details: (data.details ?? {}) as VerificationDetails,
    evidence: Array.isArray(data.evidence) ? (data.evidence as EvidenceFile[]) : [],
    submittedAt: dateOf(data.submittedAt),
    reviewedAt: dateOf(data.reviewedAt),
    reviewedBy: (data.reviewedBy ?? null) as VerificationCheck['reviewedBy'],
    rejectionReason: textOrNull(data.rejectionReason),
    checkedOn: textOrNull(data.checkedOn),
    expiresOn: textOrNull(data.expiresOn),
  };
}
const checkConverter = readConverter(toVerificationCheck);
const checks = () => collection(firestore(), COLLECTIONS.verificationChecks);

/** A company's checks and what orders them (its trades and legal form). */
export type CompanyChecks = {
  trades: string[];
  legalForm: LegalForm | undefined;
  checks: VerificationCheck[];
};

/** The company's own checks (at most one per type). */
export async function fetchCompanyChecks(companyId: string): Promise<CompanyChecks> {
  const [companySnap, checkSnap] = await Promise.all([
    getDoc(doc(firestore(), COLLECTIONS.companies, companyId)),
    getDocs(
      query(checks(), where('companyId', '==', companyId), limit(20)).withConverter(checkConverter),
    ),
  ]);
  const company = companySnap.data();
  return {
    trades: Array.isArray(company?.trades) ? (company.trades as string[]) : [],
    legalForm: company?.legalForm as LegalForm | undefined,
    checks: checkSnap.docs.map((snapshot) => snapshot.data()),
  };
}

export class EvidenceError extends Error {
  override readonly name = 'EvidenceError';
}

/** Why a file cannot be uploaded, checked before sending it (the server checks its content). */
export function evidenceFileProblem(file: File): string | null {
  if (!(EVIDENCE_CONTENT_TYPES as readonly string[]).includes(file.type))
    return VERIFICATION_MESSAGES.evidenceType;
  if (file.size > EVIDENCE_MAX_BYTES) return VERIFICATION_MESSAGES.evidenceTooBig;
  if (file.size === 0) return VERIFICATION_MESSAGES.evidenceEmpty;
  return null;
}

function evidenceUrl(id?: string): string {
  const base = `${env.VITE_API_BASE_URL.replace(/\/+$/, '')}/company-evidence`;
  return id ? `${base}/${encodeURIComponent(id)}` : base;
}

async function idToken(): Promise<string> {
  const { firebaseAuth } = await import('@/lib/firebase');
  const user = firebaseAuth().currentUser;
  if (!user) throw new EvidenceError('Sign in again to upload or see files.');
  return user.getIdToken();
}

function refusalMessage(status: number, body: string): string {
  try {
    const parsed = JSON.parse(body) as { error?: unknown };
    if (typeof parsed.error === 'string' && parsed.error) return parsed.error;
  } catch {
    // Not the api's JSON: worded by status below.
  }
  if (status === 413) return VERIFICATION_MESSAGES.evidenceTooBig;
  if (status === 415) return VERIFICATION_MESSAGES.evidenceType;
  return VERIFICATION_MESSAGES.evidenceUploadFailed;
}

/**
 * POST /api/company-evidence with the file's bytes, reporting progress (XMLHttpRequest: fetch
 * cannot report upload progress). Answers the file as a check lists it.
 */
export async function uploadEvidence(
  file: File,
  onProgress?: (fraction: number) => void,
): Promise<EvidenceFile> {
  const problem = evidenceFileProblem(file);
  if (problem) throw new EvidenceError(problem);
  const token = await idToken();
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${evidenceUrl()}?${new URLSearchParams({ name: file.name })}`);
    request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.setRequestHeader('Content-Type', file.type);
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      if (request.status === 201) {
        try {
          const answer = JSON.parse(request.responseText) as EvidenceFile;
          if (typeof answer.fileId === 'string') {
            onProgress?.(1);
            resolve(answer);
            return;
          }
        } catch {
          // Falls through to the generic failure.
        }
      }
      reject(new EvidenceError(refusalMessage(request.status, request.responseText)));
    });
    const failed = () => reject(new EvidenceError(VERIFICATION_MESSAGES.evidenceUploadFailed));
    request.addEventListener('error', failed);
    request.addEventListener('timeout', failed);
    request.send(file);
  });
}

/** GET /api/company-evidence/<id> with the ID token, as a Blob for an object URL. */
export async function fetchEvidence(fileId: string): Promise<Blob> {
  const token = await idToken();
  let response: Response;
  try {
    response = await fetch(evidenceUrl(fileId), { headers: { Authorization: `Bearer ${token}` } });
  } catch {
    throw new EvidenceError('We could not load the file. Check your connection and try again.');
  }
  if (!response.ok) throw new EvidenceError(VERIFICATION_MESSAGES.evidenceNotFound);
  return response.blob();
}

export function submitVerificationCheck(
  input: SubmitVerificationCheckInput,
): Promise<CallableOutput<typeof submitVerificationCheckCallable>> {
  return callFunction(submitVerificationCheckCallable, input);
}

// ---- admins -----------------------------------------------------------------------------------

export type VettingQueuePage = { checks: VerificationCheck[]; total: number; hasMore: boolean };

/** Checks waiting for review, oldest submission first (so none waits), and how many wait. */
export async function fetchVettingQueue(pageCount: number): Promise<VettingQueuePage> {
  const waiting = query(checks(), where('status', '==', 'submitted'));
  const size = VETTING_QUEUE_PAGE_SIZE * pageCount;
  const [page, count] = await Promise.all([
    getDocs(query(waiting, orderBy('submittedAt'), limit(size + 1)).withConverter(checkConverter)),
    getCountFromServer(waiting),
  ]);
  const found = page.docs.map((snapshot) => snapshot.data());
  return { checks: found.slice(0, size), total: count.data().count, hasMore: found.length > size };
}

export const COMPANY_STATUS_FILTERS = ['published', 'unpublished', 'suspended'] as const;
export type CompanyStatusFilter = (typeof COMPANY_STATUS_FILTERS)[number];
export type AdminCompanyFilters = {
  /** The start of the business name (as stored: case matters). */
  name?: string;
  status?: CompanyStatusFilter;
  trade?: string;
  /** Only companies with checks waiting for review (the other filters then narrow those). */
  pending?: boolean;
};

/** Companies with checks waiting, or named by a search, at most this many (one page). */
export const PENDING_COMPANIES_MAX = 90;

export type AdminCompanyRow = {
  id: string;
  businessName: string;
  slug: string;
  trades: string[];
  public: boolean;
  suspended: boolean;
  town: string | null;
  badges: string[];
};

export function toAdminCompanyRow(id: string, data: DocumentData): AdminCompanyRow {
  return {
    id,
    businessName: text(data.businessName) || id,
    slug: text(data.slug),
    trades: Array.isArray(data.trades) ? (data.trades as string[]) : [],
    public: data.public === true,
    suspended: data.suspended === true,
    town: textOrNull(data.town),
    badges: Array.isArray(data.badges) ? (data.badges as string[]) : [],
  };
}
const companyRowConverter = readConverter(toAdminCompanyRow);

export type AdminCompaniesPage = { companies: AdminCompanyRow[]; cursor: string | null };

/**
 * One page of companies by business name, narrowed by the filters. Indexes: public, suspended and
 * trades (contains) each beside businessName, and the pairs (firestore.indexes.json). A name
 * search and the pending filter each find a bounded set of companies first, then narrow it here.
 */
export async function fetchAdminCompanies(
  filters: AdminCompanyFilters,
  after: string | null,
): Promise<AdminCompaniesPage> {
  if (filters.pending) return narrowed(await companiesWithPendingChecks(), filters);
  const search = filters.name ? normaliseUserSearch(filters.name) : '';
  if (search) return narrowed(await companiesNamed(search), filters);
  const constraints: QueryConstraint[] = [];
  if (filters.status === 'published') constraints.push(where('public', '==', true));
  if (filters.status === 'unpublished') constraints.push(where('public', '==', false));
  if (filters.status === 'suspended') constraints.push(where('suspended', '==', true));
  if (filters.trade) constraints.push(where('trades', 'array-contains', filters.trade));
  constraints.push(orderBy('businessName'));
  if (after) {
    const last = await getDoc(doc(firestore(), COLLECTIONS.companies, after));
    if (last.exists()) constraints.push(startAfter(last));
  }
  constraints.push(limit(ADMIN_COMPANIES_PAGE_SIZE + 1));
  const snapshot = await getDocs(
    query(collection(firestore(), COLLECTIONS.companies), ...constraints).withConverter(
      companyRowConverter,
    ),
  );
  const rows = snapshot.docs.map((d) => d.data());
  const pageRows = rows.slice(0, ADMIN_COMPANIES_PAGE_SIZE);
  return {
    companies: pageRows,
    cursor: rows.length > ADMIN_COMPANIES_PAGE_SIZE ? pageRows[pageRows.length - 1]!.id : null,
  };
}

/**
 * Companies whose business name, or a word of it, starts with the search in any case: the
 * prefixes are kept on `companyPrivate/{uid}.searchKeys` by a function (onCompanyProfileWritten),
 * so the public company documents stay small for the directory.
 */
async function companiesNamed(search: string): Promise<AdminCompanyRow[]> {
  const matches = await getDocs(
    query(
      collection(firestore(), COLLECTIONS.companyPrivate),
      where('searchKeys', 'array-contains', search),
      limit(PENDING_COMPANIES_MAX),
    ),
  );
  return companiesByIds(matches.docs.map((snapshot) => snapshot.id));
}

/** Companies with checks waiting, oldest check first. */
async function companiesWithPendingChecks(): Promise<AdminCompanyRow[]> {
  const waiting = await getDocs(
    query(checks(), where('status', '==', 'submitted'), orderBy('submittedAt'), limit(200)),
  );
  const ids = [
    ...new Set(waiting.docs.map((snapshot) => text(snapshot.data().companyId)).filter(Boolean)),
  ].slice(0, PENDING_COMPANIES_MAX);
  return companiesByIds(ids);
}

async function companiesByIds(ids: readonly string[]): Promise<AdminCompanyRow[]> {
  const rows: AdminCompanyRow[] = [];
  for (let start = 0; start < ids.length; start += 30) {
    const chunk = ids.slice(start, start + 30);
    const snapshot = await getDocs(
      query(
        collection(firestore(), COLLECTIONS.companies),
        where(documentId(), 'in', chunk),
      ).withConverter(companyRowConverter),
    );
    rows.push(...snapshot.docs.map((d) => d.data()));
  }
  return rows;
}

/** The other filters applied to a bounded set of companies, by name (one page, no more). */
function narrowed(rows: AdminCompanyRow[], filters: AdminCompanyFilters): AdminCompaniesPage {
  const search = filters.name ? normaliseUserSearch(filters.name) : '';
  const kept = rows.filter(
    (row) =>
      (!search || companySearchKeys(row).includes(search)) &&
      (!filters.trade || row.trades.includes(filters.trade)) &&
      (filters.status !== 'published' || row.public) &&
      (filters.status !== 'unpublished' || !row.public) &&
      (filters.status !== 'suspended' || row.suspended),
  );
  return {
    companies: kept.sort((a, b) => a.businessName.localeCompare(b.businessName, 'en-GB')),
    cursor: null,
  };
}

export type AuditLine = {
  id: string;
  action: string;
  actorEmail: string;
  reason: string | null;
  at: Date | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};

/** One company for an admin: its document, private document, checks and audit log. */
export type AdminCompanyView = {
  id: string;
  row: AdminCompanyRow;
  company: DocumentData;
  verifiedBadges: VerifiedBadge[];
  companyPrivate: DocumentData | null;
  checks: VerificationCheck[];
  audit: AuditLine[];
};

export async function fetchAdminCompany(id: string): Promise<AdminCompanyView | null> {
  const db = firestore();
  const [companySnap, privateSnap, checkSnap, auditSnap] = await Promise.all([
    getDoc(doc(db, COLLECTIONS.companies, id)),
    getDoc(doc(db, COLLECTIONS.companyPrivate, id)),
    getDocs(query(checks(), where('companyId', '==', id), limit(20)).withConverter(checkConverter)),
    getDocs(
      query(
        collection(db, COLLECTIONS.adminAudit),
        where('target', '==', `${COLLECTIONS.companies}/${id}`),
        orderBy('at', 'desc'),
        limit(50),
      ),
    ),
  ]);
  if (!companySnap.exists()) return null;
  const company = companySnap.data();
  return {
    id,
    row: toAdminCompanyRow(id, company),
    company,
    verifiedBadges: Array.isArray(company.verifiedBadges)
      ? (company.verifiedBadges as VerifiedBadge[])
      : [],
    companyPrivate: privateSnap.exists() ? privateSnap.data() : null,
    checks: checkSnap.docs.map((snapshot) => snapshot.data()),
    audit: auditSnap.docs.map((snapshot) => {
      const data = snapshot.data();
      return {
        id: snapshot.id,
        action: text(data.action),
        actorEmail: text((data.actor as { email?: unknown } | undefined)?.email),
        reason: textOrNull(data.reason),
        at: dateOf(data.at),
        before: (data.before ?? null) as Record<string, unknown> | null,
        after: (data.after ?? null) as Record<string, unknown> | null,
      };
    }),
  };
}

export function reviewVerificationCheck(
  input: ReviewVerificationCheckInput,
): Promise<CallableOutput<typeof reviewVerificationCheckCallable>> {
  return callFunction(reviewVerificationCheckCallable, input);
}

export function setCompanySuspended(
  input: SetCompanySuspendedInput,
): Promise<CallableOutput<typeof setCompanySuspendedCallable>> {
  return callFunction(setCompanySuspendedCallable, input);
}

/** How many checks wait for review, live: the number on "Companies" in the admin menu. */
export function watchSubmittedCheckCount(
  onData: (count: number) => void,
  onError: (error: Error) => void,
): () => void {
  return watchCount(query(checks(), where('status', '==', 'submitted')), onData, onError);
}
