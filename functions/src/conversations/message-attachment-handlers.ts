import type { Request } from 'firebase-functions/https';
import type { Response } from 'express';
import { FieldValue, type Timestamp } from 'firebase-admin/firestore';

import { COLLECTIONS } from '@fixwell/common/collections';
import {
  CONVERSATION_MESSAGES,
  type ConversationDocument,
  type MessageAttachment,
  type MessageAttachmentDocument,
} from '@fixwell/common/conversations/conversation';

import { db } from '../lib/admin';
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
  ATTACHMENT_UPLOAD_MESSAGES,
  attachmentDisposition,
  attachmentName,
  parseAttachmentUpload,
} from './attachment-upload';
import { deleteAttachment, readAttachment, saveAttachment } from './attachment-store';
import { conversationRef } from './system-messages';

// POST /api/message-attachments and GET /api/message-attachments/{id}: files sent in
// conversations, for the conversation's participants (and admins reading a dispute) only.

type StoredAttachment = MessageAttachmentDocument<Timestamp>;

/** Files one person may upload: generous for a real job, a stop for a runaway script. */
export const MESSAGE_ATTACHMENT_UPLOAD_PER_USER: RateLimitRule = {
  scope: 'message-attachment-upload-user',
  limit: 60,
  windowMs: 60 * 60 * 1000,
};

const CONVERSATION_ID = /^[^/]{1,200}$/;

const attachments = () => db().collection(COLLECTIONS.messageAttachments);

async function readConversation(id: string) {
  return readDoc<ConversationDocument<Timestamp>>(await conversationRef(id).get());
}

const isParticipant = (conversation: ConversationDocument<Timestamp> | undefined, uid: string) =>
  Array.isArray(conversation?.participantIds) && conversation.participantIds.includes(uid);

/**
 * POST /api/message-attachments?conversationId=…&name=…: an active participant uploads one file
 * (the body) to send in a message. Answers 201 `{ id, name, contentType, bytes }`, which the
 * message's `attachment` then carries (the rules check it against `messageAttachments/{id}`).
 */
export async function uploadMessageAttachment(req: Request, res: Response): Promise<void> {
  const uid = await bearerUid(req);
  if (!uid) {
    refuse(res, 401, ATTACHMENT_UPLOAD_MESSAGES.signIn);
    return;
  }
  const conversationId =
    typeof req.query.conversationId === 'string' ? req.query.conversationId : '';
  if (!CONVERSATION_ID.test(conversationId)) {
    refuse(res, 404, CONVERSATION_MESSAGES.notParticipant);
    return;
  }
  const [conversation, profile] = await Promise.all([
    readConversation(conversationId),
    readUserProfile(uid),
  ]);
  if (!conversation) {
    refuse(res, 404, CONVERSATION_MESSAGES.notParticipant);
    return;
  }
  if (!isParticipant(conversation, uid)) {
    refuse(res, 403, CONVERSATION_MESSAGES.notParticipant);
    return;
  }
  if (profile?.active !== true) {
    refuse(res, 403, CONVERSATION_MESSAGES.deactivated);
    return;
  }

  const upload = await receiveUpload(req, res, {
    check: parseAttachmentUpload,
    rule: MESSAGE_ATTACHMENT_UPLOAD_PER_USER,
    uid,
    log: 'message-attachment',
    messages: ATTACHMENT_UPLOAD_MESSAGES,
  });
  if (!upload) return;

  const id = newPrivateFileId();
  const name = attachmentName(req.query.name, upload.contentType);
  // The record is written after the object, so a document always names a stored file.
  const stored = await storePrivateFile(res, {
    log: 'message-attachment',
    logFields: { attachmentId: id },
    save: () => saveAttachment(id, upload.bytes, upload.contentType),
    record: () =>
      attachments()
        .doc(id)
        .create({
          conversationId,
          uploaderId: uid,
          name,
          contentType: upload.contentType,
          bytes: upload.bytes.length,
          createdAt: FieldValue.serverTimestamp(),
        } satisfies MessageAttachmentDocument<WriteTime>),
    remove: () => deleteAttachment(id),
    failed: ATTACHMENT_UPLOAD_MESSAGES.uploadFailed,
  });
  if (!stored) return;
  logInfo('message-attachment.uploaded', {
    attachmentId: id,
    conversationId,
    contentType: upload.contentType,
    bytes: upload.bytes.length,
  });
  const answer: MessageAttachment = {
    id,
    name,
    contentType: upload.contentType,
    bytes: upload.bytes.length,
  };
  res.status(201).json(answer);
}

/**
 * GET /api/message-attachments/{id} with a Bearer ID token: the file, for the participants of its
 * conversation and active admins. 404 for everyone else, so nobody learns that it exists.
 */
export async function getMessageAttachment(
  req: Request,
  res: Response,
  params: Params,
): Promise<void> {
  const request = await readPrivateFileRequest<StoredAttachment>(req, res, params, {
    recordRef: (id) => attachments().doc(id),
    messages: ATTACHMENT_UPLOAD_MESSAGES,
  });
  if (!request) return;
  const { uid, id, record: attachment, profile } = request;
  const conversation = await readConversation(String(attachment.conversationId));
  const isAdmin = profile?.role === 'admin' && profile.active === true;
  // A file whose message an admin hid is the admins' alone.
  if (!isAdmin && (attachment.hidden === true || !isParticipant(conversation, uid))) {
    refuse(res, 404, ATTACHMENT_UPLOAD_MESSAGES.notFound);
    return;
  }
  // PDFs download; the participants' browsers may keep a file for an hour.
  sendPrivateFile(res, {
    bytes: await readAttachment(id),
    notFound: ATTACHMENT_UPLOAD_MESSAGES.notFound,
    contentType: attachment.contentType,
    disposition: attachmentDisposition(String(attachment.name), attachment.contentType),
    cacheControl: 'private, max-age=3600',
  });
}
