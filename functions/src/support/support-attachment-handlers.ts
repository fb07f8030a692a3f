import { randomBytes } from 'node:crypto';

import type { Request } from 'firebase-functions/https';
import type { Response } from 'express';
import { FieldValue, type Timestamp } from 'firebase-admin/firestore';

import type {
  SupportAttachment,
  SupportAttachmentDocument,
  SupportTicketDocument,
} from '@fixwell/common/support/support-ticket';

import {
  ATTACHMENT_UPLOAD_MESSAGES,
  attachmentDisposition,
  attachmentName,
  parseAttachmentUpload,
} from '../conversations/attachment-upload';
import { adminAuth } from '../lib/admin';
import { consumeRateLimits } from '../lib/consume-rate-limits';
import { readDoc, type WriteTime } from '../lib/documents';
import { logError, logInfo } from '../lib/log';
import type { RateLimitRule } from '../lib/rate-limit-rules';
import { readUserProfile } from '../lib/user-profiles';
import {
  deleteSupportFile,
  readSupportFile,
  saveSupportFile,
  supportAttachmentRef,
  ticketRef,
} from './support-store';

// POST /api/support-attachments and GET /api/support-attachments/{id}: files sent with support
// tickets (photos and PDFs, checked by content, up to 10 MB), for the ticket's requester and
// admins only.

type Params = Record<string, string> | undefined;

export const SUPPORT_ATTACHMENT_UPLOAD_PER_USER: RateLimitRule = {
  scope: 'support-attachment-upload-user',
  limit: 30,
  windowMs: 60 * 60 * 1000,
};

const ATTACHMENT_ID = /^[0-9a-f]{32}$/;
const DEACTIVATED = 'Your account is not active, so it cannot send files.';

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
 * POST /api/support-attachments?name=…: a signed-in, active person uploads one file (the body).
 * Answers 201 `{ id, name, contentType, bytes }`; a ticket or reply then names its id.
 */
export async function uploadSupportAttachment(req: Request, res: Response): Promise<void> {
  const uid = await bearerUid(req);
  if (!uid) {
    refuse(res, 401, ATTACHMENT_UPLOAD_MESSAGES.signIn);
    return;
  }
  const profile = await readUserProfile(uid);
  if (profile?.active !== true) {
    refuse(res, 403, DEACTIVATED);
    return;
  }
  const upload = parseAttachmentUpload(req.headers['content-type'], rawBodyOf(req));
  if (upload.kind === 'refused') {
    refuse(res, upload.status, upload.error);
    return;
  }
  let allowed: boolean;
  try {
    ({ allowed } = await consumeRateLimits([
      { rule: SUPPORT_ATTACHMENT_UPLOAD_PER_USER, identifier: uid },
    ]));
  } catch (error) {
    logError('support-attachment.rate-limit-failed', error);
    refuse(res, 500, ATTACHMENT_UPLOAD_MESSAGES.uploadFailed);
    return;
  }
  if (!allowed) {
    refuse(res, 429, ATTACHMENT_UPLOAD_MESSAGES.rateLimited);
    return;
  }

  const id = randomBytes(16).toString('hex');
  const name = attachmentName(req.query.name, upload.contentType);
  try {
    await saveSupportFile(id, upload.bytes, upload.contentType);
  } catch (error) {
    logError('support-attachment.store-failed', error, { attachmentId: id });
    refuse(res, 500, ATTACHMENT_UPLOAD_MESSAGES.uploadFailed);
    return;
  }
  try {
    await supportAttachmentRef(id).create({
      uploaderId: uid,
      ticketId: null,
      name,
      contentType: upload.contentType,
      bytes: upload.bytes.length,
      createdAt: FieldValue.serverTimestamp(),
    } satisfies SupportAttachmentDocument<WriteTime>);
  } catch (error) {
    logError('support-attachment.record-failed', error, { attachmentId: id });
    await deleteSupportFile(id).catch((cleanup: unknown) =>
      logError('support-attachment.orphan-delete-failed', cleanup, { attachmentId: id }),
    );
    refuse(res, 500, ATTACHMENT_UPLOAD_MESSAGES.uploadFailed);
    return;
  }
  logInfo('support-attachment.uploaded', { attachmentId: id, bytes: upload.bytes.length });
  const answer: SupportAttachment = {
    id,
    name,
    contentType: upload.contentType,
    bytes: upload.bytes.length,
  };
  res.status(201).json(answer);
}

/**
 * GET /api/support-attachments/{id} with a Bearer ID token: the file, for its ticket's active
 * requester and active admins (and its uploader before a reply uses it). 404 for everyone else.
 */
export async function getSupportAttachment(
  req: Request,
  res: Response,
  params: Params,
): Promise<void> {
  const uid = await bearerUid(req);
  if (!uid) {
    refuse(res, 401, ATTACHMENT_UPLOAD_MESSAGES.signIn);
    return;
  }
  const id = params?.id ?? '';
  if (!ATTACHMENT_ID.test(id)) {
    refuse(res, 404, ATTACHMENT_UPLOAD_MESSAGES.notFound);
    return;
  }
  const [record, profile] = await Promise.all([
    supportAttachmentRef(id)
      .get()
      .then((snapshot) => readDoc<SupportAttachmentDocument<Timestamp>>(snapshot)),
    readUserProfile(uid),
  ]);
  if (!record || profile?.active !== true) {
    refuse(res, 404, ATTACHMENT_UPLOAD_MESSAGES.notFound);
    return;
  }
  let allowed = profile.role === 'admin';
  if (!allowed && record.ticketId === null) allowed = record.uploaderId === uid;
  if (!allowed && record.ticketId !== null) {
    const ticket = readDoc<SupportTicketDocument<Timestamp>>(
      await ticketRef(record.ticketId).get(),
    );
    allowed = ticket?.requesterId === uid;
  }
  if (!allowed) {
    refuse(res, 404, ATTACHMENT_UPLOAD_MESSAGES.notFound);
    return;
  }
  const bytes = await readSupportFile(id);
  if (!bytes) {
    refuse(res, 404, ATTACHMENT_UPLOAD_MESSAGES.notFound);
    return;
  }
  res.set({
    'Content-Type': record.contentType,
    'X-Content-Type-Options': 'nosniff',
    'Content-Disposition': attachmentDisposition(record.name, record.contentType),
    'Cache-Control': 'private, no-store',
  });
  res.status(200).send(bytes);
}
