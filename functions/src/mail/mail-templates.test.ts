import { describe, expect, it } from 'vitest';

import { passwordResetEmail, verificationEmail } from './mail-templates';

const RESET_LINK = 'http://localhost:5173/reset-password?oobCode=abc&x=<y>';

describe('passwordResetEmail', () => {
  it('has the product subject and the link in both parts', () => {
    const mail = passwordResetEmail(RESET_LINK);
    expect(mail.subject).toBe('Reset your Fixwell password');
    expect(mail.text).toContain(RESET_LINK);
    expect(mail.html).toContain('http://localhost:5173/reset-password?oobCode=abc&amp;x=&lt;y&gt;');
    expect(mail.html).not.toContain('<y>');
  });
});

describe('verificationEmail', () => {
  it('greets the person by name and escapes it in HTML', () => {
    const mail = verificationEmail(
      'http://localhost:5173/verify-email?oobCode=xyz',
      '<b>Sarah</b>',
    );
    expect(mail.subject).toBe('Verify your Fixwell email address');
    expect(mail.text).toContain('Hello <b>Sarah</b>,');
    expect(mail.text).toContain('http://localhost:5173/verify-email?oobCode=xyz');
    expect(mail.html).toContain('Hello &lt;b&gt;Sarah&lt;/b&gt;,');
  });

  it('falls back to a plain greeting', () => {
    expect(verificationEmail('http://x/verify-email?oobCode=1', undefined).text).toMatch(/^Hello,/);
  });
});
