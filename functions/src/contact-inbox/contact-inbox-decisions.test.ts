import { CONTACT_REPLIES_MAX } from '@fixwell/common/admin/contact-inbox';
import { describe, expect, it } from 'vitest';

import { replyDecision, statusChange } from './contact-inbox-decisions';
import { contactReplyEmail } from './contact-reply-mail';

describe('statusChange', () => {
  it('changes nothing when the message has that status already', () => {
    expect(statusChange({ status: 'read', readAt: 1 }, 'read')).toEqual({ change: false });
  });

  it('stamps readAt the first time a message is read or archived, never again', () => {
    expect(statusChange({ status: 'new', readAt: undefined }, 'read')).toEqual({
      change: true,
      status: 'read',
      stampReadAt: true,
    });
    expect(statusChange({ status: 'new', readAt: null }, 'archived')).toMatchObject({
      stampReadAt: true,
    });
    expect(statusChange({ status: 'new', readAt: 5 }, 'read')).toMatchObject({
      stampReadAt: false,
    });
  });

  it('marks a message new again without forgetting it was read', () => {
    expect(statusChange({ status: 'archived', readAt: 5 }, 'new')).toEqual({
      change: true,
      status: 'new',
      stampReadAt: false,
    });
  });
});

describe('replyDecision', () => {
  const message = { status: 'new' as const, readAt: undefined, replyCount: 0 };

  it('answers a new message and marks it read', () => {
    expect(replyDecision(message, 'support@fixwell.test')).toEqual({
      send: true,
      statusAfter: 'read',
      stampReadAt: true,
    });
  });

  it('keeps an archived message archived', () => {
    expect(
      replyDecision({ status: 'archived', readAt: 1, replyCount: 2 }, 'support@fixwell.test'),
    ).toEqual({ send: true, statusAfter: 'archived', stampReadAt: false });
  });

  it('refuses without a support address to reply to', () => {
    expect(replyDecision(message, '')).toEqual({ send: false, why: 'no-support-email' });
  });

  it(`refuses past ${CONTACT_REPLIES_MAX} replies`, () => {
    expect(
      replyDecision({ ...message, replyCount: CONTACT_REPLIES_MAX }, 'support@fixwell.test'),
    ).toEqual({ send: false, why: 'too-many-replies' });
    expect(
      replyDecision({ ...message, replyCount: CONTACT_REPLIES_MAX - 1 }, 'support@fixwell.test'),
    ).toMatchObject({ send: true });
  });
});

describe('contactReplyEmail', () => {
  const mail = contactReplyEmail(
    {
      name: 'Sarah <b>Thompson</b>',
      originalMessage: 'Can I change my quote?\nThanks',
      sentAtMillis: Date.UTC(2026, 10, 22, 23, 30),
      reply: 'Yes: open your quote and press Edit.\n<script>alert(1)</script>',
    },
    'https://fixwell.test/contact',
  );

  it('answers with the reply first and the original message, dated in London, below', () => {
    expect(mail.subject).toBe('Re: your message to Fixwell');
    expect(mail.text).toContain('Hello Sarah <b>Thompson</b>,');
    expect(mail.text.indexOf('Yes: open your quote')).toBeLessThan(
      mail.text.indexOf('Can I change my quote?'),
    );
    expect(mail.text).toContain('You wrote to us on 22 November 2026:');
  });

  it('escapes everything people wrote in the HTML', () => {
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<b>');
    expect(mail.html).toContain('&lt;script&gt;');
  });
});
