import { defineConfig, mergeConfig } from 'vite';

import appConfig from '../vite.config';

// The server bundle of src/entry-prerender.tsx (web/scripts/build.mjs): the app's own config, with
// every dependency (React, React Router, TanStack Query…) bundled in, so the renderPublicPage
// function, which ships the bundle in functions/lib/ssr/, runs it without installing any of them.
export default defineConfig(async (env) =>
  mergeConfig(await appConfig(env), {
    ssr: { noExternal: true, target: 'node' },
    // The client build already copies public/; the function needs none of it.
    build: { copyPublicDir: false },
  }),
);
