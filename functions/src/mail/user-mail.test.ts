import { randomBytes } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { verifyPayload } from '../lib/signing-key';
import type { MailMessage } from './mail-templates';
import { preferencesOf, userMail, type UserMailContext } from './user-mail';

const key = randomBytes(32);
const message: MailMessage = {
  subject: 'New lead: Plumber in LS6',
  text: 'Hello,\n\nA new lead.\n',
  html: '<!doctype html><html><body><p>A new lead.</p></body></html>',
};
const context = (email: UserMailContext['preferences']['email'] = {}): UserMailContext => ({
  preferences: { email, messageDigest: false },
  key,
});

describe('userMail', () => {
  it('queues nothing when the category is switched off', () => {
    expect(
      userMail(context({ leads: false }), {
        uid: 'acme',
        to: 'office@acme.example',
        message,
        kind: 'new-lead',
        category: 'leads',
      }),
    ).toBeNull();
  });

  it('adds a signed one-click unsubscribe link for the category when it is on', () => {
    const mail = userMail(context({ reviews: false }), {
      uid: 'acme',
      to: 'office@acme.example',
      message,
      kind: 'new-lead',
      category: 'leads',
    });
    expect(mail).toMatchObject({ to: 'office@acme.example', kind: 'new-lead' });
    const headers = mail?.message.headers ?? {};
    expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const link = /^<(.+)>$/.exec(headers['List-Unsubscribe'] ?? '')?.[1] ?? '';
    // Outside the functions runtime the app's origin may be unset: read the path's query.
    const token = new URL(link, 'https://fixwell.example').searchParams.get('token') ?? '';
    expect(JSON.parse(verifyPayload(key, token) ?? 'null')).toEqual({ u: 'acme', c: 'leads' });
    expect(mail?.message.text).toContain(link);
    expect(mail?.message.html).toContain('Unsubscribe from these emails');
    expect(mail?.message.html.indexOf('Unsubscribe')).toBeLessThan(
      mail?.message.html.indexOf('</body>') ?? 0,
    );
  });

  it('sends a guest what they asked for, with no unsubscribe link, and nothing without an address', () => {
    const guest = userMail(context(), {
      uid: null,
      to: 'priya@example.co.uk',
      message,
      kind: 'quote-no-match',
      category: 'quote-updates',
    });
    expect(guest?.message).toEqual(message);
    expect(
      userMail(context(), { uid: 'acme', to: '', message, kind: 'new-lead', category: 'leads' }),
    ).toBeNull();
  });
});

describe('preferencesOf', () => {
  it('reads a stored document, and anything malformed as the defaults', () => {
    expect(preferencesOf({ email: { leads: false }, messageDigest: true, updatedAt: 1 })).toEqual({
      email: { leads: false },
      messageDigest: true,
    });
    expect(preferencesOf(undefined)).toEqual({ email: {}, messageDigest: false });
    expect(preferencesOf({ email: { leads: 'no' }, messageDigest: true })).toEqual({
      email: {},
      messageDigest: false,
    });
  });
});
