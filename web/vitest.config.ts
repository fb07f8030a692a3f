import react from '@vitejs/plugin-react';
import { fileURLToPath, URL } from 'node:url';
import { defineProject } from 'vitest/config';

import { cataloguePlugin } from './vite/catalogue-plugin';

export default defineProject({
  plugins: [react(), cataloguePlugin({ siteUrl: 'https://www.fixwell.test' })],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'vite/**/*.test.ts', 'scripts/**/*.test.ts'],
    setupFiles: ['src/testing/setup-tests.ts'],
    css: false,
  },
});
