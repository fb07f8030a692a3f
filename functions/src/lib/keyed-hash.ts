import { createHmac, hkdfSync } from 'node:crypto';

import { signingKey } from './signing-key';

// Keyed hashes of identifiers (IP addresses, emails) kept to spot repeat senders and count rate
// limits. A plain SHA-256 of an IPv4 address is reversed by hashing all 2^32 addresses; an HMAC
// under a secret key is not, without the key. The key is derived from the stored link-signing key
// (lib/signing-key.ts: random, made on first use, readable by no client), under its own label so
// the two uses never share a key. Nothing to configure, on the emulators or in production.

const HASH_KEY_LABEL = 'fixwell identifier hashing v1';

/** The identifier-hashing key derived from a signing key (HKDF-SHA256, 32 bytes). */
export function hashKeyFrom(signing: Buffer): Buffer {
  return Buffer.from(hkdfSync('sha256', signing, Buffer.alloc(0), HASH_KEY_LABEL, 32));
}

/** The key every identifier hash uses. */
export async function identifierHashKey(): Promise<Buffer> {
  return hashKeyFrom(await signingKey());
}

/** Hex HMAC-SHA256 of `value` under `key`. */
export function keyedHash(key: Buffer, value: string): string {
  return createHmac('sha256', key).update(value, 'utf8').digest('hex');
}
