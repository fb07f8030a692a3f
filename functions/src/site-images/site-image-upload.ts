import {
  MAX_SITE_IMAGE_BYTES,
  SITE_IMAGE_MESSAGES,
  SITE_IMAGE_UPLOAD_TYPES,
} from '@fixwell/common/admin/site-images';

import { sniffImageType } from '../lib/image-type';

type UploadType = (typeof SITE_IMAGE_UPLOAD_TYPES)[number];

export type SiteImageUpload =
  | { kind: 'ok'; contentType: UploadType; bytes: Buffer }
  | { kind: 'refused'; status: 400 | 413 | 415; error: string };

const mediaType = (header: string | undefined) =>
  (header ?? '').split(';')[0]!.trim().toLowerCase();

const isUploadType = (type: string): type is UploadType =>
  (SITE_IMAGE_UPLOAD_TYPES as readonly string[]).includes(type);

/**
 * Checks an uploaded site image before any decoder sees it: JPEG, PNG or WebP, declared by the
 * header AND borne out by the bytes' magic numbers (so SVG, PDF or text renamed .jpg never reach
 * libvips), not empty, not over 10 MB.
 */
export function parseSiteImageUpload(
  contentTypeHeader: string | undefined,
  body: Buffer | undefined,
): SiteImageUpload {
  const declared = mediaType(contentTypeHeader);
  if (!isUploadType(declared))
    return { kind: 'refused', status: 415, error: SITE_IMAGE_MESSAGES.wrongType };
  if (!body || body.length === 0)
    return { kind: 'refused', status: 400, error: SITE_IMAGE_MESSAGES.unreadable };
  if (body.length > MAX_SITE_IMAGE_BYTES)
    return { kind: 'refused', status: 413, error: SITE_IMAGE_MESSAGES.tooLarge };
  if (sniffImageType(body) !== declared)
    return { kind: 'refused', status: 415, error: SITE_IMAGE_MESSAGES.wrongType };
  return { kind: 'ok', contentType: declared, bytes: body };
}
