import {
  MAX_QUOTE_PHOTO_BYTES,
  QUOTE_PHOTO_MESSAGES,
  QUOTE_PHOTO_TYPES,
} from '@fixwell/common/quote/quote-photos';

/** The longest side a photo is sent at: plenty to see a leak or a crack, a fraction of the bytes. */
export const MAX_PHOTO_EDGE = 2048;
export const PHOTO_JPEG_QUALITY = 0.85;

/** A photo the browser refused before any upload, with the contract's words for it. */
export class PhotoProblem extends Error {
  override readonly name = 'PhotoProblem';
}

/** Whether the file claims a type the server accepts (the server checks the bytes as well). */
export function isAcceptedPhotoType(type: string): boolean {
  return (QUOTE_PHOTO_TYPES as readonly string[]).includes(type);
}

/** The size a picture of `width` × `height` is drawn at so its long edge is at most `maxEdge`. */
export function fitWithin(
  width: number,
  height: number,
  maxEdge = MAX_PHOTO_EDGE,
): { width: number; height: number } {
  const scale = Math.min(1, maxEdge / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

function canvasToJpeg(canvas: HTMLCanvasElement): Promise<Blob | null> {
  return new Promise((resolve) => {
    try {
      canvas.toBlob((blob) => resolve(blob), 'image/jpeg', PHOTO_JPEG_QUALITY);
    } catch {
      resolve(null);
    }
  });
}

function original(file: File): Blob {
  if (file.size > MAX_QUOTE_PHOTO_BYTES) throw new PhotoProblem(QUOTE_PHOTO_MESSAGES.tooLarge);
  return file;
}

/**
 * What is uploaded for a chosen file: always redrawn as a JPEG (long edge ≤ 2048 px, quality
 * 0.85), even when it is already small, because redrawing drops the EXIF block and with it the
 * phone's record of where the photo was taken. Only where the browser has no way to redraw
 * (no createImageBitmap or canvas encoder) does the original go, if it is within the limit.
 * Throws PhotoProblem with `wrongType`, `unreadable` or `tooLarge`.
 */
export async function preparePhoto(file: File): Promise<Blob> {
  if (!isAcceptedPhotoType(file.type)) throw new PhotoProblem(QUOTE_PHOTO_MESSAGES.wrongType);
  if (file.size === 0) throw new PhotoProblem(QUOTE_PHOTO_MESSAGES.unreadable);
  if (typeof createImageBitmap !== 'function') return original(file);

  let bitmap: ImageBitmap;
  try {
    // 'from-image' turns a sideways phone photo upright before its EXIF orientation is dropped.
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    throw new PhotoProblem(QUOTE_PHOTO_MESSAGES.unreadable);
  }
  try {
    const size = fitWithin(bitmap.width, bitmap.height);
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) return original(file);
    // JPEG has no transparency: a see-through PNG would otherwise turn black.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, size.width, size.height);
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    const jpeg = await canvasToJpeg(canvas);
    if (!jpeg || jpeg.size === 0) return original(file);
    if (jpeg.size > MAX_QUOTE_PHOTO_BYTES) throw new PhotoProblem(QUOTE_PHOTO_MESSAGES.tooLarge);
    return jpeg;
  } finally {
    bitmap.close();
  }
}
