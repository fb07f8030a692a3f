import { z } from 'zod';

import { contrastRatio, formatContrast, MIN_BRAND_CONTRAST } from './company-branding';

// What the branding form sends and saveBranding accepts. The logo is not here: it is uploaded
// through the `api` function, which checks and resizes it and stores its URL.

const blankAsNull = (value: string) => (value === '' ? null : value);

export const brandingSchema = z.object({
  tradingName: z
    .string()
    .trim()
    .max(100, 'Keep the trading name to 100 characters or fewer.')
    .transform(blankAsNull),
  brandColour: z
    .string()
    .trim()
    .refine((value) => value === '' || /^#[0-9a-fA-F]{6}$/.test(value), {
      message: 'Enter the colour as # and six hexadecimal digits, like #1d4ed8.',
    })
    .refine((value) => value === '' || contrastRatio(value, '#ffffff') >= MIN_BRAND_CONTRAST, {
      error: (issue) =>
        `White text on this colour has a contrast of only ${formatContrast(
          contrastRatio(String(issue.input), '#ffffff'),
        )}; choose a darker colour (at least ${MIN_BRAND_CONTRAST}:1).`,
    })
    .transform((value) => (value === '' ? null : value.toLowerCase())),
  footerText: z
    .string()
    .trim()
    .max(300, 'Keep the footer to 300 characters or fewer.')
    .transform(blankAsNull),
});
export type BrandingInput = z.input<typeof brandingSchema>;
