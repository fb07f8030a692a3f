import { createHash, randomBytes } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { hashKeyFrom, keyedHash } from './keyed-hash';

const sha256 = (value: string) => createHash('sha256').update(value, 'utf8').digest('hex');

describe('keyed hashes of identifiers', () => {
  const signing = randomBytes(32);
  const key = hashKeyFrom(signing);

  it('gives the same hash for the same IP address under the same key', () => {
    expect(keyedHash(key, '198.51.100.23')).toBe(keyedHash(hashKeyFrom(signing), '198.51.100.23'));
    expect(keyedHash(key, '198.51.100.23')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('gives another hash under another key', () => {
    expect(keyedHash(hashKeyFrom(randomBytes(32)), '198.51.100.23')).not.toBe(
      keyedHash(key, '198.51.100.23'),
    );
  });

  it('is not the plain SHA-256 of the address, so trying every IPv4 address finds nothing', () => {
    expect(keyedHash(key, '198.51.100.23')).not.toBe(sha256('198.51.100.23'));
  });

  it('never uses the signing key itself', () => {
    expect(key.equals(signing)).toBe(false);
    expect(key).toHaveLength(32);
  });
});
