import { describe, expect, it } from 'vitest';

import { brandAccentStyle } from '@/components/brand-accent';

describe('brandAccentStyle', () => {
  it('recolours the brand tokens with the company’s colour', () => {
    expect(brandAccentStyle('#14532d')).toEqual({
      '--color-brand': '#14532d',
      '--color-brand-dark': 'color-mix(in srgb, #14532d 82%, #000)',
    });
  });

  it('leaves Fixwell’s own colours alone when the company has none', () => {
    expect(brandAccentStyle(null)).toBeUndefined();
  });
});
