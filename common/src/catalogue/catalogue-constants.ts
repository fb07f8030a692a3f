// The catalogue's fixed vocabularies, without zod, so the browser's first load can use them.

export const SERVICE_CATEGORIES = [
  'plumbing-and-heating',
  'electrical',
  'building-and-structural',
  'roofing-and-exterior',
  'carpentry-and-joinery',
  'decorating-and-finishing',
  'kitchens-and-bathrooms',
  'outdoor-and-garden',
  'security-and-locks',
  'property-care',
] as const;

export type ServiceCategory = (typeof SERVICE_CATEGORIES)[number];

export const SERVICE_CATEGORY_LABELS: Record<ServiceCategory, string> = {
  'plumbing-and-heating': 'Plumbing and heating',
  electrical: 'Electrical',
  'building-and-structural': 'Building and structural',
  'roofing-and-exterior': 'Roofing and exterior',
  'carpentry-and-joinery': 'Carpentry and joinery',
  'decorating-and-finishing': 'Decorating and finishing',
  'kitchens-and-bathrooms': 'Kitchens and bathrooms',
  'outdoor-and-garden': 'Outdoor and garden',
  'security-and-locks': 'Security and locks',
  'property-care': 'Property care',
};

export const PRICE_UNITS = ['job', 'hour', 'day', 'square metre', 'metre', 'item'] as const;

export const NATIONS = ['England', 'Scotland', 'Wales', 'Northern Ireland'] as const;
export type Nation = (typeof NATIONS)[number];

/** Each content type, in the order the site lists them, with what visitors see for it. */
export const CONTENT_TYPE_LABELS = {
  guides: 'Guides',
  'how-to': 'How-to guides',
  'cost-guides': 'Cost guides',
  ideas: 'Ideas',
  tips: 'Tips',
  news: 'News',
  comparisons: 'Comparisons',
  'complete-guide': 'Complete guides',
} as const;

export type ContentType = keyof typeof CONTENT_TYPE_LABELS;

export const CONTENT_TYPES = Object.keys(CONTENT_TYPE_LABELS) as readonly ContentType[];

/** `blog` articles live under /blog; the others under /<contentType>. */
export const ARTICLE_SECTIONS = ['blog', ...CONTENT_TYPES] as const;
export type ArticleSection = (typeof ARTICLE_SECTIONS)[number];

export const BLOG_CATEGORIES = [
  'advice',
  'costs',
  'energy-saving',
  'safety',
  'inspiration',
  'for-tradespeople',
] as const;

export type BlogCategory = (typeof BLOG_CATEGORIES)[number];
