import type { CSSProperties } from 'react';

/**
 * Inline custom properties that recolour what Fixwell draws in its own blue (primary buttons,
 * links, accents) with a company's brand colour, for the part of a page that is the company's:
 * its public profile, its quote widget. The colour's contrast with white was checked when it was
 * saved (at least 4.5:1), so white text on it, and it as text on white, stay readable. Hover
 * darkens it a little, as Fixwell's own buttons do.
 */
export function brandAccentStyle(brandColour: string | null): CSSProperties | undefined {
  if (!brandColour) return undefined;
  return {
    '--color-brand': brandColour,
    '--color-brand-dark': `color-mix(in srgb, ${brandColour} 82%, #000)`,
  } as CSSProperties;
}
