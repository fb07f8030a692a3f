import { adminStorage } from '../lib/admin';
import { deleteObject, readObject, saveObject } from '../lib/stored-objects';

// Logos live in the default bucket as `company-logos/{uid}/{hash}.png` and are served by the `api`
// function at `/api/company-logos/{uid}/{hash}.png`. The URL is root-relative, so it works on
// every origin that serves the app with its /api rewrite (Hosting, the Hosting emulator, the Vite
// proxy) without naming one. The name is the image's hash, so a URL always shows the same bytes
// and can be cached for a year.

const OBJECT_PREFIX = 'company-logos/';
export const LOGO_URL_PREFIX = '/api/company-logos/';

const UID = /^[A-Za-z0-9_-]{1,128}$/;
const FILE = /^[0-9a-f]{32}\.png$/;

/** The stored object's path for a company's logo file, or null when either part is malformed. */
export function logoObjectPath(uid: string, file: string): string | null {
  return UID.test(uid) && FILE.test(file) ? `${OBJECT_PREFIX}${uid}/${file}` : null;
}

export const logoFileName = (hash: string) => `${hash}.png`;

export const logoUrl = (uid: string, file: string) =>
  `${LOGO_URL_PREFIX}${encodeURIComponent(uid)}/${file}`;

/** The file name of `uid`'s logo at `url` (one of ours, for that company), else null. */
export function logoFileOf(uid: string, url: string | null): string | null {
  if (!url?.startsWith(LOGO_URL_PREFIX)) return null;
  const [owner, file, ...rest] = url.slice(LOGO_URL_PREFIX.length).split('/');
  if (rest.length > 0 || owner !== encodeURIComponent(uid) || !file) return null;
  return logoObjectPath(uid, file) ? file : null;
}

const logoObject = (path: string) => adminStorage().bucket().file(path);

export async function saveLogo(path: string, bytes: Buffer): Promise<void> {
  await saveObject(logoObject(path), bytes, 'image/png', 'public, max-age=31536000, immutable');
}

/** A logo's bytes, or null when the object is gone. */
export async function readLogo(path: string): Promise<Buffer | null> {
  return readObject(logoObject(path));
}

/** Deletes a logo's object; one already gone counts as deleted. */
export async function deleteLogo(path: string): Promise<void> {
  await deleteObject(logoObject(path));
}
