import {
  contrastRatio,
  formatContrast,
  MIN_BRAND_CONTRAST,
} from '@fixwell/common/company-branding';

/** Fixwell's own blue, which documents, profiles and widgets use when a company picks none. */
export const FIXWELL_BLUE = '#0b5fff';

const HEX = /^#[0-9a-f]{6}$/i;

/** The colour typed so far when it is a whole `#rrggbb`, lower-cased; else null. */
export function completeColour(value: string | null | undefined): string | null {
  const trimmed = (value ?? '').trim();
  return HEX.test(trimmed) ? trimmed.toLowerCase() : null;
}

/** What the colour field says under itself as the company types or picks. */
export function contrastReadout(value: string | null | undefined): {
  text: string;
  passes: boolean | null;
} {
  if ((value ?? '').trim() === '')
    return { text: 'No brand colour: Fixwell blue is used.', passes: null };
  const colour = completeColour(value);
  if (!colour)
    return { text: 'Enter # and six hexadecimal digits to check the contrast.', passes: null };
  const ratio = contrastRatio(colour, '#ffffff');
  const passes = ratio >= MIN_BRAND_CONTRAST;
  return {
    text: `White text on this colour: ${formatContrast(ratio)} — ${
      passes ? 'passes' : `too low, needs at least ${MIN_BRAND_CONTRAST}:1`
    }`,
    passes,
  };
}
