import { describe, expect, it } from 'vitest';

import { routeDeclarations } from '../src/config/routes';
import {
  publicPrecache,
  publicRouteModules,
  reachableFiles,
  withPrecacheList,
  type ChunkInfo,
} from './public-precache-plugin';

const WEB = '/repo/web';
const page = (name: string) => `${WEB}/src/app/routes/${name}.tsx`;
const layout = (name: string) => `${WEB}/src/app/layouts/${name}-layout.tsx`;

function chunk(fileName: string, rest: Partial<ChunkInfo> = {}): ChunkInfo {
  return { fileName, isEntry: false, facadeModuleId: null, imports: [], css: [], ...rest };
}

describe('public precache', () => {
  const modules = publicRouteModules(routeDeclarations, WEB);

  it('starts from the home, services, blog and quote pages and their layout', () => {
    for (const name of [
      'public/home',
      'public/services',
      'public/service-location',
      'quote/quote',
    ]) {
      expect(modules.has(page(name))).toBe(true);
    }
    expect(modules.has(page('public/blog'))).toBe(true);
    expect(modules.has(layout('default'))).toBe(true);
  });

  it('leaves out the areas, the widget, the document and pay pages', () => {
    const names = [...modules].join('\n');
    expect(names).not.toMatch(/routes\/(admin|company|customer|widget|documents)\//);
    expect(names).not.toMatch(/(admin|company|customer|empty|none)-layout/);
  });

  it('keeps the entry and the chosen chunks with what they import statically, styles included', () => {
    const chunks = [
      chunk('assets/index.js', { isEntry: true, imports: ['assets/react.js'], css: ['a.css'] }),
      chunk('assets/react.js'),
      chunk('assets/home.js', { facadeModuleId: page('public/home'), imports: ['assets/card.js'] }),
      chunk('assets/card.js', { css: ['assets/card.css'] }),
      chunk('assets/dashboard.js', {
        facadeModuleId: page('admin/dashboard'),
        imports: ['assets/chart.js'],
      }),
      chunk('assets/chart.js'),
    ];
    expect([...reachableFiles(chunks, new Set([page('public/home')]))].sort()).toEqual([
      'a.css',
      'assets/card.css',
      'assets/card.js',
      'assets/home.js',
      'assets/index.js',
      'assets/react.js',
    ]);
    expect([...reachableFiles(chunks, new Set())].sort()).toEqual([
      'a.css',
      'assets/index.js',
      'assets/react.js',
    ]);
  });

  it('refuses to filter the manifest before the bundle is known', () => {
    const { manifestTransform } = publicPrecache({ routes: routeDeclarations, webRoot: WEB });
    expect(() => manifestTransform([{ url: 'assets/a.js' }])).toThrow(/before/);
  });

  it('replaces the precache list of a generated worker and drops its source map', () => {
    const worker =
      'define(["./workbox"],function(s){s.precacheAndRoute([{url:"a.js",revision:null},{url:"b.js",revision:null}],{}),s.registerRoute()});\n//# sourceMappingURL=sw.js.map\n';
    const shell = withPrecacheList(worker, [{ url: 'offline.html', revision: 'abc' }]);
    expect(shell).toContain('precacheAndRoute([{"url":"offline.html","revision":"abc"}],{})');
    expect(shell).toContain('s.registerRoute()');
    expect(shell).not.toContain('a.js');
    expect(shell).not.toContain('sourceMappingURL');
    expect(withPrecacheList('self.skipWaiting()', [])).toBeUndefined();
  });
});
