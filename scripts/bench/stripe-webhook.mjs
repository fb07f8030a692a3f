// Runs inside `with-emulators` (after the demo seed, with the local Stripe stand-in up): posts
// signed `customer.subscription.updated` events for company@'s subscription to the running
// platform webhook, one at a time, each with its own event id, and times each from sending it to
// the answer. The webhook answers 200 only after checking the signature, re-reading the
// subscription from Stripe and committing the transaction that writes `subscriptions/{uid}` with
// `stripeEvents/{id}`, so the time spans signature check to committed transaction.
// Writes median and p95 to .cache/bench-stripe-webhook.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import Stripe from 'stripe';

import { CACHE_DIR, PROJECT_ID } from '../lib/emulator-env.mjs';
import { STRIPE_LOCAL } from '../lib/stripe-local.mjs';

const EVENTS = 60;
const WARM_UP = 5;
const COMPANY_UID = 'demo-company';

process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';

const standIn = new URL(STRIPE_LOCAL.apiUrl);
const stripe = new Stripe(STRIPE_LOCAL.secretKey, {
  host: standIn.hostname,
  port: Number(standIn.port),
  protocol: 'http',
  maxNetworkRetries: 0,
  telemetry: false,
});

const app = initializeApp({ projectId: PROJECT_ID }, 'bench-stripe-webhook');
const stored = (await getFirestore(app).doc(`subscriptions/${COMPANY_UID}`).get()).data();
await deleteApp(app);
if (!stored?.stripeSubscriptionId)
  throw new Error(
    'The seed left company@ without a Stripe subscription: nothing to send events for.',
  );
// The object as Stripe would put it in the event (without the SDK's response metadata).
const { lastResponse, ...subscription } = await stripe.subscriptions.retrieve(
  stored.stripeSubscriptionId,
);
const clock = await (await fetch(`${STRIPE_LOCAL.apiUrl}/_stand-in/clock`)).json();
const run = Date.now().toString(36);

/** One delivery, as Stripe sends it; resolves to the milliseconds until the webhook answered. */
async function deliver(n) {
  const payload = JSON.stringify({
    id: `evt_bench_${run}_${n}`,
    object: 'event',
    api_version: lastResponse?.apiVersion ?? STRIPE_LOCAL.apiVersion,
    created: clock.now,
    data: { object: subscription, previous_attributes: {} },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type: 'customer.subscription.updated',
  });
  const signature = stripe.webhooks.generateTestHeaderString({
    payload,
    secret: STRIPE_LOCAL.webhookSecret,
  });
  const started = performance.now();
  const response = await fetch(STRIPE_LOCAL.webhookUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
    body: payload,
  });
  const body = await response.json();
  const elapsed = performance.now() - started;
  if (response.status !== 200 || body.duplicate || body.ignored)
    throw new Error(`The webhook answered ${response.status} ${JSON.stringify(body)}`);
  return elapsed;
}

for (let i = 0; i < WARM_UP; i += 1) await deliver(`warm-${i}`); // cold start and JIT warm-up
const times = [];
for (let i = 0; i < EVENTS; i += 1) times.push(await deliver(i));
times.sort((a, b) => a - b);
const at = (q) => Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))]);

mkdirSync(CACHE_DIR, { recursive: true });
writeFileSync(
  join(CACHE_DIR, 'bench-stripe-webhook.json'),
  JSON.stringify({ count: EVENTS, median: at(0.5), p95: at(0.95) }),
);
console.log(`Stripe webhook bench: ${EVENTS} events measured.`);
