import { keyedHash } from './keyed-hash';

/** At most `limit` accepted requests per `windowMs`, per identifier, in a sliding window. */
export interface RateLimitRule {
  scope: string;
  limit: number;
  windowMs: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const rule = (scope: string, limit: number, windowMs: number): RateLimitRule => ({
  scope,
  limit,
  windowMs,
});

export const FORGOT_PASSWORD_PER_EMAIL = rule('forgot-password-email', 3, 15 * MINUTE);
export const FORGOT_PASSWORD_PER_IP = rule('forgot-password-ip', 10, HOUR);
export const VERIFICATION_EMAIL_PER_USER = rule('verification-email-user', 3, HOUR);
export const CONTACT_MESSAGE_PER_EMAIL = rule('contact-email', 3, HOUR);
export const CONTACT_MESSAGE_PER_IP = rule('contact-ip', 5, HOUR);
export const QUOTE_REQUEST_PER_EMAIL = rule('quote-request-email', 5, HOUR);
export const QUOTE_REQUEST_PER_IP = rule('quote-request-ip', 10, HOUR);
export const QUOTE_STATUS_PER_IP = rule('quote-status-ip', 60, HOUR);
export const QUOTE_PHOTO_UPLOAD_PER_IP = rule('quote-photo-upload-ip', 30, HOUR);

export interface RateLimitDecision {
  allowed: boolean;
  /** The hits to store: those still inside the window, plus this one when it was allowed. */
  hits: number[];
  /** When refused, how long until the oldest hit leaves the window. */
  retryAfterMs: number;
}

/** Decides one request against the hits recorded so far (epoch milliseconds). */
export function decideRateLimit(
  previousHits: readonly number[],
  now: number,
  rule: RateLimitRule,
): RateLimitDecision {
  const windowStart = now - rule.windowMs;
  const recent = previousHits
    .filter((hit) => hit > windowStart && hit <= now)
    .sort((a, b) => a - b);
  if (recent.length >= rule.limit) {
    const oldestCounted = recent[recent.length - rule.limit] ?? now;
    return {
      allowed: false,
      hits: recent,
      retryAfterMs: Math.max(0, oldestCounted + rule.windowMs - now),
    };
  }
  return { allowed: true, hits: [...recent, now], retryAfterMs: 0 };
}

/**
 * The rateLimits document id for an identifier (an email, an IP address, a uid). A keyed hash
 * (lib/keyed-hash.ts) with the scope, so no identifier is stored in clear or can be found again by
 * hashing guesses, and the same person's keys differ between scopes.
 */
export function rateLimitKey(rule: RateLimitRule, identifier: string, key: Buffer): string {
  return `${rule.scope}-${keyedHash(key, `${rule.scope}:${identifier}`)}`;
}
