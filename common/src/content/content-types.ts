import { CONTENT_TYPE_LABELS, type ContentType } from '../catalogue/catalogue-constants';

// The `/:contentType` sections' texts, without zod, so the public listing pages can use them.
// Admins edit them in `contentTypes/{slug}` (functions/src/blog/save-content-type.ts); a section
// whose document is missing shows these defaults, so prerendered pages keep working.

export type ContentTypeTexts = {
  label: string;
  intro: string;
  seoTitle: string;
  seoDescription: string;
};

/** `contentTypes/{slug}`: everyone reads it; written through `saveContentType`. */
export interface ContentTypeDocument<TTime> extends ContentTypeTexts {
  updatedAt: TTime;
  updatedBy: { uid: string; email: string };
}

/** What each listing offers, in a sentence: the page's lede and meta description. */
export const DEFAULT_CONTENT_TYPE_INTROS: Record<ContentType, string> = {
  guides:
    'Plain-English guides to the work your home needs: what is involved, what to ask and how to choose the right tradesperson.',
  'how-to':
    'Step-by-step instructions for small jobs you can safely do yourself, and how to tell when to call a professional.',
  'cost-guides':
    'What common home jobs cost in the UK, what pushes the price up or down and how to compare quotes fairly.',
  ideas:
    'Ideas for improving your home, from small upgrades to bigger projects, with what each involves and costs.',
  tips: 'Short, practical tips for looking after your home and getting the best from tradespeople.',
  news: 'News for UK homeowners: regulation, grants and changes that affect work on your home.',
  comparisons:
    'Side-by-side comparisons of materials, systems and approaches, to help you choose what suits your home.',
  'complete-guide':
    'In-depth guides that take you through a whole project, from planning and budgeting to the finished job.',
};

/** A section's texts as the site had them before admins could edit them. */
export function defaultContentType(slug: ContentType): ContentTypeTexts {
  const label = CONTENT_TYPE_LABELS[slug];
  return {
    label,
    intro: DEFAULT_CONTENT_TYPE_INTROS[slug],
    seoTitle: label,
    seoDescription: DEFAULT_CONTENT_TYPE_INTROS[slug],
  };
}

/** The saved texts over the defaults: a blank saved field falls back to the default. */
export function contentTypeTexts(
  slug: ContentType,
  saved: Partial<ContentTypeTexts> | null | undefined,
): ContentTypeTexts {
  const fallback = defaultContentType(slug);
  return {
    label: saved?.label || fallback.label,
    intro: saved?.intro || fallback.intro,
    seoTitle: saved?.seoTitle || saved?.label || fallback.seoTitle,
    seoDescription: saved?.seoDescription || saved?.intro || fallback.seoDescription,
  };
}
