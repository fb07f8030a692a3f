import { describe, expect, it } from 'vitest';

import { completeColour, contrastReadout } from '@/features/branding/brand-colour';

describe('contrastReadout', () => {
  it('says a dark colour passes, with its ratio', () => {
    expect(contrastReadout('#1D4ED8')).toEqual({
      text: 'White text on this colour: 6.7:1 — passes',
      passes: true,
    });
  });

  it('says a light colour is too low, and what it needs', () => {
    expect(contrastReadout('#ffffff')).toEqual({
      text: 'White text on this colour: 1.0:1 — too low, needs at least 4.5:1',
      passes: false,
    });
    expect(contrastReadout('#777777').passes).toBe(false);
    expect(contrastReadout('#767676').passes).toBe(true);
  });

  it('explains a blank or half-typed colour instead of judging it', () => {
    expect(contrastReadout('')).toEqual({
      text: 'No brand colour: Fixwell blue is used.',
      passes: null,
    });
    expect(contrastReadout('#1d4')).toEqual({
      text: 'Enter # and six hexadecimal digits to check the contrast.',
      passes: null,
    });
  });
});

describe('completeColour', () => {
  it('is the lower-cased colour once it is whole, else null', () => {
    expect(completeColour(' #ABCDEF ')).toBe('#abcdef');
    expect(completeColour('#abc')).toBeNull();
    expect(completeColour(null)).toBeNull();
  });
});
