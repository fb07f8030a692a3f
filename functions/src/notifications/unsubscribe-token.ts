import {
  EMAIL_CATEGORIES,
  EMAIL_CATEGORY_LABELS,
  type EmailCategory,
} from '@fixwell/common/notification-preferences';

import { verifyPayload } from '../lib/signing-key';

export interface UnsubscribeRequest {
  uid: string;
  category: EmailCategory;
}

/**
 * What an unsubscribe link asks for: the `{"u":uid,"c":category}` that `unsubscribeLink`
 * (mail/user-mail.ts) signed, or null for anything this key did not sign or that is malformed.
 */
export function readUnsubscribeToken(key: Buffer, token: unknown): UnsubscribeRequest | null {
  if (typeof token !== 'string' || token.length === 0 || token.length > 1000) return null;
  const payload = verifyPayload(key, token);
  if (payload === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(payload);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { u, c } = parsed as { u?: unknown; c?: unknown };
  if (typeof u !== 'string' || u === '' || u.includes('/')) return null;
  if (typeof c !== 'string' || !(EMAIL_CATEGORIES as readonly string[]).includes(c)) return null;
  return { uid: u, category: c as EmailCategory };
}

function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

function page(title: string, paragraphs: string[]): string {
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} – Fixwell</title>
<style>body{font-family:system-ui,sans-serif;line-height:1.5;max-width:36rem;margin:3rem auto;padding:0 1rem;color:#1a1a1a}a{color:#0f766e}</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
${paragraphs.join('\n')}
</main>
</body>
</html>`;
}

/** The page a person sees after following a good link. */
export function unsubscribedPage(category: EmailCategory, settingsLink: string): string {
  const label = EMAIL_CATEGORY_LABELS[category].label;
  return page('You are unsubscribed', [
    `<p>You will no longer get “${escapeHtml(label)}” emails from Fixwell.</p>`,
    `<p>You can change this in your notification settings: <a href="${escapeHtml(settingsLink)}">your notification settings</a>.</p>`,
  ]);
}

/** The page for a link that is broken, cut short or not ours. */
export function badLinkPage(homeLink: string): string {
  return page('This unsubscribe link does not work', [
    '<p>The link may have been cut short or changed. Nothing has been changed in your emails.</p>',
    `<p>Please sign in to Fixwell and choose your emails in your notification settings: <a href="${escapeHtml(homeLink)}">sign in to Fixwell</a>.</p>`,
  ]);
}
