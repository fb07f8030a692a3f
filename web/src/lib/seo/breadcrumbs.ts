/** Breadcrumb trails for public pages (SPEC.md §9), used for BreadcrumbList structured data. */
import type { BreadcrumbItem } from '@/lib/seo/structured-data';

export type { BreadcrumbItem };

const HOME: BreadcrumbItem = { name: 'Home', url: '/' };

/** Labels for known path segments; any other segment is humanised from its slug. */
export const BREADCRUMB_LABELS: Readonly<Record<string, string>> = {
  services: 'Services',
  professionals: 'Professionals',
  blog: 'Blog',
  guides: 'Guides',
  'how-to': 'How-to guides',
  'cost-guides': 'Cost guides',
  ideas: 'Ideas',
  tips: 'Tips',
  news: 'News',
  comparisons: 'Comparisons',
  'complete-guide': 'Complete guides',
  quote: 'Get Quote',
  about: 'About Us',
  contact: 'Contact',
  faq: 'FAQ',
  pricing: 'Pricing',
  'emergency-services': 'Emergency Services',
  emergency: 'Emergency',
  terms: 'Terms of Service',
  privacy: 'Privacy Policy',
  login: 'Sign In',
  signup: 'Sign Up',
  'how-it-works': 'How It Works',
  'how-to-get-quotes': 'How to Get Quotes',
  'sister-sites': 'Sister Sites',
  'find-local-tradesmen': 'Find Local Tradesmen',
  'find-tradesman-near-me': 'Find a Tradesman Near Me',
  'uk-home-services-guide': 'UK Home Services Guide',
  'why-choose-us': 'Why Choose Us',
  'how-to-get-started': 'How to Get Started',
  'replace-your-services': 'Replace Your Services',
};

/** Top-level pages that get a trail of their own (Home › Page). */
const TRAIL_PAGES: ReadonlySet<string> = new Set([
  'terms',
  'privacy',
  'login',
  'signup',
  'about',
  'contact',
  'faq',
  'pricing',
  'quote',
  'how-it-works',
  'how-to-get-quotes',
  'emergency-services',
  'sister-sites',
  'find-local-tradesmen',
  'find-tradesman-near-me',
  'uk-home-services-guide',
]);

/** Sections whose index page and every page under them get a trail. */
const TRAIL_SECTIONS: ReadonlySet<string> = new Set([
  'services',
  'professionals',
  'blog',
  'guides',
  'how-to',
  'cost-guides',
  'ideas',
  'tips',
  'news',
  'comparisons',
  'complete-guide',
  'emergency',
]);

/** `/emergency` itself is not a page; its crumb points at the emergency services listing. */
const SEGMENT_URLS: Readonly<Record<string, string>> = {
  '/emergency': '/emergency-services',
};

const UPPER_CASE_WORDS: ReadonlySet<string> = new Set(['uk', 'faq', 'diy', 'hvac', 'upvc']);

/** `milton-keynes` → "Milton Keynes", `uk-boiler-guide` → "UK Boiler Guide". */
export function humaniseSlug(slug: string): string {
  return slug
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) =>
      UPPER_CASE_WORDS.has(word.toLowerCase())
        ? word.toUpperCase()
        : word[0]!.toUpperCase() + word.slice(1),
    )
    .join(' ');
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function segmentsOf(pathname: string): string[] {
  const path = pathname.split(/[?#]/, 1)[0] ?? '';
  return path.split('/').filter(Boolean);
}

function hasTrail(segments: readonly string[]): boolean {
  const [first] = segments;
  if (first === undefined) return false;
  const top = first.toLowerCase();
  if (segments.length === 1) return TRAIL_PAGES.has(top) || TRAIL_SECTIONS.has(top);
  return TRAIL_SECTIONS.has(top);
}

/**
 * The trail for a path, Home first, with site-relative URLs; null on paths that have none (home,
 * private areas, anything not listed). `lastLabel` names the last crumb, e.g. a service's name
 * where the slug alone would read poorly.
 */
export function breadcrumbsForPath(pathname: string, lastLabel?: string): BreadcrumbItem[] | null {
  const segments = segmentsOf(pathname);
  if (!hasTrail(segments)) return null;

  const crumbs: BreadcrumbItem[] = [HOME];
  let path = '';
  segments.forEach((segment, index) => {
    path += `/${segment}`;
    const isLast = index === segments.length - 1;
    const known = BREADCRUMB_LABELS[segment.toLowerCase()];
    const name = (isLast && lastLabel?.trim()) || known || humaniseSlug(decodeSegment(segment));
    crumbs.push({ name, url: SEGMENT_URLS[path.toLowerCase()] ?? path });
  });
  return crumbs;
}
