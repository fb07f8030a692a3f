import type { PageModule } from '@/config/route-types';

// The page modules of the signed-in areas, the documents and the widget: about two thirds of the
// table. Their loaders (and the list of chunks each preloads) are a chunk of their own, fetched on
// the way to the first such page, so a visitor to the public pages never downloads them.
export const AREA_PAGE_MODULES = import.meta.glob<PageModule>([
  './admin/*.tsx',
  './company/*.tsx',
  './customer/*.tsx',
  './documents/*.tsx',
  './widget/*.tsx',
  '!./**/*.test.tsx',
]);
