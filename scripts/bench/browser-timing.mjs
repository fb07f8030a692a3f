// What the browser benches share (Checkout → billing, Pay → receipt): Chromium as the e2e tests
// run it, a page that notes in its own clock when a text first appears (so a figure does not
// include Playwright's polling), and the median and p95 of the rounds.
import { existsSync } from 'node:fs';

import { chromium } from '@playwright/test';

/* global window, document, MutationObserver -- in the page (addInitScript) */

export const APP_ORIGIN = 'http://127.0.0.1:5000';

export function launchChromium() {
  const executablePath =
    process.env.CHROMIUM_PATH ??
    (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
  return chromium.launch({
    ...(executablePath ? { executablePath } : {}),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
}

function watchForText(pattern) {
  const seen = () => {
    if (!window.__textSeenAt && new RegExp(pattern).test(document.body?.innerText ?? ''))
      window.__textSeenAt = Date.now();
  };
  new MutationObserver(seen).observe(document, {
    childList: true,
    subtree: true,
    characterData: true,
  });
}

/** A fresh context on the app whose pages note when `pattern` first shows (`textSeenAt`). */
export async function timedContext(browser, pattern) {
  const context = await browser.newContext({
    baseURL: APP_ORIGIN,
    locale: 'en-GB',
    timezoneId: 'Europe/London',
    serviceWorkers: 'block',
  });
  await context.addInitScript(watchForText, pattern.source);
  return context;
}

/** When, in the page's clock, the pattern first showed (now, if the observer missed it). */
export function textSeenAt(page) {
  return page.evaluate(() => window.__textSeenAt ?? Date.now());
}

/** Median and p95 of the times, in whole milliseconds. */
export function percentiles(times) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]);
  return { median: at(0.5), p95: at(0.95) };
}
