import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

// The server bundle of web/src/entry-prerender.tsx and the page templates, which the web build
// copies to functions/lib/ssr/ (web/scripts/prerender.mjs; ignored by git, lint and formatting like
// the rest of lib/), and the deploy ships with lib/index.js. Loaded on
// the first request, once per instance: every other function in this codebase stays as light as it
// was, and functions install no React.

/** What renderPublicPage uses of the bundle (see web/src/entry-prerender.tsx). */
export type SsrBundle = {
  renderOnRequest: (
    url: string,
    origin: string,
  ) => Promise<
    | { kind: 'page'; html: string; status: number; queries: unknown }
    | { kind: 'app'; reason: string }
  >;
  composePage: (
    template: string,
    path: string,
    rendered: string,
    queries?: unknown,
    options?: { noindex?: boolean },
  ) => string;
  isRenderedOnRequest: (path: string) => boolean;
};

export type LoadedSsr = { bundle: SsrBundle; pageTemplate: string; appShell: string };

/** functions/lib/ssr, beside lib/index.js where the bundled functions run from. */
export function ssrDirectory(): string {
  return process.env.FIXWELL_SSR_DIR ?? join(__dirname, 'ssr');
}

let loading: Promise<LoadedSsr> | undefined;

export function loadSsr(): Promise<LoadedSsr> {
  loading ??= (async () => {
    const dir = ssrDirectory();
    const [bundle, pageTemplate, appShell] = await Promise.all([
      import(pathToFileURL(join(dir, 'entry-prerender.js')).href) as Promise<SsrBundle>,
      readFile(join(dir, 'page-template.html'), 'utf8'),
      readFile(join(dir, 'app-shell.html'), 'utf8'),
    ]);
    return { bundle, pageTemplate, appShell };
  })().catch((error: unknown) => {
    // Not built yet (`npm run build -w web` writes it): try again on the next request.
    loading = undefined;
    throw error;
  });
  return loading;
}
