import type { RouteParams } from '@/app/routes/route-table';

/** The content sections served by the `/:contentType` catch-alls; anything else there is a 404. */
export const CONTENT_TYPES = [
  'guides',
  'how-to',
  'cost-guides',
  'ideas',
  'tips',
  'news',
  'comparisons',
  'complete-guide',
] as const;

export type ContentType = (typeof CONTENT_TYPES)[number];

export const CONTENT_TYPE_LABELS: Record<ContentType, string> = {
  guides: 'Guides',
  'how-to': 'How-to guides',
  'cost-guides': 'Cost guides',
  ideas: 'Ideas',
  tips: 'Tips',
  news: 'News',
  comparisons: 'Comparisons',
  'complete-guide': 'Complete guides',
};

export function isContentType(value: string | undefined): value is ContentType {
  return (CONTENT_TYPES as readonly string[]).includes(value ?? '');
}

export function isKnownContentType(params: RouteParams): boolean {
  return isContentType(params.contentType);
}
