#!/usr/bin/env node
// `npm run reset`: forget the saved demo data; the next `npm start` seeds it afresh.
import { rmSync } from 'node:fs';

import { DATA_DIR, OBJECT_STORE_DIR, PORTS } from './lib/emulator-env.mjs';
import { STRIPE_STATE_FILE } from './lib/stripe-local.mjs';

const running = await fetch(`http://127.0.0.1:${PORTS.hub}/emulators`).then(
  () => true,
  () => false,
);
if (running) {
  console.error(
    'The emulators are running: stop `npm start` first, then run `npm run reset` again.',
  );
  process.exit(1);
}
rmSync(DATA_DIR, { recursive: true, force: true });
// The quote photos belong to that data (their quotes and uploads are in Firestore).
rmSync(OBJECT_STORE_DIR, { recursive: true, force: true });
// So do the local Stripe stand-in's customers, subscriptions and accounts.
rmSync(STRIPE_STATE_FILE, { force: true });
console.log('Demo data wiped. The next `npm start` seeds it afresh.');
