import { describe, expect, it } from 'vitest';

import {
  brandingOf,
  contrastRatio,
  formatContrast,
  MIN_BRAND_CONTRAST,
  NO_BRANDING,
} from './company-branding';
import { brandingSchema } from './company-branding-schema';

const WHITE = '#ffffff';

describe('contrastRatio', () => {
  it('is 21:1 for black on white and 1:1 for white on white, in either order', () => {
    expect(contrastRatio('#000000', WHITE)).toBeCloseTo(21, 5);
    expect(contrastRatio(WHITE, '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio(WHITE, WHITE)).toBe(1);
  });

  it('matches the WCAG figures of familiar colours', () => {
    expect(contrastRatio('#1d4ed8', WHITE)).toBeCloseTo(6.7, 1);
    expect(contrastRatio('#767676', WHITE)).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#777777', WHITE)).toBeCloseTo(4.48, 2);
  });
});

describe('formatContrast', () => {
  it('shows one decimal place, rounded down so a shown 4.5:1 really passes', () => {
    expect(formatContrast(21)).toBe('21.0:1');
    expect(formatContrast(4.499)).toBe('4.4:1');
    expect(formatContrast(4.5)).toBe('4.5:1');
    expect(formatContrast(contrastRatio('#1d4ed8', WHITE))).toBe('6.7:1');
  });
});

describe('brandingSchema', () => {
  const form = (brandColour: string) => ({ tradingName: '', brandColour, footerText: '' });
  const messagesFor = (brandColour: string) => {
    const result = brandingSchema.safeParse(form(brandColour));
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  };

  it('accepts a dark colour, lower-cased, and blanks as none', () => {
    expect(brandingSchema.parse(form('#1D4ED8'))).toEqual({
      tradingName: null,
      brandColour: '#1d4ed8',
      footerText: null,
    });
    expect(brandingSchema.parse(form(''))).toEqual({
      tradingName: null,
      brandColour: null,
      footerText: null,
    });
  });

  it('refuses white with a message quoting its ratio and the minimum', () => {
    expect(messagesFor('#ffffff')).toEqual([
      `White text on this colour has a contrast of only 1.0:1; choose a darker colour (at least ${MIN_BRAND_CONTRAST}:1).`,
    ]);
  });

  it('draws the line at 4.5:1: #767676 passes, #777777 does not', () => {
    expect(messagesFor('#767676')).toEqual([]);
    expect(messagesFor('#777777')).toEqual([
      'White text on this colour has a contrast of only 4.4:1; choose a darker colour (at least 4.5:1).',
    ]);
  });

  it('refuses a colour that is not # and six hexadecimal digits', () => {
    for (const colour of ['1d4ed8', '#1d4ed', '#1d4ed8ff', 'blue', '#gggggg']) {
      expect(messagesFor(colour)[0]).toBe(
        'Enter the colour as # and six hexadecimal digits, like #1d4ed8.',
      );
    }
  });

  it('trims the trading name and footer, and limits their length', () => {
    expect(
      brandingSchema.parse({
        tradingName: '  Acme Heating  ',
        brandColour: '',
        footerText: ' Registered in England, no. 01234567. ',
      }),
    ).toEqual({
      tradingName: 'Acme Heating',
      brandColour: null,
      footerText: 'Registered in England, no. 01234567.',
    });
    const long = brandingSchema.safeParse({
      tradingName: 'x'.repeat(101),
      brandColour: '',
      footerText: 'y'.repeat(301),
    });
    expect(long.success ? [] : long.error.issues.map((issue) => issue.message)).toEqual([
      'Keep the trading name to 100 characters or fewer.',
      'Keep the footer to 300 characters or fewer.',
    ]);
  });
});

describe('brandingOf', () => {
  it('reads stored branding, lower-casing the colour', () => {
    expect(
      brandingOf({
        branding: {
          tradingName: 'Acme Heating',
          brandColour: '#1D4ED8',
          logoUrl: '/api/company-logos/u1/abc.png',
          footerText: 'Thank you for your business.',
        },
      }),
    ).toEqual({
      tradingName: 'Acme Heating',
      brandColour: '#1d4ed8',
      logoUrl: '/api/company-logos/u1/abc.png',
      footerText: 'Thank you for your business.',
    });
  });

  it('treats missing, blank or malformed fields as none', () => {
    expect(brandingOf(null)).toEqual(NO_BRANDING);
    expect(brandingOf({})).toEqual(NO_BRANDING);
    expect(brandingOf({ branding: 'blue' })).toEqual(NO_BRANDING);
    expect(
      brandingOf({ branding: { tradingName: '  ', brandColour: 'blue', logoUrl: 42 } }),
    ).toEqual(NO_BRANDING);
  });
});
