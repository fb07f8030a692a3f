import {
  EMAIL_CATEGORIES,
  EMAIL_CATEGORY_LABELS,
  type EmailCategory,
} from '@fixwell/common/notification-preferences';

import { linkPage } from '../lib/link-page';
import { readSignedJson } from '../lib/signing-key';
import { escapeHtml } from '@fixwell/common/html-escape';

export interface UnsubscribeRequest {
  uid: string;
  category: EmailCategory;
}

/**
 * What an unsubscribe link asks for: the `{"u":uid,"c":category}` that `unsubscribeLink`
 * (mail/user-mail.ts) signed, or null for anything this key did not sign or that is malformed.
 */
export function readUnsubscribeToken(key: Buffer, token: unknown): UnsubscribeRequest | null {
  const parsed = readSignedJson(key, token);
  if (parsed === null) return null;
  const { u, c } = parsed as { u?: unknown; c?: unknown };
  if (typeof u !== 'string' || u === '' || u.includes('/')) return null;
  if (typeof c !== 'string' || !(EMAIL_CATEGORIES as readonly string[]).includes(c)) return null;
  return { uid: u, category: c as EmailCategory };
}

/** The page a good link opens: it names the category and asks; only its button (a POST) acts. */
export function unsubscribeQuestionPage(category: EmailCategory, token: string): string {
  const label = EMAIL_CATEGORY_LABELS[category].label;
  return linkPage(
    'Stop these emails?',
    [
      `<p>Press the button and Fixwell will send you no more “${escapeHtml(label)}” emails. Nothing changes until you do.</p>`,
    ],
    { action: `?token=${encodeURIComponent(token)}`, button: 'Unsubscribe' },
  );
}

/** The page a person sees after pressing the button. */
export function unsubscribedPage(category: EmailCategory, settingsLink: string): string {
  const label = EMAIL_CATEGORY_LABELS[category].label;
  return linkPage('You are unsubscribed', [
    `<p>You will no longer get “${escapeHtml(label)}” emails from Fixwell.</p>`,
    `<p>You can change this in your notification settings: <a href="${escapeHtml(settingsLink)}">your notification settings</a>.</p>`,
  ]);
}

/** The page for a link that is broken, cut short or not ours. */
export function badLinkPage(homeLink: string): string {
  return linkPage('This unsubscribe link does not work', [
    '<p>The link may have been cut short or changed. Nothing has been changed in your emails.</p>',
    `<p>Please sign in to Fixwell and choose your emails in your notification settings: <a href="${escapeHtml(homeLink)}">sign in to Fixwell</a>.</p>`,
  ]);
}
