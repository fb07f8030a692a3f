import { ARTICLE_SECTIONS } from '@fixwell/common/catalogue/catalogue-constants';

// Which public pages the renderPublicPage function draws on request rather than the build
// prerendering them: every page that shows what admins edit without a deploy (the home page and
// its hero image, articles and their listings, services and the pages listing them, emergency
// pages, towns, each service in each town) and company profiles.
// firebase.json rewrites exactly these paths to the function, before the app shell's `**`
// (rendered-paths.test.ts holds the two together); a prerendered copy would keep serving the build,
// because Hosting serves a file before any rewrite.

/** Prefixes under which every page (one segment or more below) is rendered on request. */
export const RENDERED_PREFIXES = [
  '/services/',
  '/emergency/',
  '/tradespeople/',
  '/company/profile/',
] as const;

/**
 * Pages listing every service: an admin adds, renames or hides a service without a deploy.
 * `/quote` lists them too but stays prerendered: its list is a form's options, read live.
 */
export const SERVICE_LISTINGS = [
  '/services',
  '/emergency-services',
  '/find-local-tradesmen',
  '/uk-home-services-guide',
] as const;

export function isRenderedOnRequest(path: string): boolean {
  const bare = path.replace(/\/+$/, '') || '/';
  // The home page shows the hero and share image admins set on /admin/site-images.
  if (bare === '/') return true;
  if ((SERVICE_LISTINGS as readonly string[]).includes(bare)) return true;
  const [first = '', ...rest] = bare.split('/').filter(Boolean);
  // A section's listing (`/blog`, `/guides`) and its articles (`/blog/:slug`).
  if ((ARTICLE_SECTIONS as readonly string[]).includes(first)) return rest.length <= 1;
  return RENDERED_PREFIXES.some((prefix) => bare.startsWith(prefix) && bare.length > prefix.length);
}
