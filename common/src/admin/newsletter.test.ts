import { describe, expect, it } from 'vitest';

import {
  NEWSLETTER_MESSAGES,
  newsletterSubscribeSchema,
  sendNewsletterIssueSchema,
} from './newsletter';
import { newsletterEmail } from './newsletter-email';

describe('newsletterSubscribeSchema', () => {
  it('normalises the address and needs a segment', () => {
    expect(
      newsletterSubscribeSchema.parse({ email: ' Nina@Example.CO.UK ', segment: 'homeowners' }),
    ).toEqual({ email: 'nina@example.co.uk', segment: 'homeowners' });
    const failed = newsletterSubscribeSchema.safeParse({ email: 'nina', segment: 'landlords' });
    expect(failed.success).toBe(false);
    expect(failed.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['email', NEWSLETTER_MESSAGES.email],
      ['segment', NEWSLETTER_MESSAGES.segment],
    ]);
  });
});

describe('sendNewsletterIssueSchema', () => {
  it('needs a subject, a body, an audience and the confirmed count', () => {
    const failed = sendNewsletterIssueSchema.safeParse({
      subject: ' ',
      body: '',
      audience: 'everyone',
    });
    expect(failed.error?.issues.map((issue) => issue.message)).toEqual(
      expect.arrayContaining([
        NEWSLETTER_MESSAGES.subject,
        NEWSLETTER_MESSAGES.body,
        NEWSLETTER_MESSAGES.audience,
      ]),
    );
  });
});

describe('newsletterEmail', () => {
  it('shows raw HTML in the Markdown as text and ends with the unsubscribe link', () => {
    const email = newsletterEmail({
      subject: 'News',
      body: '<img src=x onerror=alert(1)> **Hello**',
      unsubscribeLink: 'https://www.fixwell.co.uk/api/newsletter/unsubscribe?token=a.b',
    });
    expect(email.html).not.toContain('<img');
    expect(email.html).toContain('<strong>Hello</strong>');
    expect(email.html).toContain(
      '<a href="https://www.fixwell.co.uk/api/newsletter/unsubscribe?token=a.b">Unsubscribe</a>',
    );
    expect(email.text.trimEnd().endsWith('?token=a.b')).toBe(true);
  });
});
