import { defineConfig, devices } from '@playwright/test';
import { existsSync } from 'node:fs';

// Debian's Chromium on CI and these machines; elsewhere Playwright's own browser (CHROMIUM_PATH='').
const chromiumPath =
  process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

export default defineConfig({
  testDir: 'e2e',
  outputDir: '.cache/test-results',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? '.cache/reports/e2e.json' }],
  ],
  use: {
    // The built app served by the Hosting emulator, with `/api/**` rewritten to the function.
    baseURL: process.env.E2E_BASE_URL ?? 'http://127.0.0.1:5000',
    locale: 'en-GB',
    timezoneId: 'Europe/London',
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          ...(chromiumPath ? { executablePath: chromiumPath } : {}),
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
          ],
        },
      },
    },
  ],
});
