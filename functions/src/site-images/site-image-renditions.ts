import { createHash } from 'node:crypto';

import sharp from 'sharp';

import {
  plannedHeight,
  SITE_IMAGE_PLANS,
  sizeRefusal,
  type SiteImageFile,
  type SiteImageSlot,
} from '@fixwell/common/admin/site-images';

/** An image over this many pixels is refused before it is decoded (a "decompression bomb"). */
const MAX_INPUT_PIXELS = 40_000_000;

export type SiteImageRenditions =
  | {
      kind: 'ok';
      /** The first 16 hex digits of the upload's SHA-256: the same image keeps its URLs. */
      version: string;
      sourceWidth: number;
      sourceHeight: number;
      files: Array<SiteImageFile & { bytes: Buffer }>;
    }
  | { kind: 'unreadable' }
  | { kind: 'too-small'; error: string };

/**
 * Every file of the slot's plan from a checked upload: turned upright from its EXIF orientation,
 * cut to the plan's shape around the most interesting part ("attention"), metadata (camera,
 * location) dropped. WebP at quality 78, JPEG progressive at 80 with mozjpeg. The upload must be
 * at least the plan's largest size, so nothing is ever enlarged.
 */
export async function siteImageRenditions(
  slot: SiteImageSlot,
  bytes: Buffer,
): Promise<SiteImageRenditions> {
  const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', animated: false } as const;
  let upright: { data: Buffer; width: number; height: number };
  try {
    // Decoded once and turned upright; every size is cut from these pixels.
    const { data, info } = await sharp(bytes, options)
      .autoOrient()
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    upright = { data, width: info.width, height: info.height };
    const channels = info.channels;
    const refusal = sizeRefusal(slot, upright.width, upright.height);
    if (refusal) return { kind: 'too-small', error: refusal };
    const raw = { raw: { width: upright.width, height: upright.height, channels } };
    // One after another: the decoded pixels (up to 120 MB) are the api function's largest buffer.
    const files: Array<SiteImageFile & { bytes: Buffer }> = [];
    for (const file of SITE_IMAGE_PLANS[slot.kind].files) {
      const pipeline = sharp(upright.data, raw)
        .resize(file.width, plannedHeight(file), {
          fit: 'cover',
          position: sharp.strategy.attention,
        })
        .flatten({ background: '#ffffff' });
      const out = await (
        file.type === 'image/webp'
          ? pipeline.webp({ quality: 78, effort: 4 })
          : pipeline.jpeg({ quality: 80, progressive: true, mozjpeg: true })
      ).toBuffer({ resolveWithObject: true });
      files.push({ ...file, width: out.info.width, height: out.info.height, bytes: out.data });
    }
    const version = createHash('sha256').update(bytes).digest('hex').slice(0, 16);
    return {
      kind: 'ok',
      version,
      sourceWidth: upright.width,
      sourceHeight: upright.height,
      files,
    };
  } catch {
    return { kind: 'unreadable' };
  }
}
