import {
  isWorkPhotoUploadType,
  WORK_PHOTO_MAX_BYTES,
  WORK_PHOTO_MESSAGES,
  type WorkPhotoUploadType,
} from '@fixwell/common/companies/company-profile';

import { sniffImageType } from '../lib/image-type';

export type WorkPhotoUpload =
  | { kind: 'ok'; contentType: WorkPhotoUploadType; bytes: Buffer }
  | { kind: 'refused'; status: 400 | 413 | 415; error: string };

/** The media type of a Content-Type header, without parameters, in lower case. */
function mediaType(header: string | undefined): string {
  return (header ?? '').split(';')[0]!.trim().toLowerCase();
}

/**
 * Checks an uploaded photo of past work before any decoder sees it: JPEG, PNG or WebP declared by
 * the header AND borne out by the bytes' magic numbers (415 otherwise: a text file renamed .jpg,
 * an SVG or a PDF never reaches libvips), not empty (400), at most 10 MB (413).
 */
export function parseWorkPhotoUpload(
  contentTypeHeader: string | undefined,
  body: Buffer | undefined,
): WorkPhotoUpload {
  if (!body || body.length === 0)
    return { kind: 'refused', status: 400, error: WORK_PHOTO_MESSAGES.unreadable };
  if (body.length > WORK_PHOTO_MAX_BYTES)
    return { kind: 'refused', status: 413, error: WORK_PHOTO_MESSAGES.tooLarge };
  const declared = mediaType(contentTypeHeader);
  if (!isWorkPhotoUploadType(declared) || sniffImageType(body) !== declared)
    return { kind: 'refused', status: 415, error: WORK_PHOTO_MESSAGES.wrongType };
  return { kind: 'ok', contentType: declared, bytes: body };
}
