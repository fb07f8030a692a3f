// Runs inside `with-emulators` (the built app on Hosting, the demo seed, the local Stripe
// stand-in): Playwright in Chromium on the real pages. Each round signs a new company up, opens
// /company/billing, chooses Professional, types the card that pays on the stand-in's Checkout
// page and presses Pay; the time runs from the click to the billing page saying the company is
// subscribed (the stand-in's redirect, the app starting, the webhook writing the subscription and
// the page's live listener seeing it). Writes median and p95 to .cache/bench-checkout.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { CACHE_DIR } from '../lib/emulator-env.mjs';
import { launchChromium, percentiles, textSeenAt, timedContext } from './browser-timing.mjs';

const ROUNDS = 10;
const WARM_UP = 1;
const SUBSCRIBED = /You.re subscribed to Professional/;

const browser = await launchChromium();

async function round(n) {
  const context = await timedContext(browser, SUBSCRIBED);
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  try {
    const id = `${Date.now().toString(36)}-${n}`;
    await page.goto('/signup?role=company');
    await page.getByLabel('Business name').fill(`Bench Checkout ${id}`);
    await page.getByLabel('Main trade').selectOption({ label: 'Electrician' });
    await page.getByLabel('Base postcode').fill('KW1 4YT');
    await page.getByLabel('Email', { exact: true }).fill(`bench-checkout-${id}@example.co.uk`);
    await page.getByLabel('Password', { exact: true }).fill('Bench-pass-2026');
    await page.getByLabel('Confirm password').fill('Bench-pass-2026');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(/\/company\/onboarding$/);

    await page.goto('/company/billing');
    await page.getByRole('button', { name: 'Choose plan: Professional' }).click();
    await page.waitForURL(/\/checkout\/cs_/);
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');

    const clickedAt = Date.now();
    await page.getByRole('button', { name: /^Pay/ }).click();
    await page.getByText(SUBSCRIBED).waitFor();
    const shownAt = await textSeenAt(page);
    return shownAt - clickedAt;
  } finally {
    await context.close();
  }
}

const times = [];
try {
  for (let i = 0; i < WARM_UP; i += 1) await round(`warm-${i}`); // the pages' and functions' first load
  for (let i = 0; i < ROUNDS; i += 1) times.push(await round(i));
} finally {
  await browser.close();
}

mkdirSync(CACHE_DIR, { recursive: true });
writeFileSync(
  join(CACHE_DIR, 'bench-checkout.json'),
  JSON.stringify({ count: ROUNDS, ...percentiles(times) }),
);
console.log(`Checkout bench: ${ROUNDS} subscriptions measured.`);
