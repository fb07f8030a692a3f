// The measurements that need the emulators, in one emulator session: function latency, Lighthouse
// on the built app served by Hosting, the Stripe webhook, Checkout → billing, Pay → paid and chat (after Lighthouse,
// so their sign-ups do not share the machine with it), then matching (last: its 5,000 companies
// stay behind).
import { importTypeScript } from '../lib/import-typescript.mjs';
import { withFirestore } from './demo-documents.mjs';

// Each step leaves triggers behind (sign-ups, payments, a thousand chat messages), which the
// Functions emulator works through on the same two cores as the browser. In production they run
// on their own instances, so each step starts once the previous one's have run.
const { waitForTriggersToCatchUp } = await importTypeScript('scripts/seed/triggers-caught-up.ts', {
  cacheDir: 'bench',
  name: 'triggers-caught-up',
  external: ['firebase-admin'],
});
const settle = async () => {
  const line = await withFirestore((db) => waitForTriggersToCatchUp(db));
  if (line.includes('✘')) console.log(line);
};

const STEPS = [
  './functions-latency.mjs',
  './render-ttfb.mjs',
  './lighthouse.mjs',
  './stripe-webhook.mjs',
  './checkout-to-billing.mjs',
  './pay-to-paid.mjs',
  './chat.mjs',
  './analytics.mjs',
  './matching.mjs',
];
for (const step of STEPS) {
  await settle();
  await import(step);
}
// The web SDK can keep a socket open after terminate(); the measurements are written.
process.exit(0);
