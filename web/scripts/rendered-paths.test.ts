// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { isRenderedOnRequest } from './rendered-paths';

type Rewrite = {
  source?: string;
  regex?: string;
  destination?: string;
  function?: { functionId: string };
};

const firebase = JSON.parse(readFileSync(join(__dirname, '..', '..', 'firebase.json'), 'utf8')) as {
  hosting: { rewrites: Rewrite[] };
};

/** Where Hosting sends a path that no file in dist answers: the first rewrite that fits. */
function hostingTarget(path: string): string {
  for (const rewrite of firebase.hosting.rewrites) {
    const fits = rewrite.regex
      ? new RegExp(rewrite.regex).test(path)
      : rewrite.source === '**' ||
        rewrite.source === path ||
        (rewrite.source?.endsWith('/**') && path.startsWith(rewrite.source.slice(0, -2)));
    if (fits) return rewrite.function?.functionId ?? rewrite.destination ?? '?';
  }
  return 'none';
}

const RENDERED = [
  '/',
  '/blog',
  '/blog/how-to-check-a-tradesperson-is-gas-safe-registered',
  '/guides',
  '/guides/a-new-guide',
  '/how-to/how-to-bleed-a-radiator',
  '/cost-guides',
  '/complete-guide/x',
  '/services',
  '/services/',
  '/emergency-services',
  '/find-local-tradesmen',
  '/uk-home-services-guide',
  '/services/plumber',
  '/services/plumber/leeds',
  '/services/plumber/landing',
  '/emergency/locksmith',
  '/tradespeople/cardiff',
  '/company/profile/brightwater-plumbing-heating-leeds',
];

const APP_ROUTES = [
  '/company',
  '/company/leads',
  '/company/profile',
  '/company/public-profile',
  '/customer',
  '/customer/profile',
  '/admin',
  '/admin/blog',
  '/admin/indexnow',
  '/login',
  '/signup',
  '/blog/a/b',
  '/quote',
];

describe('pages rendered on request', () => {
  it('are the pages admins edit without a deploy, and company profiles', () => {
    for (const path of RENDERED) expect(isRenderedOnRequest(path), path).toBe(true);
  });

  it('leave the app’s own routes and the prerendered pages alone', () => {
    for (const path of [...APP_ROUTES, '/about', '/professionals/pricing', '/servicesx']) {
      expect(isRenderedOnRequest(path), path).toBe(false);
    }
  });

  it('are what firebase.json sends to renderPublicPage, before the app shell', () => {
    for (const path of RENDERED) expect(hostingTarget(path), path).toBe('renderPublicPage');
    for (const path of APP_ROUTES) expect(hostingTarget(path), path).toBe('/app-shell.html');
  });

  it('leave sitemap.xml and the IndexNow key file to the api function', () => {
    expect(hostingTarget('/sitemap.xml')).toBe('api');
    expect(hostingTarget('/0123456789abcdef0123456789abcdef.txt')).toBe('api');
    expect(hostingTarget('/notes.txt')).toBe('/app-shell.html');
  });
});
