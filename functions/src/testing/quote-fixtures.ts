import { uniqueEmail } from './emulators';

/** A valid quote request as the web form sends it (a plumber in Leeds); override what a test varies. */
export function quoteForm(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    service: 'plumber',
    answers: { 'leak-location': 'Kitchen' },
    timing: 'within-2-days',
    budget: '250-1000',
    description: 'The kitchen tap drips constantly and the washer seems worn.',
    postcode: 'ls6 2ab',
    propertyType: 'house',
    name: 'Priya Shah',
    email: uniqueEmail('priya'),
    phone: '07700 900123',
    consent: true,
    source: 'web',
    website: '',
    ...overrides,
  };
}
