import { describe, expect, it } from 'vitest';

import { QUOTE_MESSAGES, quoteRequestSchema, quoteStepSchemas } from './quote-request';

const VALID = {
  service: 'plumber',
  answers: { 'leak-location': 'Kitchen', rooms: ['Kitchen', 'Bathroom'] },
  timing: 'within-2-days',
  budget: '250-1000',
  description: 'The kitchen tap drips constantly and the washer seems worn.',
  postcode: 'ls6 2ab',
  propertyType: 'house',
  name: 'Priya Shah',
  email: 'Priya@Example.co.uk',
  phone: '07700 900123',
  consent: true,
  source: 'web',
} as const;

function messages(result: { error?: { issues: { message: string }[] } }): string[] {
  return result.error?.issues.map((issue) => issue.message) ?? [];
}

describe('quote request', () => {
  it('accepts a complete request and normalises postcode and email', () => {
    const parsed = quoteRequestSchema.parse(VALID);
    expect(parsed.postcode).toBe('LS6 2AB');
    expect(parsed.email).toBe('priya@example.co.uk');
  });

  it('says exactly what is wrong on each step', () => {
    expect(messages(quoteStepSchemas.service.safeParse({ service: '', answers: {} }))).toEqual([
      QUOTE_MESSAGES.service,
    ]);
    expect(
      messages(
        quoteStepSchemas.job.safeParse({ timing: 'soon', budget: 'lots', description: 'Leak' }),
      ),
    ).toEqual([QUOTE_MESSAGES.timing, QUOTE_MESSAGES.budget, QUOTE_MESSAGES.descriptionShort]);
    expect(
      messages(quoteStepSchemas.job.safeParse({ ...VALID, description: 'x'.repeat(2001) })),
    ).toEqual([QUOTE_MESSAGES.descriptionLong]);
    expect(
      messages(
        quoteStepSchemas.contact.safeParse({
          name: 'P',
          email: 'no',
          phone: '12345',
          consent: false,
        }),
      ),
    ).toEqual([
      QUOTE_MESSAGES.name,
      QUOTE_MESSAGES.email,
      QUOTE_MESSAGES.phone,
      QUOTE_MESSAGES.consent,
    ]);
  });

  it('refuses a postcode that is not a full UK postcode', () => {
    expect(
      quoteStepSchemas.place.safeParse({ postcode: 'LS6', propertyType: 'flat' }).success,
    ).toBe(false);
  });
});
