// @vitest-environment node
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';

import { documentTitle } from '@/features/document-view/document-format';

import {
  composePage,
  deferScripts,
  documentShell,
  EARLY_DOCUMENT_OPEN,
  FIRST_PAINT_WAIT_MS,
  splitHead,
  withStylesheets,
} from './page-html';
import { writePageStylesheet } from './prerender.mjs';

const TEMPLATE = `<!doctype html>
<html lang="en-GB">
  <head>
    <meta charset="UTF-8" />
    <title>Fixwell | Find trusted local tradespeople across the UK</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const RENDERED =
  '<title>Plumbers in Leeds | Fixwell</title><meta name="description" content="Quotes"/>' +
  '<link rel="canonical" href="https://x/services/plumber/leeds"/>' +
  '<div class="site"><h1>Plumbers in Leeds</h1>' +
  '<script type="application/ld+json">{"@type":"Service"}</script></div>';

describe('prerendered pages', () => {
  it('moves head tags out of the rendered body, keeping structured data where it was', () => {
    const { head, body } = splitHead(RENDERED);
    expect(head).toHaveLength(3);
    expect(body).toBe(
      '<div class="site"><h1>Plumbers in Leeds</h1><script type="application/ld+json">{"@type":"Service"}</script></div>',
    );
  });

  it('replaces the default title, marks head tags for removal and fills the root', () => {
    const page: string = composePage(TEMPLATE, '/services/plumber/leeds', RENDERED);
    expect(page).not.toContain('Find trusted local tradespeople across the UK');
    expect(page.match(/<title/g)).toHaveLength(1);
    expect(page).toContain('<title data-prerendered-head>Plumbers in Leeds | Fixwell</title>');
    expect(page).toContain('<meta data-prerendered-head name="description" content="Quotes"/>');
    expect(page).toContain(
      '<div id="root" data-prerendered="/services/plumber/leeds" data-indexes="services,locations"><div class="site"><h1>Plumbers in Leeds</h1><script type="application/ld+json">{"@type":"Service"}</script></div></div>',
    );
  });

  it('links every page stylesheet that the shell does not already link', () => {
    const shell = TEMPLATE.replace(
      '</head>',
      '<link rel="stylesheet" href="/assets/index-1.css">\n</head>',
    );
    const page: string = withStylesheets(shell, ['/assets/index-1.css', '/assets/blog-2.css']);
    expect(page.match(/index-1\.css/g)).toHaveLength(1);
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/blog-2.css">');
  });

  it('puts the pages’ stylesheets in one file, in the order they were linked, once', () => {
    const assets = mkdtempSync(join(tmpdir(), 'prerender-css-'));
    writeFileSync(join(assets, 'index-1.css'), '.app{color:red}\n');
    writeFileSync(join(assets, 'blog-2.css'), '.blog{margin:0}\n');
    writeFileSync(join(assets, 'admin-3.css'), '.admin{margin:1px}\n');
    writeFileSync(join(assets, 'main.js'), 'export {}');
    const shell = TEMPLATE.replace(
      '</head>',
      '<link rel="stylesheet" crossorigin href="/assets/index-1.css">\n</head>',
    );
    const href = writePageStylesheet(assets, shell) as string;
    expect(href).toMatch(/^\/assets\/all-pages-[\w-]+\.css$/);
    // The app's own stylesheet stays linked on its own; the others follow it, by name.
    expect(readFileSync(join(assets, href.slice('/assets/'.length)), 'utf8')).toBe(
      '.admin{margin:1px}\n.blog{margin:0}\n',
    );
    const page: string = withStylesheets(shell, [href]);
    expect(page.match(/rel="stylesheet"/g)).toHaveLength(2);
    // Run again on the same folder (a second prerender): its own earlier file is not folded in.
    expect(writePageStylesheet(assets, shell)).toBe(href);
    expect(readdirSync(assets).filter((file) => file.startsWith('all-pages-'))).toHaveLength(1);
  });

  it('requests the app script and its preloads after the first paint, not from the head', () => {
    const page: string = deferScripts(
      '<html><head><script type="module" crossorigin src="/a.js"></script>\n<link rel="modulepreload" crossorigin href="/b.js"></head><body><p>x</p></body></html>',
    );
    expect(page).not.toMatch(/<head>[\s\S]*(a\.js|b\.js)[\s\S]*<\/head>/);
    expect(page).toContain('[{"module":true,"src":"/a.js"},{"module":false,"src":"/b.js"}]');
  });

  describe('the script loader', () => {
    const PAGE =
      '<html><head><script type="module" crossorigin src="/a.js"></script>\n<link rel="modulepreload" crossorigin href="/b.js"></head><body><p>x</p></body></html>';

    /**
     * Runs the loader with a browser's paint timing (or none), answering what it has appended to
     * <head> so far and the hooks the test fires: the paint report, frames and timers.
     */
    function runLoader(options: { paintTiming: boolean }) {
      const script = /<script>(\(function\(\)\{var s=0[\s\S]*?)<\/script>/.exec(
        deferScripts(PAGE),
      )?.[1];
      const { window } = new JSDOM('<!doctype html><html><head></head><body></body></html>');
      const timers: Array<{ fn: () => void; ms: number }> = [];
      const frames: Array<() => void> = [];
      let report: ((list: { getEntriesByName: (name: string) => unknown[] }) => void) | undefined;
      let disconnected = false;
      class FakeObserver {
        static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
        constructor(callback: (list: unknown, observer: FakeObserver) => void) {
          report = (list) => callback(list, this);
        }
        observe(options: { type: string; buffered: boolean }) {
          expect(options).toEqual({ type: 'paint', buffered: true });
        }
        disconnect() {
          disconnected = true;
        }
      }
      const windowLike = { PerformanceObserver: options.paintTiming ? FakeObserver : undefined };
      new Function('window', 'document', 'requestAnimationFrame', 'setTimeout', `${script}`)(
        windowLike,
        window.document,
        (fn: () => void) => frames.push(fn),
        (fn: () => void, ms = 0) => timers.push({ fn, ms }),
      );
      const appended = () =>
        [...window.document.head.children].map((element) =>
          element.tagName === 'SCRIPT'
            ? `script ${element.getAttribute('type')} ${element.getAttribute('src')}`
            : `${element.getAttribute('rel')} ${element.getAttribute('href')}`,
        );
      const paint = (name: string) =>
        report?.({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) });
      const runTimers = (upTo: number) => {
        for (const timer of timers.splice(0).filter((timer) => timer.ms <= upTo)) timer.fn();
      };
      return { appended, paint, frames, runTimers, disconnected: () => disconnected };
    }

    it('starts the scripts once the browser reports the first contentful paint, not before', () => {
      const loader = runLoader({ paintTiming: true });
      expect(loader.appended()).toEqual([]);
      expect(loader.frames).toHaveLength(0);
      // A first paint with nothing on it (the background) does not count.
      loader.paint('first-paint');
      loader.runTimers(0);
      expect(loader.appended()).toEqual([]);
      loader.paint('first-contentful-paint');
      expect(loader.disconnected()).toBe(true);
      loader.runTimers(0);
      expect(loader.appended()).toEqual(['script module /a.js', 'modulepreload /b.js']);
      // The safety timer, later, adds nothing twice.
      loader.runTimers(FIRST_PAINT_WAIT_MS);
      expect(loader.appended()).toHaveLength(2);
    });

    it('starts them anyway after a while when no paint is reported (a tab in the background)', () => {
      const loader = runLoader({ paintTiming: true });
      loader.runTimers(FIRST_PAINT_WAIT_MS - 1);
      expect(loader.appended()).toEqual([]);
      const late = runLoader({ paintTiming: true });
      late.runTimers(FIRST_PAINT_WAIT_MS);
      expect(late.appended()).toEqual(['script module /a.js', 'modulepreload /b.js']);
    });

    it('falls back to the next frame in a browser without paint timing', () => {
      const loader = runLoader({ paintTiming: false });
      expect(loader.frames).toHaveLength(1);
      loader.frames[0]!();
      expect(loader.appended()).toEqual([]);
      loader.runTimers(0);
      expect(loader.appended()).toEqual(['script module /a.js', 'modulepreload /b.js']);
    });
  });

  it('keeps a page that does not exist out of search, whatever the page said', () => {
    const page = composePage(
      TEMPLATE,
      '/guides/gone',
      '<title>Page not found | Fixwell</title><meta name="robots" content="index, follow"/><h1>Not found</h1>',
      undefined,
      { noindex: true },
    );
    expect(page).not.toContain('index, follow');
    expect(page).toContain('<meta data-prerendered-head name="robots" content="noindex"/>');
  });

  it('writes the path it was rendered for as an attribute no path can break out of', () => {
    const page = composePage(TEMPLATE, '/blog/"><script>', '<h1>x</h1>');
    expect(page).toContain('data-prerendered="/blog/&#34;&#62;&#60;script&#62;"');
  });

  it('ships the page data as JSON that no text can break out of', () => {
    const page: string = composePage(TEMPLATE, '/x', '<h1>x</h1>', { note: '</script><b>' });
    const json = /<script id="prerendered-queries" type="application\/json">(.*?)<\/script>/.exec(
      page,
    )?.[1];
    expect(JSON.parse(json ?? '')).toEqual({ note: '</script><b>' });
  });
});

describe('the document shell', () => {
  /** Runs the shell's inline script at `url`; answers what it left on `window` and what it fetched. */
  function runAt(url: string) {
    const { pathname, search } = new URL(url, 'https://fixwell.test');
    const fetched: Array<{ url: string; init: { method: string; body: string } }> = [];
    const windowLike: { __fixwellOpenDocument?: { documentId: string; token: string } } = {};
    const fetchLike = (target: string, init: { method: string; body: string }) => {
      fetched.push({ url: target, init });
      return Promise.resolve({ json: () => Promise.resolve({ result: {} }) });
    };
    const body = (EARLY_DOCUMENT_OPEN as string).replace(/^<script>|<\/script>$/g, '');
    new Function('location', 'window', 'fetch', 'URLSearchParams', body)(
      { pathname, search },
      windowLike,
      fetchLike,
      URLSearchParams,
    );
    return { early: windowLike.__fixwellOpenDocument, fetched };
  }

  it('starts openDocument as the HTML arrives, for a document or Pay link with its token', () => {
    for (const path of ['/document/doc%2D1', '/pay/doc%2D1']) {
      const { early, fetched } = runAt(`${path}?token=abc_123`);
      expect(early).toMatchObject({ documentId: 'doc-1', token: 'abc_123' });
      expect(fetched).toHaveLength(1);
      expect(fetched[0]!.url).toBe('/callable/openDocument');
      expect(fetched[0]!.init.method).toBe('POST');
      expect(JSON.parse(fetched[0]!.init.body)).toEqual({
        data: { documentId: 'doc-1', token: 'abc_123' },
      });
    }
  });

  it('leaves everything else to the app: no token, other document pages', () => {
    for (const url of ['/document/doc-1', '/document/doc-1/paid?token=abc', '/pay/?token=abc']) {
      const { early, fetched } = runAt(url);
      expect(early).toBeUndefined();
      expect(fetched).toHaveLength(0);
    }
  });

  it('puts the script in the head, before the app’s module script', () => {
    const page: string = documentShell(
      TEMPLATE.replace('</body>', '<script type="module" src="/assets/index.js"></script></body>'),
    );
    expect(page.indexOf('__fixwellOpenDocument')).toBeGreaterThan(-1);
    expect(page.indexOf('__fixwellOpenDocument')).toBeLessThan(page.indexOf('</head>'));
    // The app's script waits for the first paint ("Opening your document…").
    expect(page).toContain('<div id="root"><p class="document-shell-wait" role="status">');
    expect(page).not.toContain('<script type="module" src="/assets/index.js"></script>');
    expect(page).toContain('"src":"/assets/index.js"');
  });

  describe('the heading it writes as soon as the document arrives', () => {
    const view = {
      kind: 'quote' as const,
      number: 'Q-0001',
      company: { name: 'Brightwater <b>Plumbing</b> & Heating' },
    };

    /** The shell in a browser-like page at `url`, whose openDocument answers `body`. */
    async function openShellAt(url: string, body: unknown) {
      const dom = new JSDOM(documentShell(TEMPLATE), { url: `https://fixwell.test${url}` });
      const script = (EARLY_DOCUMENT_OPEN as string).replace(/^<script>|<\/script>$/g, '');
      const fetchLike = () => Promise.resolve({ json: () => Promise.resolve(body) });
      new Function('location', 'window', 'fetch', 'URLSearchParams', 'document', script)(
        dom.window.location,
        dom.window,
        fetchLike,
        URLSearchParams,
        dom.window.document,
      );
      await new Promise((resolve) => setTimeout(resolve, 0));
      return dom.window.document;
    }

    it('says what was opened in the words the page will use, as text, above the waiting line', async () => {
      const page = await openShellAt('/document/doc-1?token=abc', { result: view });
      const heading = page.querySelector('#root h1');
      expect(heading?.textContent).toBe(`${documentTitle(view)} from ${view.company.name}`);
      expect(heading?.querySelector('b')).toBeNull();
      expect(page.querySelector('#root h1 + p[role="status"]')?.textContent).toBe(
        'Opening your document…',
      );
    });

    it('writes nothing for a refusal, a draft, or the Pay page, whose heading is its own', async () => {
      const pages = await Promise.all([
        openShellAt('/document/doc-1?token=abc', { error: { status: 'NOT_FOUND' } }),
        openShellAt('/document/doc-1?token=abc', { result: { ...view, number: null } }),
        openShellAt('/pay/doc-1?token=abc', { result: view }),
      ]);
      for (const page of pages) {
        expect(page.querySelector('#root h1')).toBeNull();
        expect(page.querySelector('#root p[role="status"]')).not.toBeNull();
      }
    });
  });
});
