import { randomBytes } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { signPayload } from '../lib/signing-key';
import {
  badLinkPage,
  readUnsubscribeToken,
  unsubscribedPage,
  unsubscribeQuestionPage,
} from './unsubscribe-token';

const key = randomBytes(32);
const token = (payload: unknown, signingKey = key) =>
  signPayload(signingKey, typeof payload === 'string' ? payload : JSON.stringify(payload));

describe('readUnsubscribeToken', () => {
  it('reads the uid and category this key signed', () => {
    expect(readUnsubscribeToken(key, token({ u: 'acme', c: 'leads' }))).toEqual({
      uid: 'acme',
      category: 'leads',
    });
  });

  it('refuses another key, a changed payload, a malformed one or an unknown category', () => {
    const good = token({ u: 'acme', c: 'leads' });
    const [, signature] = good.split('.');
    const swapped = `${Buffer.from(JSON.stringify({ u: 'bob', c: 'leads' })).toString('base64url')}.${signature}`;
    for (const bad of [
      token({ u: 'acme', c: 'leads' }, randomBytes(32)),
      swapped,
      `${good}.extra`,
      token('not json'),
      token({ u: 'acme', c: 'marketing' }),
      token({ u: '', c: 'leads' }),
      token({ u: 'users/acme', c: 'leads' }),
      token(['acme', 'leads']),
      '',
      undefined,
      ['a', 'b'],
    ]) {
      expect(readUnsubscribeToken(key, bad)).toBeNull();
    }
  });
});

describe('the pages', () => {
  it('say what stopped and where to change it, in en-GB HTML', () => {
    const page = unsubscribedPage(
      'quote-updates',
      'https://fixwell.example/customer/notifications',
    );
    expect(page).toContain('<html lang="en-GB">');
    expect(page).toContain('You will no longer get “Your quote requests” emails from Fixwell.');
    expect(page).toContain('href="https://fixwell.example/customer/notifications"');
    expect(badLinkPage('https://fixwell.example/login')).toContain('Nothing has been changed');
  });

  it('ask before acting, with a button that POSTs the token back to the same link', () => {
    const page = unsubscribeQuestionPage('leads', 'a+b/c.d');
    expect(page).toContain('Fixwell will send you no more “New leads” emails');
    expect(page).toContain(
      '<form method="post" action="?token=a%2Bb%2Fc.d"><button type="submit">Unsubscribe</button></form>',
    );
    expect(
      unsubscribedPage('leads', 'https://fixwell.example/company/notifications'),
    ).not.toContain('<form');
  });
});
