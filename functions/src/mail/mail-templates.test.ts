import { describe, expect, it } from 'vitest';

import {
  contactNotificationEmail,
  passwordResetEmail,
  quoteReceivedEmail,
  verificationEmail,
} from './mail-templates';

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

describe('contactNotificationEmail', () => {
  const contact = {
    reference: 'msg123',
    name: 'Sarah\n<Thompson>',
    email: 'sarah@example.co.uk',
    topicLabel: 'Billing and payments',
    message: 'I was charged twice.\nPlease <b>help</b> & refund.',
  };
  const link = 'http://localhost:5173/admin/contact-messages';

  it('names the topic and sender in the subject, on one line', () => {
    expect(contactNotificationEmail(contact, link).subject).toBe(
      'New contact message: Billing and payments from Sarah <Thompson>',
    );
  });

  it('carries every detail and the message in the text part', () => {
    const { text } = contactNotificationEmail({ ...contact, phone: '07700 900123' }, link);
    expect(text).toContain('From: Sarah <Thompson> <sarah@example.co.uk>');
    expect(text).toContain('Phone: 07700 900123');
    expect(text).toContain('Topic: Billing and payments');
    expect(text).toContain('Reference: msg123');
    expect(text).toContain('I was charged twice.\nPlease <b>help</b> & refund.');
    expect(text).toContain(link);
    expect(contactNotificationEmail(contact, link).text).toContain('Phone: not given');
  });

  it('escapes what the sender typed in the HTML part', () => {
    const { html } = contactNotificationEmail(contact, link);
    expect(html).toContain('Please &lt;b&gt;help&lt;/b&gt; &amp; refund.');
    expect(html).toContain('From: Sarah &lt;Thompson&gt;');
    expect(html).not.toContain('<b>help</b>');
    expect(html).not.toContain('<Thompson>');
  });
});

describe('quoteReceivedEmail', () => {
  const link = 'http://localhost:5173/quote/track/abc_DEF-123';

  it('confirms the request and carries the tracking link in both parts', () => {
    const mail = quoteReceivedEmail(
      { name: 'Priya <Shah>', serviceName: 'Plumber', postcodeDistrict: 'LS6' },
      link,
    );
    expect(mail.subject).toBe('We have received your quote request: Plumber');
    expect(mail.text).toContain('Hello Priya <Shah>,');
    expect(mail.text).toContain('your quote request (Plumber, LS6)');
    expect(mail.text).toContain(`Track your request: ${link}`);
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.html).toContain('Hello Priya &lt;Shah&gt;,');
    expect(mail.html).not.toContain('<Shah>');
  });
});
