import { describe, expect, it } from 'vitest';

import { resolveRedirect, validRedirects } from '@/lib/build-redirects';

describe('resolveRedirect', () => {
  it('matches an exact path, ignoring a trailing slash', () => {
    const rules = [{ from: '/old-pricing', to: '/pricing' }];

    expect(resolveRedirect('/old-pricing', rules)).toEqual({ kind: 'path', to: '/pricing' });
    expect(resolveRedirect('/old-pricing/', rules)).toEqual({ kind: 'path', to: '/pricing' });
    expect(resolveRedirect('/old-pricing/extra', rules)).toBeNull();
  });

  it('matches a prefix pattern ending in *', () => {
    const rules = [{ from: '/guides/*', to: '/blog' }];

    expect(resolveRedirect('/guides', rules)).toEqual({ kind: 'path', to: '/blog' });
    expect(resolveRedirect('/guides/boiler-costs', rules)).toEqual({ kind: 'path', to: '/blog' });
    expect(resolveRedirect('/guidesx', rules)).toBeNull();
  });

  it('carries the rest of the path over when the target also ends in *', () => {
    const rules = [{ from: '/guides/*', to: '/blog/*' }];

    expect(resolveRedirect('/guides/boiler-costs', rules)).toEqual({
      kind: 'path',
      to: '/blog/boiler-costs',
    });
    expect(resolveRedirect('/guides', rules)).toEqual({ kind: 'path', to: '/blog' });
  });

  it('sends external targets out as absolute https URLs', () => {
    const rules = [{ from: '/sister-sites/*', to: 'https://example.co.uk/' }];

    expect(resolveRedirect('/sister-sites/london', rules)).toEqual({
      kind: 'external',
      to: 'https://example.co.uk/',
    });
  });

  it('uses the first matching rule', () => {
    const rules = [
      { from: '/offers/spring', to: '/pricing' },
      { from: '/offers/*', to: '/' },
    ];

    expect(resolveRedirect('/offers/spring', rules)).toEqual({ kind: 'path', to: '/pricing' });
    expect(resolveRedirect('/offers/summer', rules)).toEqual({ kind: 'path', to: '/' });
  });

  it('never redirects to the path it is already on', () => {
    expect(resolveRedirect('/blog', [{ from: '/blog*', to: '/blog' }])).toBeNull();
    expect(resolveRedirect('/blog/', [{ from: '/blog/*', to: '/blog' }])).toBeNull();
    expect(
      resolveRedirect(
        '/about',
        [{ from: '/about', to: 'https://fixwell.test/about' }],
        'https://fixwell.test',
      ),
    ).toBeNull();
  });

  it('ignores rules that are not safe', () => {
    expect(resolveRedirect('/a', [{ from: '/a', to: 'http://insecure.example' }])).toBeNull();
    expect(resolveRedirect('/a', [{ from: '/a', to: '//evil.example' }])).toBeNull();
    expect(resolveRedirect('/a', [{ from: '/a', to: 'javascript:alert(1)' }])).toBeNull();
    expect(validRedirects('not a list')).toEqual([]);
    expect(validRedirects([{ from: '/a' }, null, { from: '/b', to: '/c' }])).toEqual([
      { from: '/b', to: '/c' },
    ]);
  });

  it('does nothing without rules', () => {
    expect(resolveRedirect('/', [])).toBeNull();
  });
});
