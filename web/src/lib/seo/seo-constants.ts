/** Site-wide SEO constants (SPEC.md §9). */

export const SITE_NAME = 'Fixwell';
/** The operating company, named as default author and publisher. */
export const DEFAULT_AUTHOR = 'Fixwell Ltd';
export const DEFAULT_PUBLISHER = DEFAULT_AUTHOR;
export const TWITTER_HANDLE = '@fixwelluk';

export const LOCALE = 'en_GB';
export const LANGUAGE = 'en-GB';
export const COUNTRY = 'United Kingdom';
export const COUNTRY_CODE = 'GB';
export const CURRENCY = 'GBP';

export const DEFAULT_OG_IMAGE = '/og-image.jpg';
/** Size and wording of public/og-image.jpg, declared so crawlers need not fetch it to lay it out. */
export const DEFAULT_OG_IMAGE_WIDTH = 1200;
export const DEFAULT_OG_IMAGE_HEIGHT = 630;
export const DEFAULT_OG_IMAGE_ALT = 'Fixwell: free quotes from trusted local tradespeople';
export const LOGO_PATH = '/icons/icon-512.png';

export const DEFAULT_ROBOTS =
  'index, follow, max-snippet:-1, max-image-preview:large, max-video-preview:-1';

/**
 * The robots directive: the default, or 'noindex', 'nofollow' or 'noindex, nofollow' (what is not
 * forbidden stays allowed, so 'noindex' alone still lets crawlers follow links).
 */
export function robotsContent(noindex = false, nofollow = false): string {
  if (!noindex && !nofollow) return DEFAULT_ROBOTS;
  return [noindex ? 'noindex' : null, nofollow ? 'nofollow' : null].filter(Boolean).join(', ');
}

export const DEFAULT_DESCRIPTION =
  'Fixwell connects UK homeowners with vetted local trade professionals. Free, instant quotes from plumbers, electricians, builders and more.';

export const DEFAULT_KEYWORDS: readonly string[] = [
  'home improvement',
  'trade professionals',
  'local tradespeople',
  'free quotes',
  'tradesmen near me',
  'home services',
  'plumbers',
  'electricians',
  'builders',
  'UK',
];

export const TITLE_MAX_LENGTH = 60;
export const DESCRIPTION_MAX_LENGTH = 160;
export const TITLE_SUFFIX = ` | ${SITE_NAME}`;

/**
 * The public origin, without a trailing slash: `VITE_SITE_URL` when set, else the origin the app
 * is served from. Read on each call so tests (and previews) can change it.
 */
export function getSiteUrl(): string {
  const configured = import.meta.env.VITE_SITE_URL as string | undefined;
  const origin =
    configured?.trim() || (typeof window === 'undefined' ? '' : window.location.origin);
  return origin.replace(/\/+$/, '');
}

/** The public origin at start-up; prefer `getSiteUrl()` where the value may change. */
export const SITE_URL = getSiteUrl();

/** Resolves a path (or protocol-relative URL) against the site URL; absolute URLs pass through. */
export function absoluteUrl(url: string, siteUrl: string = getSiteUrl()): string {
  if (/^[a-z][a-z\d+.-]*:/i.test(url)) return url;
  if (url.startsWith('//')) return `https:${url}`;
  if (!siteUrl) return url;
  return new URL(url, `${siteUrl}/`).toString();
}
