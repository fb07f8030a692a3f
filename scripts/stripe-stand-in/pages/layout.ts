// The hosted pages' shared frame: server-rendered, accessible HTML in en-GB with a little inline
// CSS and no JavaScript; every form posts back to the stand-in.
import type { ServerResponse } from 'node:http';

export function escapeHtml(value: unknown): string {
  return String(value ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Tagged template that escapes every interpolation unless it is already `Html`. */
export class Html {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

export function html(strings: TemplateStringsArray, ...values: unknown[]): Html {
  let out = strings[0] ?? '';
  values.forEach((value, index) => {
    const text = Array.isArray(value)
      ? value.map((item) => (item instanceof Html ? item.value : escapeHtml(item))).join('')
      : value instanceof Html
        ? value.value
        : value === undefined || value === null || value === false
          ? ''
          : escapeHtml(value);
    out += text + (strings[index + 1] ?? '');
  });
  return new Html(out);
}

export function money(pence: number, currency = 'gbp'): string {
  return new Intl.NumberFormat('en-GB', {
    style: 'currency',
    currency: currency.toUpperCase(),
  }).format(pence / 100);
}

/** "22 November 2026". */
export function longDate(seconds: number): string {
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/London',
  }).format(new Date(seconds * 1000));
}

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1a1f36;background:#f6f8fa}
.banner{background:#ffde92;color:#4a3500;padding:.4rem 1rem;font-size:.875rem;text-align:center}
main{max-width:34rem;margin:2rem auto;padding:0 1rem}
.card{background:#fff;border:1px solid #d8dee4;border-radius:8px;padding:1.25rem 1.5rem;margin-bottom:1.25rem}
h1{font-size:1.5rem;margin:.25rem 0 1rem}h2{font-size:1.125rem;margin:0 0 .75rem}
label{display:block;font-weight:600;margin:.75rem 0 .25rem}
input,select{width:100%;padding:.6rem .7rem;font:inherit;border:1px solid #8792a2;border-radius:6px}
input:focus,select:focus,button:focus,a:focus{outline:3px solid #635bff;outline-offset:2px}
button{font:inherit;font-weight:600;padding:.6rem 1.1rem;border-radius:6px;border:1px solid #635bff;background:#635bff;color:#fff;cursor:pointer;margin:.75rem .5rem 0 0}
button.secondary{background:#fff;color:#3c32d9}
.alert{border:1px solid #c0123c;background:#fff0f3;color:#8a0f2c;padding:.75rem 1rem;border-radius:6px;margin:0 0 1rem}
.note{border:1px solid #0d7a3e;background:#eefcf3;color:#0b5a2e;padding:.75rem 1rem;border-radius:6px;margin:0 0 1rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin:0}dt{color:#4f566b}dd{margin:0;font-weight:600}
.row{display:flex;gap:1rem}.row>div{flex:1}
.hint{color:#4f566b;font-size:.875rem}
.amount{font-size:2rem;font-weight:700;margin:0 0 1rem}
table{width:100%;border-collapse:collapse}th,td{text-align:left;padding:.4rem;border-bottom:1px solid #e3e8ee}
a{color:#3c32d9}
`;

export function page(title: string, body: Html): string {
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Stripe stand-in</title>
<style>${STYLE}</style>
</head>
<body>
<p class="banner">Test mode: the local Stripe stand-in, not Stripe. No real money moves.</p>
<main>
${body.value}
</main>
</body>
</html>`;
}

export function sendHtml(res: ServerResponse, status: number, title: string, body: Html): void {
  res.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
  });
  res.end(page(title, body));
}

export function redirect(res: ServerResponse, location: string): void {
  res.writeHead(303, { Location: location, 'Cache-Control': 'no-store' });
  res.end();
}

export function notFound(res: ServerResponse, what: string): void {
  sendHtml(
    res,
    404,
    'Not found',
    html`<div class="card">
      <h1>Not found</h1>
      <p>${what}</p>
    </div>`,
  );
}
