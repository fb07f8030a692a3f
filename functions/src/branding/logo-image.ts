import { createHash } from 'node:crypto';

import sharp from 'sharp';

import { LOGO_BOX } from '@fixwell/common/company-branding-logo';

/** An image over this many pixels is refused before it is decoded (a "decompression bomb"). */
const MAX_INPUT_PIXELS = 50_000_000;

export interface ResizedLogo {
  /** PNG bytes, at most LOGO_BOX in each direction, transparency kept. */
  bytes: Buffer;
  width: number;
  height: number;
  /** The first 32 hex digits of the PNG's SHA-256: its file name, so a URL never changes meaning. */
  hash: string;
}

/**
 * Fits a checked upload inside the logo box as a PNG: turned upright from its EXIF orientation,
 * never enlarged, its alpha channel kept, metadata (camera, location) dropped. Returns null when
 * the bytes do not decode as an image, however they began.
 */
export async function resizeLogo(bytes: Buffer): Promise<ResizedLogo | null> {
  try {
    const { data, info } = await sharp(bytes, {
      limitInputPixels: MAX_INPUT_PIXELS,
      failOn: 'error',
      animated: false,
    })
      .autoOrient()
      .resize(LOGO_BOX.width, LOGO_BOX.height, { fit: 'inside', withoutEnlargement: true })
      .png({ compressionLevel: 9 })
      .toBuffer({ resolveWithObject: true });
    const hash = createHash('sha256').update(data).digest('hex').slice(0, 32);
    return { bytes: data, width: info.width, height: info.height, hash };
  } catch {
    return null;
  }
}
