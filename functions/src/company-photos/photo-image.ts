import sharp from 'sharp';

import { WORK_PHOTO_MAX_SIDE } from '@fixwell/common/companies/company-profile';

/** An image over this many pixels is refused before it is decoded (a "decompression bomb"). */
const MAX_INPUT_PIXELS = 80_000_000;

export interface ResizedPhoto {
  /** JPEG bytes, at most WORK_PHOTO_MAX_SIDE on the long side, no metadata. */
  bytes: Buffer;
  width: number;
  height: number;
}

/**
 * A checked upload as the profile shows it: turned upright from its EXIF orientation, fitted
 * within 1,600 px on its long side (never enlarged), transparency flattened onto white, and
 * re-encoded as a progressive JPEG. sharp writes no metadata unless asked, so the camera, its
 * settings and the GPS position (often the customer's house) are dropped. Null when the bytes do
 * not decode as an image, whatever they began with.
 */
export async function resizeWorkPhoto(bytes: Buffer): Promise<ResizedPhoto | null> {
  try {
    const { data, info } = await sharp(bytes, {
      limitInputPixels: MAX_INPUT_PIXELS,
      failOn: 'error',
      animated: false,
    })
      .autoOrient()
      .resize(WORK_PHOTO_MAX_SIDE, WORK_PHOTO_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82, progressive: true, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, width: info.width, height: info.height };
  } catch {
    return null;
  }
}
