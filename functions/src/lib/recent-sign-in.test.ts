import { describe, expect, it } from 'vitest';

import { signedInRecently } from './recent-sign-in';

const NOW = Date.UTC(2026, 10, 24, 12, 0, 0);
const secondsAgo = (seconds: number) => NOW / 1000 - seconds;

describe('signedInRecently', () => {
  it('accepts a sign-in within the last five minutes', () => {
    expect(signedInRecently(secondsAgo(0), NOW)).toBe(true);
    expect(signedInRecently(secondsAgo(299), NOW)).toBe(true);
    expect(signedInRecently(secondsAgo(300), NOW)).toBe(true);
  });

  it('refuses an older sign-in', () => {
    expect(signedInRecently(secondsAgo(301), NOW)).toBe(false);
    expect(signedInRecently(secondsAgo(24 * 3600), NOW)).toBe(false);
  });

  it('refuses a missing, malformed or far-future sign-in time', () => {
    expect(signedInRecently(undefined, NOW)).toBe(false);
    expect(signedInRecently('1764000000', NOW)).toBe(false);
    expect(signedInRecently(Number.NaN, NOW)).toBe(false);
    expect(signedInRecently(secondsAgo(-3600), NOW)).toBe(false);
  });
});
