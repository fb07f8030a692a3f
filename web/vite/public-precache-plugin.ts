import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';

/** What Vite's `generateBundle` hook is given (Rolldown's bundle type, as Vite passes it). */
type GenerateBundle = Extract<NonNullable<Plugin['generateBundle']>, (...args: never[]) => unknown>;
type OutputBundle = Parameters<GenerateBundle>[1];

import type { LayoutName, RouteDeclaration } from '../src/config/route-types';

/**
 * The sections of the public product a first visit precaches: the pages most visitors go to next
 * (SPEC §2, the same list the app prefetches as PREFETCH_PATHS) and the end of the quote funnel.
 * Everything else, the other public pages included, is cached when first used: precaching every
 * public page costs over 100 KB gzip more on every first visit (measured on the bench build), and
 * the areas, the widget and the document and pay pages are opened by fewer, returning visitors.
 */
export const PRECACHED_SECTIONS: readonly string[] = [
  '/',
  '/services',
  '/blog',
  '/quote',
  '/quote-success',
];

/** Layouts a visitor who has not signed in sees; a section's route in any other is left out. */
export const PUBLIC_LAYOUTS: readonly LayoutName[] = ['default', 'auth', 'professional-public'];

function inPrecachedSection(path: string): boolean {
  return PRECACHED_SECTIONS.some(
    (section) => path === section || (section !== '/' && path.startsWith(`${section}/`)),
  );
}

/** What the precache filter needs to know of an output chunk (a subset of Rollup's). */
export type ChunkInfo = {
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  /** Static imports only: dynamic ones are other pages, loaded when a visitor goes there. */
  imports: readonly string[];
  css: readonly string[];
};

/** The output chunks of a client build, as the precache and the document shell read them. */
export function chunksOf(bundle: OutputBundle): ChunkInfo[] {
  return Object.values(bundle).flatMap((output) =>
    output.type === 'chunk'
      ? [
          {
            fileName: output.fileName,
            isEntry: output.isEntry,
            facadeModuleId: output.facadeModuleId,
            imports: output.imports,
            css: [...(output.viteMetadata?.importedCss ?? [])],
          },
        ]
      : [],
  );
}

/** The source modules the precached routes start from: their pages and their layouts. */
export function publicRouteModules(
  declarations: readonly RouteDeclaration[],
  webRoot: string,
): Set<string> {
  const modules = new Set<string>();
  for (const route of declarations) {
    const isPublic = PUBLIC_LAYOUTS.includes(route.layout) && route.guards.length === 0;
    if (!isPublic || !inPrecachedSection(route.path)) continue;
    modules.add(join(webRoot, 'src', 'app', 'routes', `${route.page}.tsx`));
    modules.add(join(webRoot, 'src', 'app', 'layouts', `${route.layout}-layout.tsx`));
  }
  return modules;
}

/** Files of the entry chunks and the chunks of `modules`, with everything they statically import. */
export function reachableFiles(chunks: readonly ChunkInfo[], modules: Set<string>): Set<string> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const files = new Set<string>();
  const visit = (chunk: ChunkInfo | undefined) => {
    if (!chunk || files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    chunk.css.forEach((css) => files.add(css));
    chunk.imports.forEach((file) => visit(byFile.get(file)));
  };
  for (const chunk of chunks) {
    if (chunk.isEntry || (chunk.facadeModuleId && modules.has(chunk.facadeModuleId))) visit(chunk);
  }
  return files;
}

/** The worker for visitors saving data: the same routes and caches, precaching the shell only. */
export const SHELL_WORKER = 'sw-shell.js';

type PrecacheEntry = { url: string; revision?: string | null };

const PRECACHE_LIST = /precacheAndRoute\(\[[\s\S]*?\]\s*,/;

/** The generated worker with its precache list replaced; undefined if it has no such list. */
export function withPrecacheList(
  serviceWorker: string,
  entries: readonly PrecacheEntry[],
): string | undefined {
  if (!PRECACHE_LIST.test(serviceWorker)) return undefined;
  const list = JSON.stringify(
    entries.map(({ url, revision }) => ({ url, revision: revision ?? null })),
  );
  return (
    serviceWorker
      .replace(PRECACHE_LIST, () => `precacheAndRoute(${list},`)
      // The map describes sw.js, not this copy.
      .replace(/^\/\/# sourceMappingURL=.*$/gm, '')
  );
}

const isCode = (url: string) => /\.(?:js|css)$/.test(url);

export type PublicPrecache = {
  plugin: Plugin;
  /**
   * A Workbox `manifestTransforms` step: keeps the scripts and styles of the precached sections and
   * every other file (icons, the offline page). Other chunks are cached when first used.
   */
  manifestTransform: <Entry extends PrecacheEntry>(
    entries: Entry[],
  ) => Promise<{ manifest: Entry[]; warnings: string[] }>;
};

/**
 * Works out, from the client build's own chunk graph, which scripts and styles the precached routes
 * need, so the service worker's precache follows the code as it is split rather than a list of
 * file names kept by hand. After vite-plugin-pwa has written `sw.js`, writes `sw-shell.js`, the
 * same worker precaching only the shell, the offline page and the icons, which the app registers
 * instead when the visitor is saving data (src/app/global-behaviours.ts).
 */
export function publicPrecache(options: {
  routes: readonly RouteDeclaration[];
  webRoot: string;
}): PublicPrecache {
  let publicFiles: Set<string> | undefined;
  let shellFiles: Set<string> | undefined;
  let precached: PrecacheEntry[] | undefined;
  let outDir = '';
  const plugin: Plugin = {
    name: 'fixwell:public-precache',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    generateBundle(_options, bundle) {
      const chunks = chunksOf(bundle);
      const modules = publicRouteModules(options.routes, options.webRoot);
      const found = new Set(chunks.flatMap((chunk) => chunk.facadeModuleId ?? []));
      const missing = [...modules].filter((module) => !found.has(module));
      // A renamed page or layout would silently drop out of the precache; fail the build instead.
      if (missing.length > 0) {
        this.error(`No chunk for these public route modules: ${missing.join(', ')}`);
      }
      publicFiles = reachableFiles(chunks, modules);
      shellFiles = reachableFiles(chunks, new Set());
    },
    // After vite-plugin-pwa's own closeBundle, which writes sw.js.
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        if (!precached || !shellFiles) return;
        const shell = shellFiles;
        const worker = join(outDir, 'sw.js');
        const shellWorker = withPrecacheList(
          readFileSync(worker, 'utf8'),
          precached.filter((entry) => !isCode(entry.url) || shell.has(entry.url)),
        );
        if (!shellWorker)
          this.error(`${worker} has no precache list to derive ${SHELL_WORKER} from`);
        writeFileSync(join(outDir, SHELL_WORKER), shellWorker);
      },
    },
  };
  return {
    plugin,
    manifestTransform: (entries) => {
      const files = publicFiles;
      if (!files) throw new Error('The public precache ran before the client bundle was written');
      const manifest = entries.filter((entry) => !isCode(entry.url) || files.has(entry.url));
      precached = manifest;
      return Promise.resolve({ manifest, warnings: [] });
    },
  };
}
