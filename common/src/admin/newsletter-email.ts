import { renderMarkdown } from '../content/markdown';
import { escapeHtml } from '../html-escape';

// A newsletter issue as it is emailed, in a module of its own so the footer's sign-up form (on
// every public page) does not bundle the Markdown renderer: only the admin page and functions do.

export interface NewsletterEmail {
  subject: string;
  text: string;
  html: string;
}

/**
 * An issue as it is sent: the Markdown body through the one renderer (raw HTML off, links
 * allow-listed), in the email layout, with the unsubscribe line at the foot. The admin page's
 * preview calls this too, so what is previewed is what is sent.
 */
export function newsletterEmail(issue: {
  subject: string;
  body: string;
  unsubscribeLink: string;
  siteOrigin?: string;
  /** A line above the issue, e.g. for a test send. */
  banner?: string;
}): NewsletterEmail {
  const link = escapeHtml(issue.unsubscribeLink);
  const body = renderMarkdown(issue.body, { siteOrigin: issue.siteOrigin });
  const banner = issue.banner
    ? `<p style="padding:8px 12px;background:#fef3c7;border-radius:6px">${escapeHtml(issue.banner)}</p>\n`
    : '';
  const html = `<!doctype html>
<html lang="en-GB">
<head><meta charset="utf-8"><title>${escapeHtml(issue.subject)}</title></head>
<body style="font-family: Arial, sans-serif; color: #1f2937; line-height: 1.5; max-width: 40rem; margin: 0 auto; padding: 16px">
${banner}${body}
<p>The Fixwell team</p>
<hr style="border:none;border-top:1px solid #e5e7eb">
<p style="font-size:12px;color:#555">You get this newsletter because you subscribed on the Fixwell website. <a href="${link}">Unsubscribe</a> with one click.</p>
</body>
</html>`;
  const text = [
    ...(issue.banner ? [issue.banner, ''] : []),
    issue.body.trim(),
    '',
    'The Fixwell team',
    '',
    `You get this newsletter because you subscribed on the Fixwell website. Unsubscribe: ${issue.unsubscribeLink}`,
    '',
  ].join('\n');
  return { subject: issue.subject, text, html };
}
