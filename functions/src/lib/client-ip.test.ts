import { describe, expect, it } from 'vitest';

import { clientIp } from './client-ip';

describe('clientIp', () => {
  it("takes X-Forwarded-For's first entry", () => {
    expect(clientIp({ 'x-forwarded-for': '203.0.113.7, 10.0.0.1, 10.0.0.2' }, '10.0.0.2')).toBe(
      '203.0.113.7',
    );
    expect(clientIp({ 'x-forwarded-for': ['198.51.100.4, 10.0.0.1'] }, undefined)).toBe(
      '198.51.100.4',
    );
  });

  it('falls back to the socket address, then to a shared bucket', () => {
    expect(clientIp({}, '127.0.0.1')).toBe('127.0.0.1');
    expect(clientIp({ 'x-forwarded-for': ' ' }, '127.0.0.1')).toBe('127.0.0.1');
    expect(clientIp({}, undefined)).toBe('unknown');
  });
});
