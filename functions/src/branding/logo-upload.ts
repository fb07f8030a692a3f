import {
  isLogoUploadType,
  LOGO_MESSAGES,
  MAX_LOGO_BYTES,
  type LogoUploadType,
} from '@fixwell/common/company-branding-logo';

import { sniffImageType } from '../lib/image-type';

export type LogoUpload =
  | { kind: 'ok'; contentType: LogoUploadType; bytes: Buffer }
  | { kind: 'refused'; status: 400 | 413 | 415; error: string };

/** The media type of a Content-Type header, without parameters, in lower case. */
function mediaType(header: string | undefined): string {
  return (header ?? '').split(';')[0]!.trim().toLowerCase();
}

/**
 * Checks an uploaded logo before any decoder sees it: a PNG, JPEG or WebP type, declared by the
 * header AND borne out by the bytes' magic numbers (text renamed .png is refused, and nothing else
 * libvips could open, such as SVG or PDF, ever reaches it), not empty, not over 5 MB.
 */
export function parseLogoUpload(
  contentTypeHeader: string | undefined,
  body: Buffer | undefined,
): LogoUpload {
  const declared = mediaType(contentTypeHeader);
  if (!isLogoUploadType(declared))
    return { kind: 'refused', status: 415, error: LOGO_MESSAGES.wrongType };
  if (!body || body.length === 0)
    return { kind: 'refused', status: 400, error: LOGO_MESSAGES.unreadable };
  if (body.length > MAX_LOGO_BYTES)
    return { kind: 'refused', status: 413, error: LOGO_MESSAGES.tooLarge };
  if (sniffImageType(body) !== declared)
    return { kind: 'refused', status: 415, error: LOGO_MESSAGES.wrongType };
  return { kind: 'ok', contentType: declared, bytes: body };
}
