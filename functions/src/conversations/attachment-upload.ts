import {
  ATTACHMENT_CONTENT_TYPES,
  ATTACHMENT_MAX_BYTES,
  CONVERSATION_MESSAGES,
  type AttachmentContentType,
} from '@fixwell/common/conversations/conversation';

import { sniffAttachmentType } from '../lib/image-type';
import type { UploadCheck } from '../lib/private-files';

// What POST /api/message-attachments accepts: decided from the header, the bytes and the name,
// before anything is stored.

export const ATTACHMENT_UPLOAD_MESSAGES = {
  empty: 'The file is empty. Choose another file.',
  uploadFailed: 'Your file was not sent. Please try again.',
  rateLimited: 'You have sent a lot of files in the last hour. Please try again later.',
  signIn: 'Please sign in to see this file.',
  notFound: 'We could not find that file.',
} as const;

export type AttachmentUpload = UploadCheck<AttachmentContentType>;

/** The media type of a Content-Type header, without parameters, in lower case. */
function mediaType(header: string | undefined): string {
  return (header ?? '').split(';')[0]!.trim().toLowerCase();
}

const isAttachmentType = (value: string): value is AttachmentContentType =>
  (ATTACHMENT_CONTENT_TYPES as readonly string[]).includes(value);

/**
 * Checks one uploaded file: not empty (400), at most 10 MB (413), and an accepted type declared by
 * the header AND borne out by the bytes' magic numbers (415: a script renamed .pdf is refused).
 */
export function parseAttachmentUpload(
  contentTypeHeader: string | undefined,
  body: Buffer | undefined,
): AttachmentUpload {
  if (!body || body.length === 0)
    return { kind: 'refused', status: 400, error: ATTACHMENT_UPLOAD_MESSAGES.empty };
  if (body.length > ATTACHMENT_MAX_BYTES)
    return { kind: 'refused', status: 413, error: CONVERSATION_MESSAGES.attachmentTooBig };
  const declared = mediaType(contentTypeHeader);
  if (!isAttachmentType(declared) || sniffAttachmentType(body) !== declared)
    return { kind: 'refused', status: 415, error: CONVERSATION_MESSAGES.attachmentType };
  return { kind: 'ok', contentType: declared, bytes: body };
}

const EXTENSIONS: Record<AttachmentContentType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
};

/** Longest file name kept (characters, before the extension is checked). */
export const ATTACHMENT_NAME_MAX_LENGTH = 120;

/**
 * The name shown for a file: the sender's file name without any folder, control or quoting
 * characters, at most 120 characters, ending with the extension of its real type.
 */
export function attachmentName(raw: unknown, contentType: AttachmentContentType): string {
  const extension = EXTENSIONS[contentType];
  const base = (typeof raw === 'string' ? raw : '')
    .split(/[\\/]/)
    .pop()!
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f"<>|*?:;]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  const stem = base.replace(/\.[^.]*$/, '').trim() || 'attachment';
  return `${stem.slice(0, ATTACHMENT_NAME_MAX_LENGTH - extension.length - 1)}.${extension}`;
}

/**
 * The Content-Disposition a fetched file is sent with: images inline (shown in the thread), PDFs
 * as a download with an ASCII-safe filename (and the exact one in RFC 5987's `filename*`).
 */
export function attachmentDisposition(name: string, contentType: AttachmentContentType): string {
  if (contentType !== 'application/pdf') return 'inline';
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\%]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
