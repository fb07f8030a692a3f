import type { Request } from 'firebase-functions/https';
import type { Response } from 'express';
import { FieldValue, type Timestamp } from 'firebase-admin/firestore';

import { COLLECTIONS } from '@fixwell/common/collections';
import {
  VERIFICATION_MESSAGES,
  type CompanyEvidenceDocument,
  type EvidenceFile,
} from '@fixwell/common/companies/verification';

import { db } from '../lib/admin';
import type { WriteTime } from '../lib/documents';
import { logInfo } from '../lib/log';
import {
  bearerUid,
  newPrivateFileId,
  readPrivateFileRequest,
  receiveUpload,
  refuse,
  sendPrivateFile,
  storePrivateFile,
  type DownloadRefusalMessages,
  type Params,
} from '../lib/private-files';
import type { RateLimitRule } from '../lib/rate-limit-rules';
import { readUserProfile } from '../lib/user-profiles';
import { deleteEvidence, readEvidence, saveEvidence } from './evidence-store';
import { evidenceDisposition, evidenceName, parseEvidenceUpload } from './evidence-upload';

// POST /api/company-evidence and GET /api/company-evidence/{id}: certificates and cards a company
// uploads for its verification checks, readable by that company and active admins only.

type StoredEvidence = CompanyEvidenceDocument<Timestamp>;

/** Evidence files one company may upload in an hour. */
export const COMPANY_EVIDENCE_UPLOAD_PER_USER: RateLimitRule = {
  scope: 'company-evidence-upload-user',
  limit: 40,
  windowMs: 60 * 60 * 1000,
};

export const evidenceRef = (id: string) => db().collection(COLLECTIONS.companyEvidence).doc(id);

const EVIDENCE_DOWNLOAD_MESSAGES: DownloadRefusalMessages = {
  signIn: VERIFICATION_MESSAGES.evidenceSignIn,
  notFound: VERIFICATION_MESSAGES.evidenceNotFound,
};

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
  const upload = await receiveUpload(req, res, {
    check: parseEvidenceUpload,
    rule: COMPANY_EVIDENCE_UPLOAD_PER_USER,
    uid,
    log: 'company-evidence',
    messages: {
      uploadFailed: VERIFICATION_MESSAGES.evidenceUploadFailed,
      rateLimited: VERIFICATION_MESSAGES.evidenceRateLimited,
    },
  });
  if (!upload) return;

  const id = newPrivateFileId();
  const name = evidenceName(req.query.name, upload.contentType);
  const stored = await storePrivateFile(res, {
    log: 'company-evidence',
    logFields: { fileId: id },
    save: () => saveEvidence(uid, id, upload.bytes, upload.contentType),
    record: () =>
      evidenceRef(id).create({
        uploaderId: uid,
        name,
        contentType: upload.contentType,
        bytes: upload.bytes.length,
        createdAt: FieldValue.serverTimestamp(),
      } satisfies CompanyEvidenceDocument<WriteTime>),
    remove: () => deleteEvidence(uid, id),
    failed: VERIFICATION_MESSAGES.evidenceUploadFailed,
  });
  if (!stored) return;
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
  const request = await readPrivateFileRequest<StoredEvidence>(req, res, params, {
    recordRef: evidenceRef,
    messages: EVIDENCE_DOWNLOAD_MESSAGES,
  });
  if (!request) return;
  const { uid, id, record, profile } = request;
  const active = profile?.active === true;
  const isAdmin = active && profile?.role === 'admin';
  const isOwner = active && record.uploaderId === uid;
  if (!isAdmin && !isOwner) {
    refuse(res, 404, VERIFICATION_MESSAGES.evidenceNotFound);
    return;
  }
  sendPrivateFile(res, {
    bytes: await readEvidence(record.uploaderId, id),
    notFound: VERIFICATION_MESSAGES.evidenceNotFound,
    contentType: record.contentType,
    disposition: evidenceDisposition(String(record.name), record.contentType),
  });
}
