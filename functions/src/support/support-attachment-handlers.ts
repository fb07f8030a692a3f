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
import { readDoc, type WriteTime } from '../lib/documents';
import { logInfo } from '../lib/log';
import {
  bearerUid,
  newPrivateFileId,
  readPrivateFileRequest,
  receiveUpload,
  refuse,
  sendPrivateFile,
  storePrivateFile,
  type Params,
} from '../lib/private-files';
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

type StoredSupportAttachment = SupportAttachmentDocument<Timestamp>;

export const SUPPORT_ATTACHMENT_UPLOAD_PER_USER: RateLimitRule = {
  scope: 'support-attachment-upload-user',
  limit: 30,
  windowMs: 60 * 60 * 1000,
};

const DEACTIVATED = 'Your account is not active, so it cannot send files.';

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
  const upload = await receiveUpload(req, res, {
    check: parseAttachmentUpload,
    rule: SUPPORT_ATTACHMENT_UPLOAD_PER_USER,
    uid,
    log: 'support-attachment',
    messages: ATTACHMENT_UPLOAD_MESSAGES,
  });
  if (!upload) return;

  const id = newPrivateFileId();
  const name = attachmentName(req.query.name, upload.contentType);
  const stored = await storePrivateFile(res, {
    log: 'support-attachment',
    logFields: { attachmentId: id },
    save: () => saveSupportFile(id, upload.bytes, upload.contentType),
    record: () =>
      supportAttachmentRef(id).create({
        uploaderId: uid,
        ticketId: null,
        name,
        contentType: upload.contentType,
        bytes: upload.bytes.length,
        createdAt: FieldValue.serverTimestamp(),
      } satisfies SupportAttachmentDocument<WriteTime>),
    remove: () => deleteSupportFile(id),
    failed: ATTACHMENT_UPLOAD_MESSAGES.uploadFailed,
  });
  if (!stored) return;
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
  const request = await readPrivateFileRequest<StoredSupportAttachment>(req, res, params, {
    recordRef: supportAttachmentRef,
    messages: ATTACHMENT_UPLOAD_MESSAGES,
  });
  if (!request) return;
  const { uid, id, record, profile } = request;
  if (profile?.active !== true) {
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
  sendPrivateFile(res, {
    bytes: await readSupportFile(id),
    notFound: ATTACHMENT_UPLOAD_MESSAGES.notFound,
    contentType: record.contentType,
    disposition: attachmentDisposition(record.name, record.contentType),
  });
}
