import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

import { COLLECTIONS } from '@fixwell/common/collections';

import { db } from './admin';

// The key that signs links people use without signing in (one-click unsubscribe). It is made at
// random the first time it is needed and kept in `privateSettings/linkSigning`, which the rules
// keep from every client, so no secret lives in the repository or has to be configured.

let cached: Promise<Buffer> | undefined;

async function loadKey(): Promise<Buffer> {
  const ref = db().collection(COLLECTIONS.privateSettings).doc('linkSigning');
  const existing = await ref.get();
  const stored = existing.get('key');
  if (typeof stored === 'string' && stored) return Buffer.from(stored, 'base64');
  try {
    await ref.create({ key: randomBytes(32).toString('base64'), createdAt: new Date() });
  } catch {
    // Another instance made it first: read theirs.
  }
  return Buffer.from(String((await ref.get()).get('key')), 'base64');
}

/**
 * The signing key, read once per instance. The emulator reads it every time: its tests clear
 * Firestore between cases and its function workers must all agree with the stored key.
 */
export function signingKey(): Promise<Buffer> {
  if (process.env.FUNCTIONS_EMULATOR === 'true') return loadKey();
  cached ??= loadKey().catch((error: unknown) => {
    cached = undefined;
    throw error;
  });
  return cached;
}

/** `payload.signature`, both base64url. */
export function signPayload(key: Buffer, payload: string): string {
  const body = Buffer.from(payload, 'utf8').toString('base64url');
  const signature = createHmac('sha256', key).update(body).digest('base64url');
  return `${body}.${signature}`;
}

/** The payload of a token this key signed, or null for anything else. */
export function verifyPayload(key: Buffer, token: string): string | null {
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) return null;
  const expected = createHmac('sha256', key).update(body).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return Buffer.from(body, 'base64url').toString('utf8');
}

/**
 * The JSON object in a token this key signed (links in emails), or null for anything else: not a
 * string, too long, not signed by this key, not JSON, or not an object. Callers check its fields.
 */
export function readSignedJson(key: Buffer, token: unknown): Record<string, unknown> | null {
  if (typeof token !== 'string' || token.length === 0 || token.length > 1000) return null;
  const payload = verifyPayload(key, token);
  if (payload === null) return null;
  try {
    const parsed: unknown = JSON.parse(payload);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}
