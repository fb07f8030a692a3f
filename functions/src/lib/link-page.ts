import type { Request } from 'firebase-functions/https';
import type { Response } from 'express';

import { escapeHtml } from '@fixwell/common/html-escape';

// The small pages the links in emails open (unsubscribe, newsletter confirmation, outreach
// opt-out): plain HTML from the api function, readable without the app, never indexed. A link's
// GET answers a page whose one button POSTs to the same URL; the POST answers that page's browser
// in HTML and a mail app's RFC 8058 one-click POST in plain text (`wantsPage`).

/**
 * A page with a heading and paragraphs (already HTML: escape what came from outside), and
 * optionally a form whose one button POSTs to `action` (links scanners follow must change nothing).
 */
export function linkPage(
  title: string,
  paragraphs: readonly string[],
  form?: { action: string; button: string },
): string {
  const formHtml = form
    ? `<form method="post" action="${escapeHtml(form.action)}"><button type="submit">${escapeHtml(form.button)}</button></form>`
    : '';
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} – Fixwell</title>
<style>body{font-family:system-ui,sans-serif;line-height:1.5;max-width:36rem;margin:3rem auto;padding:0 1rem;color:#1a1a1a}a{color:#0f766e}button{font:inherit;padding:.6rem 1rem;border-radius:6px;border:none;background:#0f766e;color:#fff;cursor:pointer}button:focus-visible{outline:3px solid #1a1a1a;outline-offset:2px}</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
${paragraphs.join('\n')}
${formHtml}
</main>
</body>
</html>`;
}

/** Sends a link page: HTML, never indexed, never cached (it answers for one token). */
export function htmlAnswer(res: Response, status: number, page: string): void {
  res.set('Content-Type', 'text/html; charset=utf-8');
  res.set('X-Robots-Tag', 'noindex');
  res.set('Cache-Control', 'no-store');
  res.status(status).send(page);
}

/** Whether a POST came from a link page's button (a browser), not a mail app's one-click. */
export function wantsPage(req: Request): boolean {
  return String(req.headers.accept ?? '').includes('text/html');
}
