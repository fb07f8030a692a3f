import {
  EVIDENCE_CONTENT_TYPES,
  EVIDENCE_MAX_BYTES,
  VERIFICATION_MESSAGES,
  type EvidenceContentType,
} from '@fixwell/common/companies/verification';

import { sniffAttachmentType } from '../lib/image-type';
import type { UploadCheck } from '../lib/private-files';
import { attachmentDisposition, attachmentName } from '../conversations/attachment-upload';

// What POST /api/company-evidence accepts: decided from the header and the bytes before anything
// is stored. The names and Content-Disposition follow message attachments.

export type EvidenceUpload = UploadCheck<EvidenceContentType>;

const isEvidenceType = (value: string): value is EvidenceContentType =>
  (EVIDENCE_CONTENT_TYPES as readonly string[]).includes(value);

/**
 * One uploaded file: not empty (400), at most 10 MB (413), and a PDF, JPEG or PNG both by the
 * header and by its bytes (415).
 */
export function parseEvidenceUpload(
  contentTypeHeader: string | undefined,
  body: Buffer | undefined,
): EvidenceUpload {
  if (!body || body.length === 0)
    return { kind: 'refused', status: 400, error: VERIFICATION_MESSAGES.evidenceEmpty };
  if (body.length > EVIDENCE_MAX_BYTES)
    return { kind: 'refused', status: 413, error: VERIFICATION_MESSAGES.evidenceTooBig };
  const declared = (contentTypeHeader ?? '').split(';')[0]!.trim().toLowerCase();
  if (!isEvidenceType(declared) || sniffAttachmentType(body) !== declared)
    return { kind: 'refused', status: 415, error: VERIFICATION_MESSAGES.evidenceType };
  return { kind: 'ok', contentType: declared, bytes: body };
}

export const evidenceName = (raw: unknown, contentType: EvidenceContentType) =>
  attachmentName(raw, contentType);
export const evidenceDisposition = (name: string, contentType: EvidenceContentType) =>
  attachmentDisposition(name, contentType);
