import { CONTENT_TYPES } from '@fixwell/common/catalogue/catalogue-constants';
import { describe, expect, it } from 'vitest';

import { prerenderedTablePaths } from '@/app/routes/prerendered-pages';
import { routeDeclarations } from '@/config/routes';

describe('prerenderedTablePaths', () => {
  const paths = prerenderedTablePaths();

  it('prerenders every sitemap page of the table once', () => {
    const sitemapPages = routeDeclarations
      .filter((route) => route.sitemap !== undefined)
      .map((route) => route.path);
    expect(sitemapPages.length).toBeGreaterThan(20);
    for (const path of sitemapPages) expect(paths, path).toContain(path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('adds the pages marked for prerendering, one per content type for /:contentType', () => {
    expect(paths).toContain('/contact-thank-you');
    for (const type of CONTENT_TYPES) expect(paths).toContain(`/${type}`);
  });

  it('leaves out private areas and pages that need a request', () => {
    for (const path of paths) {
      expect(path).not.toMatch(/^\/(admin|customer|company|login|signup|quote\/)|:/);
    }
  });
});
