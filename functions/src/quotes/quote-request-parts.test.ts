import { quoteRequestSchema } from '@fixwell/common/quote/quote-request';
import { describe, expect, it } from 'vitest';

import { isHoneypotFilled, quoteDedupeKey, quoteFieldErrors } from './quote-request-parts';

describe('quoteDedupeKey', () => {
  const request = {
    email: 'priya@example.co.uk',
    service: 'plumber',
    postcode: 'LS6 2AB',
    description: 'The kitchen tap drips constantly.',
  };

  it('ignores case and spacing', () => {
    expect(
      quoteDedupeKey({
        email: ' Priya@Example.co.uk ',
        service: 'plumber',
        postcode: 'ls62ab',
        description: '  The kitchen   tap drips\nconstantly. ',
      }),
    ).toBe(quoteDedupeKey(request));
  });

  it('differs when any of the four parts differs, and hides them', () => {
    const key = quoteDedupeKey(request);
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(key).not.toContain('priya');
    for (const change of [
      { email: 'sam@example.co.uk' },
      { service: 'electrician' },
      { postcode: 'LS6 2AD' },
      { description: 'The bathroom tap drips constantly.' },
    ]) {
      expect(quoteDedupeKey({ ...request, ...change })).not.toBe(key);
    }
  });
});

describe('quoteFieldErrors', () => {
  it('keeps the first message of each top-level field', () => {
    const parsed = quoteRequestSchema.safeParse({
      service: '',
      answers: { 'leak-location': 'x'.repeat(501) },
      email: 'nope',
      source: 'web',
    });
    expect(parsed.success).toBe(false);
    const fields = quoteFieldErrors(parsed.error!);
    expect(fields.service).toBe('Choose the service you need.');
    expect(fields.email).toBe('Enter a valid email address, such as name@example.co.uk.');
    expect(fields.answers).toBeTypeOf('string');
    expect(fields.consent).toBe(
      'Tick the box so matched companies may contact you about this job.',
    );
    expect(Object.values(fields).every((message) => typeof message === 'string')).toBe(true);
  });
});

describe('isHoneypotFilled', () => {
  it('is true only when the hidden field has something in it', () => {
    expect(isHoneypotFilled({ website: 'http://spam.example' })).toBe(true);
    expect(isHoneypotFilled({ website: '' })).toBe(false);
    expect(isHoneypotFilled({})).toBe(false);
    expect(isHoneypotFilled(null)).toBe(false);
    expect(isHoneypotFilled(['website'])).toBe(false);
  });
});
