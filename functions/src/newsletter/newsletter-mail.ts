import { newsletterEmail } from '@fixwell/common/admin/newsletter-email';

import { appUrl } from '../lib/app-url';
import { suppressionId } from '../lib/email-suppression';
import { layout, type MailMessage } from '../mail/mail-templates';
import { subscriberIdOf } from './newsletter-refs';
import { signUnsubscribeToken } from './newsletter-tokens';
import { escapeHtml } from '@fixwell/common/html-escape';
import { linkPage } from '../lib/link-page';

// The newsletter's emails and the pages its links answer with.

export const confirmLink = (token: string) =>
  `${appUrl()}/api/newsletter/confirm?token=${encodeURIComponent(token)}`;

export const unsubscribeLinkOf = (token: string) =>
  `${appUrl()}/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;

/** The one-click unsubscribe link for an address (works without the subscriber document). */
export async function newsletterUnsubscribeLink(key: Buffer, email: string): Promise<string> {
  const [subscriberId, suppression] = await Promise.all([
    subscriberIdOf(email),
    suppressionId(email),
  ]);
  return unsubscribeLinkOf(signUnsubscribeToken(key, { subscriberId, suppressionId: suppression }));
}

/** The double opt-in email: nothing is sent to the address until its owner follows the link. */
export function confirmationEmail(link: string): MailMessage {
  const paragraphs = [
    'Someone (we hope you) asked to get the Fixwell newsletter at this address.',
    'Confirm your subscription with the button below. The link works for 7 days.',
    'If you did not ask for it, ignore this email: you will get nothing more from us.',
  ];
  return {
    subject: 'Confirm your Fixwell newsletter subscription',
    text: `${paragraphs.join('\n\n')}\n\nConfirm your subscription: ${link}\n\nThe Fixwell team\n`,
    html: layout(paragraphs, link, 'Confirm my subscription'),
  };
}

/** An issue for one recipient, with RFC 8058's one-click headers. */
export function issueMessage(
  issue: { subject: string; body: string },
  link: string,
  banner?: string,
): MailMessage {
  const email = newsletterEmail({ ...issue, unsubscribeLink: link, siteOrigin: appUrl(), banner });
  return {
    ...email,
    headers: {
      'List-Unsubscribe': `<${link}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/**
 * The same issue for many recipients: the Markdown is rendered once, and each recipient's link is
 * put in the place of a stand-in link (links are URL-safe, so no escaping differs).
 */
export function issueMessageFactory(issue: { subject: string; body: string }) {
  const placeholder = `${appUrl()}/api/newsletter/unsubscribe?token=RECIPIENT-LINK-PLACEHOLDER`;
  const template = issueMessage(issue, placeholder);
  return (link: string): MailMessage => ({
    subject: template.subject,
    text: template.text.replaceAll(placeholder, link),
    html: template.html.replaceAll(placeholder, link),
    headers: {
      'List-Unsubscribe': `<${link}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  });
}

/** A small page for the links in newsletter email (no app needed to read it). */
export function newsletterPage(
  title: string,
  paragraphs: string[],
  form?: { action: string; button: string },
): string {
  return linkPage(
    title,
    paragraphs.map((paragraph) => `<p>${paragraph}</p>`),
    form,
  );
}

export const home = () => `<a href="${escapeHtml(appUrl())}/">Go to the Fixwell home page</a>`;
