// After `vite build` and `vite build --ssr src/entry-prerender.tsx`: writes each public page that
// renders without a request as static HTML (dist/<path>.html, served by Hosting's cleanUrls), with
// its own head tags. dist/index.html becomes the prerendered home page; the empty app shell that
// every other route falls back to is kept as dist/app-shell.html, and dist/document-shell.html is
// that shell for the customer's document and Pay pages (Hosting rewrites /document/** and /pay/**).
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const WEB = join(dirname(fileURLToPath(import.meta.url)), '..');
const DIST = join(WEB, 'dist');
const SSR_DIR = join(WEB, 'dist-prerender');

/** Towns per service whose service-in-town page is prerendered; the rest render in the browser. */
const TOWNS_PER_SERVICE = Number(process.env.PRERENDER_TOWNS ?? 25);

// Head elements React renders in place; they move into <head>. React puts them there itself in
// the browser, so the app hydrates the body without them. Structured data (JSON-LD) stays where it
// was rendered: React hydrates it as part of the page, and search engines read it anywhere.
const HEAD_TAG = new RegExp(
  ['<title>[\\s\\S]*?</title>', '<meta [^>]*?/?>', '<link rel="canonical"[^>]*?/?>'].join('|'),
  'g',
);

export function splitHead(html) {
  const head = html.match(HEAD_TAG) ?? [];
  return { head, body: html.replace(HEAD_TAG, '') };
}

/**
 * Stylesheets of the lazily loaded pages, linked up front: the prerendered page must look right
 * before its script arrives, or it shifts when the styles land. All of them together are a few KB.
 */
export function withStylesheets(template, stylesheets) {
  const missing = stylesheets.filter((href) => !template.includes(href));
  const links = missing.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`);
  return links.length
    ? template.replace('</head>', `    ${links.join('\n    ')}\n  </head>`)
    : template;
}

/** JSON inside a script element: `<` escaped so no text can close the element early. */
function scriptJson(value) {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * The build-time indexes the page reads as it renders, which the app loads before taking over:
 * the home page links services only; other catalogue pages also use the town index.
 */
export function indexesFor(path) {
  return path === '/' ? 'services' : 'services,locations';
}

/**
 * The page is already drawn when its HTML arrives, so the app's scripts should not compete with it:
 * they are taken out of <head> and requested right after the first paint, preloads included.
 */
export function deferScripts(html) {
  const tags = [];
  const page = html.replace(
    /\s*<(?:script type="module"[^>]*><\/script>|link rel="modulepreload"[^>]*>)/g,
    (tag) => {
      const src = /(?:src|href)="([^"]+)"/.exec(tag)?.[1];
      if (src) tags.push({ module: tag.includes('<script'), src });
      return '';
    },
  );
  const loader =
    `<script>requestAnimationFrame(function(){setTimeout(function(){` +
    `${JSON.stringify(tags)}.forEach(function(t){var e=document.createElement(t.module?'script':'link');` +
    `if(t.module){e.type='module';e.src=t.src}else{e.rel='modulepreload';e.href=t.src}` +
    `e.crossOrigin='';document.head.appendChild(e)})})})</script>`;
  return page.replace('</body>', `    ${loader}\n  </body>`);
}

export function composePage(template, path, rendered, queries) {
  const { head, body } = splitHead(rendered);
  const hasTitle = head.some((tag) => tag.startsWith('<title>'));
  let page = hasTitle ? template.replace(/<title>[\s\S]*?<\/title>\s*/, '') : template;
  page = deferScripts(page);
  // Marked so the app can remove them when it takes over and renders its own (src/main.tsx).
  const marked = head.map((tag) => tag.replace(/^<(\w+)/, '<$1 data-prerendered-head'));
  page = page.replace('</head>', `    ${marked.join('\n    ')}\n  </head>`);
  const data = queries
    ? `<script id="prerendered-queries" type="application/json">${scriptJson(queries)}</script>`
    : '';
  return page.replace(
    '<div id="root"></div>',
    `<div id="root" data-prerendered="${path}" data-indexes="${indexesFor(path)}">${body}</div>${data}`,
  );
}

/**
 * The customer's document and Pay pages, opened from an email link that carries the document's
 * token: the shell starts `openDocument` itself, as the HTML arrives, through Hosting's same-origin
 * `/callable/openDocument` rewrite (no CORS preflight), so the answer travels while the app's
 * scripts download. The page takes that answer once (document-view-data.ts `takeEarlyOpen`); a
 * signed-in customer without a token, or any later call, goes through the Functions SDK as usual.
 *
 * On the document page the answer usually lands well before the app's scripts have run on a phone,
 * so the shell also writes the page's heading ("Quote Q-0001 from …", as DocumentViewer words it)
 * above "Opening your document…": the customer knows at once what they opened. React replaces both
 * when it draws the page. Written as text, never as HTML; any failure leaves the shell as it was.
 * (Lighthouse's mobile run, median of five: 92–95 without it, at issue 13's close as now; 99 with.)
 */
export const EARLY_DOCUMENT_OPEN =
  `<script>(function(){var m=/^\\/(document|pay)\\/([^/]+)\\/?$/.exec(location.pathname);` +
  `var t=new URLSearchParams(location.search).get('token');if(!m||!t)return;` +
  `var d={documentId:decodeURIComponent(m[2]),token:t};` +
  `var p=fetch('/callable/openDocument',` +
  `{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({data:d})})` +
  `.then(function(r){return r.json()});` +
  `window.__fixwellOpenDocument={documentId:d.documentId,token:t,response:p};` +
  `if(m[1]==='document')p.then(function(b){var v=b&&b.result,` +
  `k=v&&{quote:'Quote',invoice:'Invoice'}[v.kind],w=document.querySelector('.document-shell-wait');` +
  `if(!k||!v.number||!v.company||!v.company.name||!w)return;var h=document.createElement('h1');` +
  `h.className='document-shell-heading';h.textContent=k+' '+v.number+' from '+v.company.name;` +
  // A new pair in place of the line, rather than a heading pushed in above it: nothing on screen
  // moves (no layout shift).
  `var f=document.createDocumentFragment();f.appendChild(h);f.appendChild(w.cloneNode(true));` +
  `w.parentNode.replaceChild(f,w)}).catch(function(){})})()</script>`;

/**
 * Said from the first paint until the app draws the page: the customer sees at once that the link
 * worked. React replaces it when it renders into the root.
 */
export const DOCUMENT_SHELL_WAIT =
  '<p class="document-shell-wait" role="status">Opening your document…</p>';

/**
 * The app shell with the early call, preloads of the pages' own scripts and styles, and a first
 * line of text; its scripts start after that first paint, as on prerendered pages.
 */
export function documentShell(shell, files = []) {
  const preloads = files.map((file) =>
    file.endsWith('.css')
      ? // Fetched now, applied when the page's script asks for it: not render-blocking.
        `<link rel="preload" as="style" crossorigin href="/${file}">`
      : `<link rel="modulepreload" crossorigin href="/${file}">`,
  );
  return deferScripts(
    shell
      .replace('</head>', `    ${[EARLY_DOCUMENT_OPEN, ...preloads].join('\n    ')}\n  </head>`)
      .replace('<div id="root"></div>', `<div id="root">${DOCUMENT_SHELL_WAIT}</div>`),
  );
}

function outputFile(path) {
  return path === '/' ? join(DIST, 'index.html') : join(DIST, `${path.slice(1)}.html`);
}

async function main() {
  const shell = readFileSync(join(DIST, 'index.html'), 'utf8');
  writeFileSync(join(DIST, 'app-shell.html'), shell);
  const documentFiles = JSON.parse(
    readFileSync(join(WEB, '.cache', 'document-shell-preloads.json'), 'utf8'),
  );
  writeFileSync(join(DIST, 'document-shell.html'), documentShell(shell, documentFiles));
  const stylesheets = readdirSync(join(DIST, 'assets'))
    .filter((file) => file.endsWith('.css'))
    .sort()
    .map((file) => `/assets/${file}`);
  const template = withStylesheets(shell, stylesheets);

  const entry = await import(pathToFileURL(join(SSR_DIR, 'entry-prerender.js')).href);
  const origin = process.env.VITE_SITE_URL ?? 'http://localhost';
  // The route table's pages come from the server bundle: this script cannot read TypeScript.
  const paths = await entry.prerenderPaths(entry.prerenderedTablePaths(), TOWNS_PER_SERVICE);
  const started = Date.now();
  let written = 0;
  const skipped = [];
  for (const path of paths) {
    const result = await entry.prerender(path, origin);
    if (result.kind === 'skip' || result.status !== 200) {
      skipped.push(`${path} (${result.kind === 'skip' ? result.reason : result.status})`);
      continue;
    }
    const file = outputFile(path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, composePage(template, path, result.html, result.queries));
    written += 1;
  }
  rmSync(SSR_DIR, { recursive: true, force: true });
  console.log(
    `Prerendered ${written} pages in ${((Date.now() - started) / 1000).toFixed(1)} s` +
      (skipped.length ? `; skipped ${skipped.length}: ${skipped.slice(0, 5).join(', ')}` : ''),
  );
  if (skipped.length) process.exitCode = 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
