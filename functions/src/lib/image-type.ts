import type { QuotePhotoType } from '@fixwell/common/quote/quote-photos';
import type { AttachmentContentType } from '@fixwell/common/conversations/conversation';

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length &&
  signature.every((byte, i) => bytes[offset + i] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/**
 * The image type the bytes really are, from their magic numbers, or null for anything else. The
 * Content-Type header is the sender's claim; this is what browsers and viewers will see.
 */
export function sniffImageType(bytes: Uint8Array): QuotePhotoType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  // RIFF <4-byte size> WEBP
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return null;
}

/**
 * The type of a file sent in a conversation, from its bytes: one of the image types above, or a
 * PDF (`%PDF-`, which the format requires at the start); null for anything else.
 */
export function sniffAttachmentType(bytes: Uint8Array): AttachmentContentType | null {
  if (startsWith(bytes, ascii('%PDF-'))) return 'application/pdf';
  return sniffImageType(bytes);
}
