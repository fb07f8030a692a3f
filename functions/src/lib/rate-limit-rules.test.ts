import { createHash, randomBytes } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import {
  CONTACT_MESSAGE_PER_EMAIL,
  CONTACT_MESSAGE_PER_IP,
  decideRateLimit,
  FORGOT_PASSWORD_PER_EMAIL,
  FORGOT_PASSWORD_PER_IP,
  QUOTE_PHOTO_UPLOAD_PER_IP,
  QUOTE_REQUEST_PER_EMAIL,
  QUOTE_REQUEST_PER_IP,
  QUOTE_STATUS_PER_IP,
  rateLimitKey,
  VERIFICATION_EMAIL_PER_USER,
} from './rate-limit-rules';

const KEY = randomBytes(32);
const MINUTE = 60_000;
const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);

describe('decideRateLimit', () => {
  const rule = FORGOT_PASSWORD_PER_EMAIL;

  it('allows the first request and records it', () => {
    expect(decideRateLimit([], NOW, rule)).toEqual({ allowed: true, hits: [NOW], retryAfterMs: 0 });
  });

  it('allows three requests in 15 minutes and refuses the fourth', () => {
    let hits: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const decision = decideRateLimit(hits, NOW + i * MINUTE, rule);
      expect(decision.allowed).toBe(true);
      hits = decision.hits;
    }
    const fourth = decideRateLimit(hits, NOW + 3 * MINUTE, rule);
    expect(fourth.allowed).toBe(false);
    expect(fourth.hits).toEqual(hits);
    // The first hit leaves the window 15 minutes after it was made.
    expect(fourth.retryAfterMs).toBe(12 * MINUTE);
  });

  it('allows again once the oldest hit has left the window, and forgets expired hits', () => {
    const hits = [NOW - 15 * MINUTE, NOW - 10 * MINUTE, NOW - 5 * MINUTE];
    const decision = decideRateLimit(hits, NOW, rule);
    expect(decision.allowed).toBe(true);
    expect(decision.hits).toEqual([NOW - 10 * MINUTE, NOW - 5 * MINUTE, NOW]);
  });

  it('ignores hits recorded in the future (clock skew cannot lock someone out)', () => {
    expect(
      decideRateLimit([NOW + MINUTE, NOW + 2 * MINUTE, NOW + 3 * MINUTE], NOW, rule).allowed,
    ).toBe(true);
  });

  it('has the limits the product promises', () => {
    expect(FORGOT_PASSWORD_PER_EMAIL).toMatchObject({ limit: 3, windowMs: 15 * MINUTE });
    expect(FORGOT_PASSWORD_PER_IP).toMatchObject({ limit: 10, windowMs: 60 * MINUTE });
    expect(VERIFICATION_EMAIL_PER_USER).toMatchObject({ limit: 3, windowMs: 60 * MINUTE });
    expect(CONTACT_MESSAGE_PER_EMAIL).toMatchObject({ limit: 3, windowMs: 60 * MINUTE });
    expect(CONTACT_MESSAGE_PER_IP).toMatchObject({ limit: 5, windowMs: 60 * MINUTE });
    expect(QUOTE_REQUEST_PER_EMAIL).toMatchObject({ limit: 5, windowMs: 60 * MINUTE });
    expect(QUOTE_REQUEST_PER_IP).toMatchObject({ limit: 10, windowMs: 60 * MINUTE });
    expect(QUOTE_STATUS_PER_IP).toMatchObject({ limit: 60, windowMs: 60 * MINUTE });
    expect(QUOTE_PHOTO_UPLOAD_PER_IP).toMatchObject({ limit: 30, windowMs: 60 * MINUTE });
  });
});

describe('rateLimitKey', () => {
  it('never contains the identifier in clear', () => {
    const key = rateLimitKey(FORGOT_PASSWORD_PER_EMAIL, 'sarah@example.co.uk', KEY);
    expect(key).not.toContain('sarah');
    expect(key).toMatch(/^forgot-password-email-[0-9a-f]{64}$/);
  });

  it('is stable for an identifier and differs between identifiers and scopes', () => {
    const a = rateLimitKey(FORGOT_PASSWORD_PER_EMAIL, 'a@example.co.uk', KEY);
    expect(rateLimitKey(FORGOT_PASSWORD_PER_EMAIL, 'a@example.co.uk', KEY)).toBe(a);
    expect(rateLimitKey(FORGOT_PASSWORD_PER_EMAIL, 'b@example.co.uk', KEY)).not.toBe(a);
    const ipKey = rateLimitKey(FORGOT_PASSWORD_PER_IP, '203.0.113.7', KEY);
    expect(ipKey.split('-').at(-1)).not.toBe(
      rateLimitKey(VERIFICATION_EMAIL_PER_USER, '203.0.113.7', KEY).split('-').at(-1),
    );
  });
});

describe('rateLimitKey is keyed', () => {
  it('differs under another key and is not a plain SHA-256 of the identifier', () => {
    const key = rateLimitKey(FORGOT_PASSWORD_PER_IP, '203.0.113.7', KEY);
    expect(rateLimitKey(FORGOT_PASSWORD_PER_IP, '203.0.113.7', randomBytes(32))).not.toBe(key);
    const digest = key.split('-').at(-1);
    const sha = (value: string) => createHash('sha256').update(value, 'utf8').digest('hex');
    expect(digest).not.toBe(sha('203.0.113.7'));
    expect(digest).not.toBe(sha(`${FORGOT_PASSWORD_PER_IP.scope}:203.0.113.7`));
  });
});
