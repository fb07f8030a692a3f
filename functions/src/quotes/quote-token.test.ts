import { quoteTrackingTokenSchema } from '@fixwell/common/quote/quote-request';
import { describe, expect, it } from 'vitest';

import { newTrackingToken, trackingTokenHash } from './quote-token';

describe('newTrackingToken', () => {
  it('is 32 random bytes as unpadded base64url, which the status schema accepts', () => {
    const token = newTrackingToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(quoteTrackingTokenSchema.safeParse(token).success).toBe(true);
  });

  it('never repeats', () => {
    const tokens = new Set(Array.from({ length: 1000 }, () => newTrackingToken()));
    expect(tokens.size).toBe(1000);
  });
});

describe('trackingTokenHash', () => {
  it('is a stable hex SHA-256 that does not contain the token', () => {
    const token = newTrackingToken();
    const hash = trackingTokenHash(token);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain(token);
    expect(trackingTokenHash(token)).toBe(hash);
    expect(trackingTokenHash(newTrackingToken())).not.toBe(hash);
  });
});
