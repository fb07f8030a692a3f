import {
  isQuotePhotoType,
  MAX_QUOTE_PHOTO_BYTES,
  QUOTE_PHOTO_MESSAGES,
  type QuotePhotoType,
} from '@fixwell/common/quote/quote-photos';

import { sniffImageType } from '../lib/image-type';

export type PhotoUpload =
  | { kind: 'ok'; contentType: QuotePhotoType; bytes: Buffer }
  | { kind: 'refused'; status: 400 | 413; error: string };

/** The media type of a Content-Type header, without parameters, in lower case. */
function mediaType(header: string | undefined): string {
  return (header ?? '').split(';')[0]!.trim().toLowerCase();
}

/**
 * Checks one uploaded photo: an accepted type, declared by the header AND borne out by the bytes
 * (a script renamed .jpg is refused), not empty, not over the size limit.
 */
export function parsePhotoUpload(
  contentTypeHeader: string | undefined,
  body: Buffer | undefined,
): PhotoUpload {
  const declared = mediaType(contentTypeHeader);
  if (!isQuotePhotoType(declared))
    return { kind: 'refused', status: 400, error: QUOTE_PHOTO_MESSAGES.wrongType };
  if (!body || body.length === 0)
    return { kind: 'refused', status: 400, error: QUOTE_PHOTO_MESSAGES.unreadable };
  if (body.length > MAX_QUOTE_PHOTO_BYTES)
    return { kind: 'refused', status: 413, error: QUOTE_PHOTO_MESSAGES.tooLarge };
  if (sniffImageType(body) !== declared)
    return { kind: 'refused', status: 400, error: QUOTE_PHOTO_MESSAGES.wrongType };
  return { kind: 'ok', contentType: declared, bytes: body };
}
