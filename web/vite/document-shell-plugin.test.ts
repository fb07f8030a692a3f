// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { documentPageFiles } from './document-shell-plugin';
import type { ChunkInfo } from './public-precache-plugin';

const chunk = (fileName: string, over: Partial<ChunkInfo> = {}): ChunkInfo => ({
  fileName,
  isEntry: false,
  facadeModuleId: null,
  imports: [],
  css: [],
  ...over,
});

describe('documentPageFiles', () => {
  it('lists the pages’ chunks, their static imports and styles, and nothing the shell loads already', () => {
    const chunks = [
      chunk('assets/index.js', { isEntry: true, imports: ['assets/react.js'] }),
      chunk('assets/react.js'),
      chunk('assets/document.js', {
        facadeModuleId: '/web/src/app/routes/documents/document.tsx',
        imports: ['assets/react.js', 'assets/document-sheet.js'],
        css: ['assets/document-view.css'],
      }),
      chunk('assets/document-sheet.js'),
      chunk('assets/blog.js', { facadeModuleId: '/web/src/app/routes/public/blog.tsx' }),
    ];
    expect(
      documentPageFiles(chunks, new Set(['/web/src/app/routes/documents/document.tsx'])),
    ).toEqual(['assets/document-sheet.js', 'assets/document-view.css', 'assets/document.js']);
  });
});
