// How a rendered public page becomes a whole HTML document, written once for the pages prerendered
// at build time (web/scripts/prerender.mjs) and those rendered on request by the renderPublicPage
// function (functions/src/render), which gets it inside the server bundle (src/entry-prerender.tsx
// re-exports it). Also the customer's document shell. Plain string work: no DOM, no React.

// Head elements React renders in place; they move into <head>. React puts them there itself in
// the browser, so the app hydrates the body without them. Structured data (JSON-LD) stays where it
// was rendered: React hydrates it as part of the page, and search engines read it anywhere.
const HEAD_TAG = new RegExp(
  ['<title>[\\s\\S]*?</title>', '<meta [^>]*?/?>', '<link rel="canonical"[^>]*?/?>'].join('|'),
  'g',
);

export function splitHead(html: string): { head: string[]; body: string } {
  const head = html.match(HEAD_TAG) ?? [];
  return { head, body: html.replace(HEAD_TAG, '') };
}

/**
 * Stylesheets of the lazily loaded pages, linked up front: the prerendered page must look right
 * before its script arrives, or it shifts when the styles land. prerender.mjs passes them all in
 * one file (writePageStylesheet): 16 KB gzip, one request rather than 50-odd render-blocking ones.
 */
export function withStylesheets(template: string, stylesheets: readonly string[]): string {
  const missing = stylesheets.filter((href) => !template.includes(href));
  const links = missing.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`);
  return links.length
    ? template.replace('</head>', `    ${links.join('\n    ')}\n  </head>`)
    : template;
}

/** JSON inside a script element: `<` escaped so no text can close the element early. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * The build-time indexes the page reads as it renders, which the app loads before taking over:
 * the home page links services only; other catalogue pages also use the town index.
 */
export function indexesFor(path: string): string {
  return path === '/' ? 'services' : 'services,locations';
}

/**
 * How long the app's scripts wait for the browser to report the first paint before starting anyway
 * (a tab opened in the background paints only when shown).
 */
export const FIRST_PAINT_WAIT_MS = 5000;

/**
 * The page is already drawn when its HTML arrives, so the app's scripts should not compete with it:
 * they are taken out of <head> and requested once the browser reports the first contentful paint
 * (the paint timing entry, queued when the frame was actually presented), preloads included.
 * `requestAnimationFrame` + `setTimeout`, used before, runs before that frame is presented: on a
 * busy phone the presentation lags by up to a second, and the scripts then downloaded during the
 * paint they were meant to follow (Lighthouse counted them in the page's largest paint: 4.9 s
 * against 2.4 s). Browsers without paint timing keep the old frame-based start.
 */
export function deferScripts(html: string): string {
  const tags: { module: boolean; src: string }[] = [];
  const page = html.replace(
    /\s*<(?:script type="module"[^>]*><\/script>|link rel="modulepreload"[^>]*>)/g,
    (tag) => {
      const src = /(?:src|href)="([^"]+)"/.exec(tag)?.[1];
      if (src) tags.push({ module: tag.includes('<script'), src });
      return '';
    },
  );
  const loader =
    `<script>(function(){var s=0;function go(){if(s)return;s=1;` +
    `${JSON.stringify(tags)}.forEach(function(t){var e=document.createElement(t.module?'script':'link');` +
    `if(t.module){e.type='module';e.src=t.src}else{e.rel='modulepreload';e.href=t.src}` +
    `e.crossOrigin='';document.head.appendChild(e)})}` +
    `function frame(){requestAnimationFrame(function(){setTimeout(go)})}` +
    `var P=window.PerformanceObserver,y=P&&P.supportedEntryTypes;` +
    `if(!y||y.indexOf('paint')<0)return frame();` +
    `try{new P(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();setTimeout(go)}})` +
    `.observe({type:'paint',buffered:true})}catch(x){return frame()}` +
    `setTimeout(go,${FIRST_PAINT_WAIT_MS})})()</script>`;
  return page.replace('</body>', `    ${loader}\n  </body>`);
}

/** Text inside a double-quoted attribute. */
function attribute(text: string): string {
  return text.replace(/[&"<>]/g, (char) => `&#${char.charCodeAt(0)};`);
}

const ROBOTS_NOINDEX = '<meta name="robots" content="noindex"/>';

/**
 * A rendered page in the app shell: its head tags moved into <head> (marked so the app removes
 * them when it takes over, src/main.tsx), the markup in #root marked with the path it was rendered
 * for, and the query data it was rendered with (src/app/prerendered-data.ts hydrates the cache from
 * it). Prerendered pages (prerender.mjs) and pages rendered on request (functions/src/render) are
 * assembled here alike, so the browser takes both over the same way. `noindex` (a 404) keeps the
 * page out of search even if the page itself did not say so.
 */
export function composePage(
  template: string,
  path: string,
  rendered: string,
  queries?: unknown,
  options: { noindex?: boolean } = {},
): string {
  const split = splitHead(rendered);
  const head = options.noindex
    ? [...split.head.filter((tag) => !tag.startsWith('<meta name="robots"')), ROBOTS_NOINDEX]
    : split.head;
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
    `<div id="root" data-prerendered="${attribute(path)}" data-indexes="${indexesFor(path)}">${split.body}</div>${data}`,
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
export function documentShell(shell: string, files: readonly string[] = []): string {
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
