import { describe, expect, it } from 'vitest';

import { confirmationEmail, issueMessage, issueMessageFactory } from './newsletter-mail';

const LINK = 'http://localhost:5173/api/newsletter/unsubscribe?token=abc.def';

describe('issueMessage', () => {
  it('renders the Markdown safely, with the unsubscribe link and RFC 8058 headers', () => {
    const message = issueMessage(
      {
        subject: 'Winter boiler tips',
        body: '## Bleed your radiators\n\n<script>x</script> **now**',
      },
      LINK,
    );
    expect(message.subject).toBe('Winter boiler tips');
    expect(message.html).toContain('<h2>Bleed your radiators</h2>');
    expect(message.html).toContain('<strong>now</strong>');
    expect(message.html).not.toContain('<script>');
    expect(message.html).toContain(`<a href="${LINK}">Unsubscribe</a>`);
    expect(message.text).toContain(`Unsubscribe: ${LINK}`);
    expect(message.headers).toEqual({
      'List-Unsubscribe': `<${LINK}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('is the same for many recipients as for one, each with their own link', () => {
    const issue = { subject: 'News', body: 'Hello [there](https://example.com).' };
    const forRecipient = issueMessageFactory(issue);
    expect(forRecipient(LINK)).toEqual(issueMessage(issue, LINK));
    expect(forRecipient(`${LINK}2`).html).toContain(`${LINK}2`);
  });
});

describe('confirmationEmail', () => {
  it('carries the confirmation link and says it lasts 7 days', () => {
    const mail = confirmationEmail('http://localhost:5173/api/newsletter/confirm?token=t');
    expect(mail.text).toContain('http://localhost:5173/api/newsletter/confirm?token=t');
    expect(mail.html).toContain('Confirm my subscription');
    expect(mail.text).toContain('7 days');
  });
});
