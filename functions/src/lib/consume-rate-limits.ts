import { Timestamp } from 'firebase-admin/firestore';

import { COLLECTIONS } from '@fixwell/common/collections';

import { db } from './admin';
import { runTransaction } from './transaction';
import { identifierHashKey } from './keyed-hash';
import { decideRateLimit, rateLimitKey, type RateLimitRule } from './rate-limit-rules';

export interface RateLimitCheck {
  rule: RateLimitRule;
  identifier: string;
}

/** A rateLimits document. `expiresAt` drives the Firestore TTL policy (firestore.indexes.json). */
interface RateLimitDocument {
  scope: string;
  hits: number[];
  expiresAt: Timestamp;
  updatedAt: Timestamp;
}

/**
 * Counts one request against every check, in one transaction so concurrent requests cannot both
 * slip under a limit. If any check refuses, nothing is recorded: refused requests do not extend
 * the wait.
 */
export async function consumeRateLimits(
  checks: readonly RateLimitCheck[],
): Promise<{ allowed: boolean }> {
  const key = await identifierHashKey();
  const refs = checks.map(({ rule, identifier }) =>
    db()
      .collection(COLLECTIONS.rateLimits)
      .doc(rateLimitKey(rule, identifier, key)),
  );
  return runTransaction(async (tx) => {
    const snapshots = refs.length > 0 ? await tx.getAll(...refs) : [];
    const now = Date.now();
    const decisions = checks.map(({ rule }, i) => {
      const stored = snapshots[i]?.data() as Partial<RateLimitDocument> | undefined;
      const hits = Array.isArray(stored?.hits)
        ? stored.hits.filter((hit) => typeof hit === 'number')
        : [];
      return decideRateLimit(hits, now, rule);
    });
    if (decisions.some((decision) => !decision.allowed)) return { allowed: false };
    decisions.forEach((decision, i) => {
      const { rule } = checks[i]!;
      const document: RateLimitDocument = {
        scope: rule.scope,
        hits: decision.hits,
        expiresAt: Timestamp.fromMillis(now + rule.windowMs),
        updatedAt: Timestamp.fromMillis(now),
      };
      tx.set(refs[i]!, document);
    });
    return { allowed: true };
  });
}
