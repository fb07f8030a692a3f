import { randomBytes, timingSafeEqual } from 'node:crypto';

import { sha256 } from '../lib/hash';

/** An upload's id: 128 random bits as 32 hex digits, also its object name's last part. */
export function newPhotoId(): string {
  return randomBytes(16).toString('hex');
}

/** The uploader's secret for one photo: 256 random bits, unpadded base64url (43 characters). */
export function newPhotoToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What is stored instead of the token, so a leaked database cannot open photos. */
export function photoTokenHash(token: string): string {
  return sha256(`quote-photo:${token}`);
}

/** Whether `token` is the one whose hash was stored; constant-time in the hash comparison. */
export function photoTokenMatches(token: string, storedHash: unknown): boolean {
  if (typeof storedHash !== 'string') return false;
  const actual = Buffer.from(photoTokenHash(token), 'utf8');
  const expected = Buffer.from(storedHash, 'utf8');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
