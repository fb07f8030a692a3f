import { createHash, randomBytes } from 'node:crypto';

import { readSignedJson, signPayload } from '../lib/signing-key';

// The two kinds of link in newsletter email. Confirmation: `<subscriberId>.<random>`, of which
// only a SHA-256 of the random part is stored (with its expiry), so a database read cannot confirm
// anyone. Unsubscribe: signed by the link-signing key (lib/signing-key.ts) and without expiry, so
// a link in an old issue keeps working; it names the subscriber and the suppression entry (both
// keyed hashes of the address), so unsubscribing needs no stored address.

const SUBSCRIBER_ID = /^[0-9a-f]{64}$/;
const SECRET = /^[A-Za-z0-9_-]{43}$/;

export interface ConfirmToken {
  /** What goes in the link. */
  token: string;
  /** What is stored on the subscriber. */
  hash: string;
}

export function hashConfirmSecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

export function newConfirmToken(subscriberId: string): ConfirmToken {
  const secret = randomBytes(32).toString('base64url');
  return { token: `${subscriberId}.${secret}`, hash: hashConfirmSecret(secret) };
}

/** The subscriber and the hash a confirmation link carries, or null for a malformed link. */
export function readConfirmToken(token: unknown): { subscriberId: string; hash: string } | null {
  if (typeof token !== 'string') return null;
  const [subscriberId, secret, extra] = token.split('.');
  if (extra !== undefined || !subscriberId || !secret) return null;
  if (!SUBSCRIBER_ID.test(subscriberId) || !SECRET.test(secret)) return null;
  return { subscriberId, hash: hashConfirmSecret(secret) };
}

export interface UnsubscribeTarget {
  subscriberId: string;
  suppressionId: string;
}

export function signUnsubscribeToken(key: Buffer, target: UnsubscribeTarget): string {
  return signPayload(key, JSON.stringify({ n: target.subscriberId, x: target.suppressionId }));
}

/** The target of a newsletter unsubscribe link this key signed, or null for anything else. */
export function readUnsubscribeToken(key: Buffer, token: unknown): UnsubscribeTarget | null {
  const parsed = readSignedJson(key, token);
  if (parsed === null) return null;
  const { n, x } = parsed as { n?: unknown; x?: unknown };
  if (typeof n !== 'string' || !SUBSCRIBER_ID.test(n)) return null;
  if (typeof x !== 'string' || !SUBSCRIBER_ID.test(x)) return null;
  return { subscriberId: n, suppressionId: x };
}
