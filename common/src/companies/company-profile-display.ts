import type { SocialNetwork, Weekday } from '../company';

// What the public profile and the editor's preview show of a profile: light helpers with no zod,
// so the prerendered public page does not download the form's schemas.

export const SOCIAL_NETWORK_LABELS: Record<SocialNetwork, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  x: 'X (Twitter)',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
  tiktok: 'TikTok',
};

/** The domains a network's pages live on (any subdomain: www., m., uk.). */
export const SOCIAL_NETWORK_DOMAINS: Record<SocialNetwork, readonly string[]> = {
  facebook: ['facebook.com', 'fb.com'],
  instagram: ['instagram.com'],
  x: ['x.com', 'twitter.com'],
  linkedin: ['linkedin.com'],
  youtube: ['youtube.com', 'youtu.be'],
  tiktok: ['tiktok.com'],
};

export const WEEKDAY_LABELS: Record<Weekday, string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};

/** Where a photo of past work is served (root-relative: the app's /api rewrite reaches it). */
export const workPhotoUrl = (companyId: string, photoId: string) =>
  `/api/company-photos/${encodeURIComponent(companyId)}/${photoId}`;

/** A company's description as the profile shows it: paragraphs split at blank lines. */
export function descriptionParagraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}
