import { describe, expect, it } from 'vitest';

import { safeRedirectPath } from './safe-redirect';

describe('safeRedirectPath', () => {
  it.each([
    '/',
    '/customer',
    '/company/leads/abc123',
    '/customer/quotes?page=2&sort=new',
    '/services/plumbing#faq',
    '/blog/caf%C3%A9-guide',
    '/search?q=50%25%20off',
  ])('accepts the same-site path %s', (path) => {
    expect(safeRedirectPath(path)).toBe(path);
  });

  it.each([
    ['nothing', null],
    ['undefined', undefined],
    ['an empty string', ''],
    ['a relative path', 'customer'],
    ['a protocol-relative URL', '//evil.example'],
    ['a protocol-relative URL with a path', '//evil.example/customer'],
    ['a backslash trick', '/\\evil.example'],
    ['a double backslash', '\\\\evil.example'],
    ['a mixed slash trick', '/\\/evil.example'],
    ['an absolute URL', 'https://evil.example/customer'],
    ['an http URL', 'http://localhost:5173/customer'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a data: URL', 'data:text/html,<script>alert(1)</script>'],
    ['a tab inside the slashes', '/\t/evil.example'],
    ['a newline inside the slashes', '/\n/evil.example'],
    ['an encoded second slash', '/%2Fevil.example'],
    ['an encoded backslash', '/%5Cevil.example'],
    ['a double-encoded second slash', '/%252Fevil.example'],
    ['an encoded tab', '/%09/evil.example'],
    ['an encoded absolute URL', '%2F%2Fevil.example'],
    ['malformed percent-encoding', '/customer%E0%A4%A'],
    ['a backslash later in the path', '/customer\\..\\admin'],
    ['a very long value', `/${'a'.repeat(3000)}`],
  ])('refuses %s', (_label, raw) => {
    expect(safeRedirectPath(raw)).toBeNull();
  });
});
