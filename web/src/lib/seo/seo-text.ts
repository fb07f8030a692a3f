/** Page text limits (SPEC.md §5): titles and descriptions cut to what search results show. */
import {
  DESCRIPTION_MAX_LENGTH,
  SITE_NAME,
  TITLE_MAX_LENGTH,
  TITLE_SUFFIX,
} from '@/lib/seo/seo-constants';

export const ELLIPSIS = '…';

/** " | Fixwell" at the end, however spaced, so a title that carries it is not suffixed twice. */
const SUFFIX_PATTERN = new RegExp(`\\s*\\|\\s*${SITE_NAME}$`);

/** A word boundary counts only past this share of the limit; nearer the start we cut hard. */
const WORD_BOUNDARY_MIN_SHARE = 0.8;

/** Trims and collapses runs of whitespace (including newlines) to single spaces. */
export function normaliseWhitespace(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function endsInFullStop(text: string): boolean {
  return text.endsWith('.') || text.endsWith(ELLIPSIS);
}

/** Drops a dangling high surrogate so a cut never splits an emoji or other astral character. */
function withoutBrokenSurrogate(text: string): string {
  const last = text.charCodeAt(text.length - 1);
  return last >= 0xd800 && last <= 0xdbff ? text.slice(0, -1) : text;
}

/**
 * Cuts `text` to at most `limit` characters. The cut falls at the last word boundary when that
 * lies beyond 80% of the limit, otherwise mid-word; an ellipsis (one character, within the limit)
 * marks the cut unless the kept text already ends in a full stop.
 */
export function truncateText(text: string, limit: number): string {
  const clean = normaliseWhitespace(text);
  if (clean.length <= limit) return clean;
  if (limit <= 0) return '';

  const minBoundary = limit * WORD_BOUNDARY_MIN_SHARE;
  // A sentence that ends exactly at the limit needs no ellipsis, so it may use the last character.
  const sentenceEnd = clean.lastIndexOf(' ', limit);
  if (sentenceEnd > minBoundary && endsInFullStop(clean.slice(0, sentenceEnd))) {
    return clean.slice(0, sentenceEnd);
  }

  // Otherwise keep room for the ellipsis.
  const room = limit - ELLIPSIS.length;
  const boundary = clean.lastIndexOf(' ', room);
  const kept =
    boundary > minBoundary
      ? clean.slice(0, boundary)
      : withoutBrokenSurrogate(clean.slice(0, room));
  // A trailing comma, colon, semicolon or dash reads badly before an ellipsis.
  const tidy = kept.replace(/[\s,;:\u2013\u2014-]+$/, '');
  if (endsInFullStop(tidy)) return tidy;
  return `${tidy}${ELLIPSIS}`;
}

/** A title cut to the 60-character limit. */
export function truncateTitle(title: string): string {
  return truncateText(title, TITLE_MAX_LENGTH);
}

/** A description cut to the 160-character limit. */
export function truncateDescription(description: string): string {
  return truncateText(description, DESCRIPTION_MAX_LENGTH);
}

/**
 * The document title: `title | Fixwell`, at most 60 characters. A title too long for the suffix
 * is shortened first; one already carrying the suffix is not suffixed twice; an empty title
 * gives the site name alone.
 */
export function buildPageTitle(title: string): string {
  const base = normaliseWhitespace(title).replace(SUFFIX_PATTERN, '');
  if (!base || base === SITE_NAME) return SITE_NAME;
  return `${truncateText(base, TITLE_MAX_LENGTH - TITLE_SUFFIX.length)}${TITLE_SUFFIX}`;
}
