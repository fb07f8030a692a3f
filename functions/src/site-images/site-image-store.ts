import {
  parseSiteImageSlot,
  SITE_IMAGE_FILE_NAMES,
  SITE_IMAGE_VERSION,
} from '@fixwell/common/admin/site-images';

import { adminStorage } from '../lib/admin';
import { deleteObjectsUnder, readObject, saveObject } from '../lib/stored-objects';

// Site images live in the default bucket as `site-images/{slot}/{version}/{file}` and are served
// by the `api` function at `/site-images/{slot}/{version}/{file}` (a Hosting rewrite). A version
// is the upload's hash, so a URL always shows the same bytes and is cached for a year.

const FOLDER = 'site-images/';
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The stored object's path for one file of a slot's version, or null when any part is wrong. */
export function siteImageObjectPath(slot: string, version: string, file: string): string | null {
  if (!parseSiteImageSlot(slot) || !SITE_IMAGE_VERSION.test(version)) return null;
  if (!SITE_IMAGE_FILE_NAMES.includes(file)) return null;
  return `${FOLDER}${slot}/${version}/${file}`;
}

const bucket = () => adminStorage().bucket();

export async function saveSiteImageFile(path: string, bytes: Buffer, type: string): Promise<void> {
  await saveObject(bucket().file(path), bytes, type, IMMUTABLE);
}

export async function readSiteImageFile(path: string): Promise<Buffer | null> {
  return readObject(bucket().file(path));
}

/** Deletes every file of one version of a slot; answers how many there were. */
export async function deleteSiteImageVersion(slot: string, version: string): Promise<number> {
  if (!parseSiteImageSlot(slot) || !SITE_IMAGE_VERSION.test(version)) return 0;
  return deleteObjectsUnder(bucket(), `${FOLDER}${slot}/${version}/`);
}
