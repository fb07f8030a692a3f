import { normaliseOutreachEmail } from '@fixwell/common/admin/outreach';
import { escapeHtml } from '@fixwell/common/html-escape';

import { appUrl } from '../lib/app-url';
import { linkPage } from '../lib/link-page';
import { readSignedJson, signPayload } from '../lib/signing-key';

// The opt-out link at the foot of every outreach email: a token signed with the link-signing key
// (lib/signing-key.ts) naming the address, so it works without an account and cannot be forged
// for someone else's address. `k` keeps it apart from other signed links.

const KIND = 'outreach-opt-out';

export function outreachOptOutLink(key: Buffer, email: string): string {
  const token = signPayload(key, JSON.stringify({ k: KIND, e: normaliseOutreachEmail(email) }));
  return `${appUrl()}/api/outreach/opt-out?token=${encodeURIComponent(token)}`;
}

/** The address an opt-out link names, or null for anything this key did not sign as one. */
export function readOptOutToken(key: Buffer, token: unknown): string | null {
  const parsed = readSignedJson(key, token);
  if (parsed === null) return null;
  const { k, e } = parsed as { k?: unknown; e?: unknown };
  if (k !== KIND || typeof e !== 'string' || !e.includes('@') || e.length > 254) return null;
  return normaliseOutreachEmail(e);
}

/** The page the link opens: it names the address and asks; only its button (a POST) opts out. */
export function optOutQuestionPage(email: string, token: string): string {
  return linkPage(
    'Stop emails from Fixwell?',
    [
      `<p>Press the button and Fixwell will send ${escapeHtml(email)} no more invitations or any other marketing email.</p>`,
    ],
    { action: `?token=${encodeURIComponent(token)}`, button: 'Stop emails to this address' },
  );
}

export function optedOutPage(email: string): string {
  return linkPage('You will get no more emails from us', [
    `<p>${escapeHtml(email)} is off our list: Fixwell will not send it invitations or any other marketing email again.</p>`,
    '<p>Sorry to have bothered you.</p>',
  ]);
}

export function badOptOutLinkPage(contactLink: string): string {
  return linkPage('This opt-out link does not work', [
    '<p>The link may have been cut short or changed, so we could not tell which address to take off our list.</p>',
    `<p>Reply to the email and ask us to stop, or write to us through <a href="${escapeHtml(contactLink)}">our contact page</a>, and we will take it off at once.</p>`,
  ]);
}
