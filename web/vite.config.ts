import react from '@vitejs/plugin-react';
import { fileURLToPath, URL } from 'node:url';
import { defineConfig, loadEnv } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

import { buildMetadataPlugin } from './vite/build-metadata-plugin';
import { cataloguePlugin } from './vite/catalogue-plugin';
import { documentShellPlugin } from './vite/document-shell-plugin';
import { publicPrecache } from './vite/public-precache-plugin';
import { routeDeclarations } from './src/config/routes';

// Where `/api/**` lives in development: the `api` HTTP function on the Functions emulator.
const API_TARGET = 'http://127.0.0.1:5001/demo-fixwell/europe-west2/api';

const BRAND_BLUE = '#0b5fff';

/** The public origin for the sitemap; production builds set VITE_SITE_URL. */
const DEFAULT_SITE_URL = 'https://www.fixwell.co.uk';

const WEB_ROOT = fileURLToPath(new URL('.', import.meta.url));

/** How long a chunk opened once stays cached; a deploy's new chunks replace it well before. */
const ASSET_CACHE_DAYS = 30;

const precache = publicPrecache({ routes: routeDeclarations, webRoot: WEB_ROOT });

export default defineConfig(({ mode, isSsrBuild }) => ({
  plugins: [
    react(),
    cataloguePlugin({
      siteUrl:
        loadEnv(mode, fileURLToPath(new URL('.', import.meta.url))).VITE_SITE_URL ??
        DEFAULT_SITE_URL,
    }),
    // The prerender build (web/scripts/build.mjs) is a server bundle: no service worker or metadata.
    ...(isSsrBuild
      ? []
      : [
          buildMetadataPlugin({
            redirectsFile: fileURLToPath(new URL('./build-redirects.json', import.meta.url)),
          }),
          precache.plugin,
          documentShellPlugin({ webRoot: WEB_ROOT }),
          VitePWA({
            strategies: 'generateSW',
            // The app registers the worker itself (src/app/global-behaviours.ts), in production only.
            injectRegister: false,
            // A new worker waits until the old tabs close, so an open tab keeps the chunks it was built with.
            registerType: 'prompt',
            manifest: {
              id: '/',
              name: 'Fixwell',
              short_name: 'Fixwell',
              description:
                'Find trusted local tradespeople across the UK and get free, instant quotes from plumbers, electricians, builders and more.',
              lang: 'en-GB',
              dir: 'ltr',
              start_url: '/',
              scope: '/',
              display: 'standalone',
              orientation: 'any',
              theme_color: BRAND_BLUE,
              background_color: '#ffffff',
              categories: ['business', 'lifestyle', 'utilities'],
              icons: [
                { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
                { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
                {
                  src: '/icons/icon-maskable-512.png',
                  sizes: '512x512',
                  type: 'image/png',
                  purpose: 'maskable',
                },
              ],
            },
            workbox: {
              // The app shell, the offline page, the icons and the scripts and styles of the public
              // sections most visitors open (vite/public-precache-plugin.ts): what a first visit
              // downloads after load, kept within the bench's precache budget however many signed-in
              // screens the app gains. index.html is left out on purpose: served from the precache it
              // would pin visitors to an old build after a deploy, so navigations go to the network
              // first and fall back to the cached copy or the offline page.
              globPatterns: ['**/*.{js,css,svg,png,woff2,html}'],
              globIgnores: ['index.html', 'build/**'],
              manifestTransforms: [precache.manifestTransform],
              // `/api/**` and `/build/**` match no route below, so they always go straight to the network.
              navigateFallback: null,
              cleanupOutdatedCaches: true,
              runtimeCaching: [
                {
                  urlPattern: ({ request, url }) =>
                    request.mode === 'navigate' &&
                    !url.pathname.startsWith('/api/') &&
                    !url.pathname.startsWith('/build/'),
                  handler: 'NetworkFirst',
                  options: {
                    cacheName: 'fixwell-pages',
                    networkTimeoutSeconds: 4,
                    expiration: { maxEntries: 30, maxAgeSeconds: 7 * 24 * 60 * 60 },
                    cacheableResponse: { statuses: [200] },
                    precacheFallback: { fallbackURL: '/offline.html' },
                  },
                },
                {
                  // Chunks left out of the precache (the areas, the other public pages, documents),
                  // kept once a visitor has opened them so those pages work offline too. Cache first
                  // is safe: a file's name changes with its content, so a cached copy is never stale.
                  urlPattern: ({ url, sameOrigin }) =>
                    sameOrigin && /^\/assets\/.+\.(?:js|css)$/.test(url.pathname),
                  handler: 'CacheFirst',
                  options: {
                    cacheName: 'fixwell-assets',
                    expiration: {
                      maxEntries: 200,
                      maxAgeSeconds: ASSET_CACHE_DAYS * 24 * 60 * 60,
                      purgeOnQuotaError: true,
                    },
                    cacheableResponse: { statuses: [200] },
                  },
                },
              ],
            },
          }),
        ]),
  ],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    host: 'localhost',
    port: 5173,
    strictPort: true,
    proxy: {
      // The function sees the unstripped path (`/api/...`), exactly as behind the Hosting rewrite.
      '/api': { target: API_TARGET, changeOrigin: true, rewrite: (path) => path },
      // Site images live outside /api (robots.txt keeps crawlers out of /api); Hosting rewrites both.
      '/site-images': { target: API_TARGET, changeOrigin: true, rewrite: (path) => path },
    },
  },
  build: {
    target: 'es2022',
    sourcemap: !isSsrBuild,
  },
}));
