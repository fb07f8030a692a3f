import { randomBytes } from 'node:crypto';

import type { Request } from 'firebase-functions/https';
import type { Response } from 'express';
import { FieldValue, type Timestamp } from 'firebase-admin/firestore';

import { COLLECTIONS } from '@fixwell/common/collections';
import {
  VERIFICATION_MESSAGES,
  type CompanyEvidenceDocument,
  type EvidenceFile,
} from '@fixwell/common/companies/verification';

import { adminAuth, db } from '../lib/admin';
import { consumeRateLimits } from '../lib/consume-rate-limits';
import { readDoc, type WriteTime } from '../lib/documents';
import { logError, logInfo } from '../lib/log';
import type { RateLimitRule } from '../lib/rate-limit-rules';
import { readUserProfile } from '../lib/user-profiles';
import { deleteEvidence, readEvidence, saveEvidence } from './evidence-store';
import { evidenceDisposition, evidenceName, parseEvidenceUpload } from './evidence-upload';

// POST /api/company-evidence and GET /api/company-evidence/{id}: certificates and cards a company
// uploads for its verification checks, readable by that company and active admins only.

type Params = Record<string, string> | undefined;

/** Evidence files one company may upload in an hour. */
export const COMPANY_EVIDENCE_UPLOAD_PER_USER: RateLimitRule = {
  scope: 'company-evidence-upload-user',
  limit: 40,
  windowMs: 60 * 60 * 1000,
};

const EVIDENCE_ID = /^[0-9a-f]{32}$/;

export const evidenceRef = (id: string) => db().collection(COLLECTIONS.companyEvidence).doc(id);

function refuse(res: Response, status: number, error: string): void {
  res.status(status).json({ error });
}

function rawBodyOf(req: Request): Buffer | undefined {
  if (Buffer.isBuffer(req.rawBody)) return req.rawBody;
  return Buffer.isBuffer(req.body) ? (req.body as Buffer) : undefined;
}

async function bearerUid(req: Request): Promise<string | null> {
  const match = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '');
  if (!match) return null;
  try {
    return (await adminAuth().verifyIdToken(match[1]!, true)).uid;
  } catch {
    return null;
  }
}

/**
 * POST /api/company-evidence?name=…: an active company owner uploads one file (the body). Answers
 * 201 `{ fileId, name, contentType, bytes }`; submitVerificationCheck takes the ids.
 */
export async function uploadCompanyEvidence(req: Request, res: Response): Promise<void> {
  const uid = await bearerUid(req);
  if (!uid) {
    refuse(res, 401, VERIFICATION_MESSAGES.evidenceSignIn);
    return;
  }
  const [profile, company] = await Promise.all([
    readUserProfile(uid),
    db().collection(COLLECTIONS.companies).doc(uid).get(),
  ]);
  if (profile?.role !== 'company' || profile.active !== true) {
    refuse(res, 403, VERIFICATION_MESSAGES.companiesOnly);
    return;
  }
  if (!company.exists) {
    refuse(res, 403, VERIFICATION_MESSAGES.companyMissing);
    return;
  }
  const upload = parseEvidenceUpload(req.headers['content-type'], rawBodyOf(req));
  if (upload.kind === 'refused') {
    refuse(res, upload.status, upload.error);
    return;
  }
  let allowed: boolean;
  try {
    ({ allowed } = await consumeRateLimits([
      { rule: COMPANY_EVIDENCE_UPLOAD_PER_USER, identifier: uid },
    ]));
  } catch (error) {
    logError('company-evidence.rate-limit-failed', error);
    refuse(res, 500, VERIFICATION_MESSAGES.evidenceUploadFailed);
    return;
  }
  if (!allowed) {
    refuse(res, 429, VERIFICATION_MESSAGES.evidenceRateLimited);
    return;
  }

  const id = randomBytes(16).toString('hex');
  const name = evidenceName(req.query.name, upload.contentType);
  try {
    await saveEvidence(uid, id, upload.bytes, upload.contentType);
  } catch (error) {
    logError('company-evidence.store-failed', error, { fileId: id });
    refuse(res, 500, VERIFICATION_MESSAGES.evidenceUploadFailed);
    return;
  }
  try {
    await evidenceRef(id).create({
      uploaderId: uid,
      name,
      contentType: upload.contentType,
      bytes: upload.bytes.length,
      createdAt: FieldValue.serverTimestamp(),
    } satisfies CompanyEvidenceDocument<WriteTime>);
  } catch (error) {
    logError('company-evidence.record-failed', error, { fileId: id });
    await deleteEvidence(uid, id).catch((cleanup: unknown) =>
      logError('company-evidence.orphan-delete-failed', cleanup, { fileId: id }),
    );
    refuse(res, 500, VERIFICATION_MESSAGES.evidenceUploadFailed);
    return;
  }
  logInfo('company-evidence.uploaded', { fileId: id, uid, bytes: upload.bytes.length });
  const answer: EvidenceFile = {
    fileId: id,
    name,
    contentType: upload.contentType,
    bytes: upload.bytes.length,
  };
  res.status(201).json(answer);
}

/**
 * GET /api/company-evidence/{id} with a Bearer ID token: the file, for the company that uploaded
 * it (active) and active admins; 404 for everyone else, so nobody learns that it exists.
 */
export async function getCompanyEvidence(
  req: Request,
  res: Response,
  params: Params,
): Promise<void> {
  const uid = await bearerUid(req);
  if (!uid) {
    refuse(res, 401, VERIFICATION_MESSAGES.evidenceSignIn);
    return;
  }
  const id = params?.id ?? '';
  if (!EVIDENCE_ID.test(id)) {
    refuse(res, 404, VERIFICATION_MESSAGES.evidenceNotFound);
    return;
  }
  const [record, profile] = await Promise.all([
    evidenceRef(id)
      .get()
      .then((snapshot) => readDoc<CompanyEvidenceDocument<Timestamp>>(snapshot)),
    readUserProfile(uid),
  ]);
  const active = profile?.active === true;
  const isAdmin = active && profile?.role === 'admin';
  const isOwner = active && record?.uploaderId === uid;
  if (!record || (!isAdmin && !isOwner)) {
    refuse(res, 404, VERIFICATION_MESSAGES.evidenceNotFound);
    return;
  }
  const bytes = await readEvidence(record.uploaderId, id);
  if (!bytes) {
    refuse(res, 404, VERIFICATION_MESSAGES.evidenceNotFound);
    return;
  }
  res.set({
    'Content-Type': record.contentType,
    'X-Content-Type-Options': 'nosniff',
    'Content-Disposition': evidenceDisposition(String(record.name), record.contentType),
    'Cache-Control': 'private, no-store',
  });
  res.status(200).send(bytes);
}
