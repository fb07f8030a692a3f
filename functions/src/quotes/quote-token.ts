import { randomBytes } from 'node:crypto';

import { sha256 } from '../lib/hash';

/**
 * A new tracking token: 256 random bits as base64url (43 characters), so the link cannot be
 * guessed. Only its hash is stored; the token itself goes to the customer once.
 */
export function newTrackingToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What `quotes/{id}.trackingTokenHash` holds for a token. Scoped like the rateLimits keys. */
export function trackingTokenHash(token: string): string {
  return sha256(`quote-tracking-token:${token}`);
}
