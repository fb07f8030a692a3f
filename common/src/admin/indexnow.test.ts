import { describe, expect, it } from 'vitest';

import {
  INDEXNOW_MAX_URLS,
  INDEXNOW_MESSAGES,
  indexNowFormSchema,
  indexNowOutcome,
  indexNowUrlProblem,
  originOf,
  urlLines,
} from './indexnow';

const ORIGIN = 'https://www.fixwell.co.uk';

describe('manual IndexNow submissions', () => {
  it('take this site’s own addresses only', () => {
    expect(indexNowUrlProblem([`${ORIGIN}/blog/x`, `${ORIGIN}/services/plumber?x=1`], ORIGIN)).toBe(
      null,
    );
    expect(indexNowUrlProblem(['https://WWW.fixwell.co.uk:443/guides'], ORIGIN)).toBeNull();
    expect(indexNowUrlProblem(['https://evil.test/blog/x'], ORIGIN)).toBe(
      INDEXNOW_MESSAGES.otherOrigin('https://evil.test/blog/x', ORIGIN),
    );
    expect(indexNowUrlProblem(['https://www.fixwell.co.uk.evil.test/x'], ORIGIN)).toContain(
      'is not on',
    );
    expect(indexNowUrlProblem(['http://www.fixwell.co.uk/x'], ORIGIN)).toContain('is not on');
    expect(indexNowUrlProblem(['/blog/x'], ORIGIN)).toBe(INDEXNOW_MESSAGES.notUrl('/blog/x'));
    expect(indexNowUrlProblem(['javascript:alert(1)'], ORIGIN)).toContain('not a web address');
    expect(indexNowUrlProblem([`${ORIGIN}@evil.test/`], ORIGIN)).not.toBeNull();
  });

  it('hold at least one and at most 10,000 URLs', () => {
    expect(indexNowUrlProblem([], ORIGIN)).toBe(INDEXNOW_MESSAGES.urlsRequired);
    const many = Array.from({ length: INDEXNOW_MAX_URLS + 1 }, (_, i) => `${ORIGIN}/p/${i}`);
    expect(indexNowUrlProblem(many, ORIGIN)).toBe(INDEXNOW_MESSAGES.tooMany);
    expect(indexNowUrlProblem(many.slice(1), ORIGIN)).toBeNull();
  });

  it('read one URL per line, without blanks or repeats', () => {
    expect(urlLines(' https://a.test/x \n\nhttps://a.test/x\r\nhttps://a.test/y')).toEqual([
      'https://a.test/x',
      'https://a.test/y',
    ]);
    expect(indexNowFormSchema.safeParse({ urls: '  \n ' }).error?.issues[0]?.message).toBe(
      INDEXNOW_MESSAGES.urlsRequired,
    );
    expect(originOf('https://A.test:8443/x')).toBe('https://a.test:8443');
  });

  it('count 200 and 202 as accepted, other codes as refused, no answer as failed', () => {
    expect([200, 202, 400, 403, 422, 429, null].map(indexNowOutcome)).toEqual([
      'accepted',
      'accepted',
      'rejected',
      'rejected',
      'rejected',
      'rejected',
      'failed',
    ]);
  });
});
