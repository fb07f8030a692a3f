import { randomBytes } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import {
  hashConfirmSecret,
  newConfirmToken,
  readConfirmToken,
  readUnsubscribeToken,
  signUnsubscribeToken,
} from './newsletter-tokens';

const ID = 'a'.repeat(64);
const OTHER = 'b'.repeat(64);

describe('confirmation tokens', () => {
  it('carry the subscriber and a secret of which only the hash is stored', () => {
    const { token, hash } = newConfirmToken(ID);
    expect(token.startsWith(`${ID}.`)).toBe(true);
    expect(hash).not.toContain(token.split('.')[1]);
    expect(readConfirmToken(token)).toEqual({ subscriberId: ID, hash });
    expect(hashConfirmSecret(token.split('.')[1]!)).toBe(hash);
  });

  it('are unguessable: two are never the same', () => {
    expect(newConfirmToken(ID).token).not.toBe(newConfirmToken(ID).token);
  });

  it('refuse anything malformed', () => {
    for (const token of [
      undefined,
      '',
      ID,
      `${ID}.short`,
      `x.${'a'.repeat(43)}`,
      `${ID}.${'a'.repeat(43)}.x`,
    ])
      expect(readConfirmToken(token)).toBeNull();
  });
});

describe('unsubscribe tokens', () => {
  const key = randomBytes(32);

  it('round-trip the subscriber and suppression ids under the same key', () => {
    const token = signUnsubscribeToken(key, { subscriberId: ID, suppressionId: OTHER });
    expect(readUnsubscribeToken(key, token)).toEqual({ subscriberId: ID, suppressionId: OTHER });
  });

  it('refuse another key, a changed token and junk', () => {
    const token = signUnsubscribeToken(key, { subscriberId: ID, suppressionId: OTHER });
    expect(readUnsubscribeToken(randomBytes(32), token)).toBeNull();
    expect(readUnsubscribeToken(key, `${token}x`)).toBeNull();
    expect(readUnsubscribeToken(key, 'abc.def')).toBeNull();
    expect(readUnsubscribeToken(key, 42)).toBeNull();
  });
});
