import { describe, expect, it } from 'vitest';

import { emergencyHeading, inSentence, nameFromSlug } from './emergency-text';

describe('service names in a sentence', () => {
  it.each([
    ['Plumber', 'Emergency plumber'],
    ['Boiler repair', 'Emergency boiler repair'],
    ['EICR electrical safety certificate', 'Emergency EICR electrical safety certificate'],
    ['Gas Safe checks', 'Emergency Gas Safe checks'],
  ])('%s → %s', (name, heading) => {
    expect(emergencyHeading(name)).toBe(heading);
  });

  it('lower-cases only the first word', () => {
    expect(inSentence('Window and door fitter')).toBe('window and door fitter');
  });

  it('makes a stand-in name from a slug', () => {
    expect(nameFromSlug('boiler-repair')).toBe('Boiler repair');
  });
});
