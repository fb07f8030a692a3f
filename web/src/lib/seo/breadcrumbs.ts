/** Breadcrumb trails for public pages (SPEC.md §9), used for BreadcrumbList structured data. */
import { ROUTE_PARAMETER_LABELS } from '@/config/route-parameters';
import type { RouteDeclaration } from '@/config/route-types';
import { routeDeclarations } from '@/config/routes';
import type { BreadcrumbItem } from '@/lib/seo/structured-data';

export type { BreadcrumbItem };

const HOME: BreadcrumbItem = { name: 'Home', url: '/' };

type Crumb = { segment: string; label: string; section: boolean; url?: string };

/**
 * The crumbs a route declares: its last fixed segment, or each known value of a parameter that
 * stands alone (`/:contentType`).
 */
function crumbsOf({ path, breadcrumb }: RouteDeclaration): Crumb[] {
  if (!breadcrumb) return [];
  const {
    label,
    section = false,
    url,
  } = typeof breadcrumb === 'string' ? { label: breadcrumb } : breadcrumb;
  const segments = path.split('/').filter(Boolean);
  const fixed = segments.filter((segment) => !segment.startsWith(':'));
  const last = fixed.at(-1);
  if (last !== undefined && label !== undefined) {
    const crumb = { segment: last, label, section, ...(url ? { url } : {}) };
    return [crumb];
  }
  const values = ROUTE_PARAMETER_LABELS[segments[0]?.slice(1) ?? ''] ?? {};
  return Object.entries(values).map(([segment, valueLabel]) => ({
    segment,
    label: valueLabel,
    section,
  }));
}

const CRUMBS: readonly Crumb[] = routeDeclarations.flatMap(crumbsOf);

/** Labels for known path segments; any other segment is humanised from its slug. */
export const BREADCRUMB_LABELS: Readonly<Record<string, string>> = Object.fromEntries(
  CRUMBS.map((crumb) => [crumb.segment, crumb.label]),
);

/** Top-level pages that get a trail of their own (Home › Page). */
const TRAIL_PAGES: ReadonlySet<string> = new Set(
  routeDeclarations
    .filter((route) => route.breadcrumb && /^\/[^/:]+$/.test(route.path))
    .map((route) => route.path.slice(1)),
);

/** Sections whose index page and every page under them get a trail. */
const TRAIL_SECTIONS: ReadonlySet<string> = new Set(
  CRUMBS.filter((crumb) => crumb.section).map((crumb) => crumb.segment),
);

/** Section segments that are not pages themselves link to the page that lists them. */
const SEGMENT_URLS: Readonly<Record<string, string>> = Object.fromEntries(
  CRUMBS.flatMap((crumb) => (crumb.url ? [[`/${crumb.segment}`, crumb.url]] : [])),
);

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
