import { describe, expect, it } from 'vitest';

import { FORGOT_PASSWORD_MESSAGES, parseForgotPasswordBody } from './forgot-password-request';

describe('parseForgotPasswordBody', () => {
  it('accepts a valid email and normalises it', () => {
    expect(parseForgotPasswordBody({ email: '  Sarah.Thompson@Example.CO.UK ' })).toBe(
      'sarah.thompson@example.co.uk',
    );
  });

  it('refuses bodies without a valid email', () => {
    for (const body of [
      undefined,
      null,
      '',
      'sarah@example.co.uk',
      {},
      { email: '' },
      { email: 'not-an-email' },
      { email: 42 },
      { email: `${'a'.repeat(250)}@example.co.uk` },
    ]) {
      expect(parseForgotPasswordBody(body)).toBeUndefined();
    }
  });

  it('answers with the product texts', () => {
    expect(FORGOT_PASSWORD_MESSAGES.sent).toBe(
      "If an account exists for that email, we've sent a link to reset your password.",
    );
    expect(FORGOT_PASSWORD_MESSAGES.invalidEmail).toBe('Please enter a valid email address.');
    expect(FORGOT_PASSWORD_MESSAGES.tooMany).toBe(
      'Too many password reset requests. Please wait 15 minutes and try again.',
    );
  });
});
