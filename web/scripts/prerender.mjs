// After `vite build` and `vite build --ssr src/entry-prerender.tsx`: writes each public page whose
// content lives in the code as static HTML (dist/<path>.html, served by Hosting's cleanUrls), with
// its own head tags. Vite's dist/index.html is removed (the home page is drawn on request); the empty app shell that
// every other route falls back to is kept as dist/app-shell.html, and dist/document-shell.html is
// that shell for the customer's document and Pay pages (Hosting rewrites /document/** and /pay/**).
//
// Pages admins edit without a deploy are rendered on request by the renderPublicPage function
// (functions/src/render): the server bundle, the page template and the app shell are copied to
// functions/lib/ssr/ for it, with the build's sitemap, to which the api function adds the published
// articles when it serves /sitemap.xml (functions/src/http/site-sitemap.ts).
import { createHash } from 'node:crypto';
import {
  cpSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const WEB = join(dirname(fileURLToPath(import.meta.url)), '..');
const DIST = join(WEB, 'dist');
const SSR_DIR = join(WEB, 'dist-prerender');
/** What the renderPublicPage function ships (functions/src/render/ssr-bundle.ts reads it). */
const FUNCTIONS_SSR = join(WEB, '..', 'functions', 'lib', 'ssr');

/** The file writePageStylesheet writes (all-pages-<hash>.css), left out when it runs again. */
const PAGE_STYLESHEET = /^all-pages-[\w-]+\.css$/;

/**
 * The stylesheets of the lazily loaded pages, in one file in dist/assets, for the page template to
 * link up front: a prerendered or function-rendered page must look right before its script arrives,
 * or it shifts when the styles land. One request rather than one per page: linked one by one, the
 * 50-odd files (96 KB, 16 KB gzip) held the first paint for a round trip per six of them (Lighthouse:
 * "render-blocking resources", 1.3–1.4 s). The order is the one they were linked in (by name);
 * those the template links already (the app's own stylesheet) stay out. The app loads a page's own
 * stylesheet again when it takes over (its rules are the same; nothing moves). Answers the href.
 */
export function writePageStylesheet(assetsDir, template) {
  const files = readdirSync(assetsDir)
    .filter((file) => file.endsWith('.css'))
    .sort();
  for (const file of files.filter((name) => PAGE_STYLESHEET.test(name)))
    rmSync(join(assetsDir, file));
  const css = files
    .filter((file) => !PAGE_STYLESHEET.test(file) && !template.includes(`/assets/${file}`))
    .map((file) => readFileSync(join(assetsDir, file), 'utf8').trim())
    .join('\n');
  const name = `all-pages-${createHash('sha256').update(css).digest('base64url').slice(0, 10)}.css`;
  writeFileSync(join(assetsDir, name), `${css}\n`);
  return `/assets/${name}`;
}

function outputFile(path) {
  return path === '/' ? join(DIST, 'index.html') : join(DIST, `${path.slice(1)}.html`);
}

/**
 * The server bundle (every dependency inside it: functions install no React), the page template
 * with all stylesheets, and the app shell for paths that are not public pages after all.
 */
function shipToFunctions(template, shell) {
  rmSync(FUNCTIONS_SSR, { recursive: true, force: true });
  cpSync(SSR_DIR, FUNCTIONS_SSR, { recursive: true });
  // The server build's own copies of the build's crawler files: the client build's are used.
  for (const file of ['sitemap.xml', 'robots.txt'])
    rmSync(join(FUNCTIONS_SSR, file), { force: true });
  writeFileSync(join(FUNCTIONS_SSR, 'package.json'), '{ "type": "module" }\n');
  writeFileSync(join(FUNCTIONS_SSR, 'page-template.html'), template);
  writeFileSync(join(FUNCTIONS_SSR, 'app-shell.html'), shell);
  // Hosting would serve a file before the rewrite to the function that adds the articles.
  renameSync(join(DIST, 'sitemap.xml'), join(FUNCTIONS_SSR, 'sitemap-pages.xml'));
}

async function main() {
  const shell = readFileSync(join(DIST, 'index.html'), 'utf8');
  writeFileSync(join(DIST, 'app-shell.html'), shell);
  // The home page is drawn on request (its hero follows /admin/site-images): Hosting serves a file
  // before any rewrite, so Vite's index.html must not answer `/`.
  rmSync(join(DIST, 'index.html'));
  const entry = await import(pathToFileURL(join(SSR_DIR, 'entry-prerender.js')).href);
  const documentFiles = JSON.parse(
    readFileSync(join(WEB, '.cache', 'document-shell-preloads.json'), 'utf8'),
  );
  writeFileSync(join(DIST, 'document-shell.html'), entry.documentShell(shell, documentFiles));
  const template = entry.withStylesheets(shell, [writePageStylesheet(join(DIST, 'assets'), shell)]);

  const origin = process.env.VITE_SITE_URL ?? 'http://localhost';
  // The route table's pages come from the server bundle: this script cannot read TypeScript.
  const paths = entry.prerenderPaths();
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
    writeFileSync(file, entry.composePage(template, path, result.html, result.queries));
    written += 1;
  }
  shipToFunctions(template, shell);
  rmSync(SSR_DIR, { recursive: true, force: true });
  console.log(
    `Prerendered ${written} pages in ${((Date.now() - started) / 1000).toFixed(1)} s` +
      (skipped.length ? `; skipped ${skipped.length}: ${skipped.slice(0, 5).join(', ')}` : ''),
  );
  if (skipped.length) process.exitCode = 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
