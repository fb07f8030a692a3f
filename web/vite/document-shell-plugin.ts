import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

import { chunksOf, reachableFiles, type ChunkInfo } from './public-precache-plugin';

/**
 * What a customer's document or Pay page runs beyond the app shell: the two pages, their layout and
 * the loader of the areas' pages they are reached through.
 */
export const DOCUMENT_PAGE_MODULES: readonly string[] = [
  'src/app/routes/area-pages.ts',
  'src/app/layouts/empty-layout.tsx',
  'src/app/routes/documents/document.tsx',
  'src/app/routes/documents/pay.tsx',
];

/** Where the list is left for web/scripts/prerender.mjs (outside dist: it is not served). */
export const DOCUMENT_SHELL_PRELOADS = join('.cache', 'document-shell-preloads.json');

/** The scripts and styles of `modules` that the shell's own entry does not already load. */
export function documentPageFiles(chunks: readonly ChunkInfo[], modules: Set<string>): string[] {
  const shell = reachableFiles(chunks, new Set());
  return [...reachableFiles(chunks, modules)].filter((file) => !shell.has(file)).sort();
}

/**
 * Lists, from the client build's chunk graph, the files the document and Pay pages need, so the
 * document shell (dist/document-shell.html) can preload them alongside the app shell instead of
 * discovering them one dynamic import after another: the page a customer opens from an email is
 * on a phone, where each round trip costs.
 */
export function documentShellPlugin(options: { webRoot: string }): Plugin {
  return {
    name: 'fixwell:document-shell',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = chunksOf(bundle);
      const modules = new Set(DOCUMENT_PAGE_MODULES.map((module) => join(options.webRoot, module)));
      const found = new Set(chunks.flatMap((chunk) => chunk.facadeModuleId ?? []));
      const missing = [...modules].filter((module) => !found.has(module));
      // A moved page would silently lose its preloads; fail the build instead.
      if (missing.length > 0) this.error(`No chunk for these modules: ${missing.join(', ')}`);
      const file = join(options.webRoot, DOCUMENT_SHELL_PRELOADS);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, JSON.stringify(documentPageFiles(chunks, modules)));
    },
  };
}
