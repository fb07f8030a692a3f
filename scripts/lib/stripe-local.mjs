// The local Stripe stand-in (scripts/stripe-stand-in) as the scripts start it next to the
// emulators, and the local values the functions and the stand-in share. Never real keys: a local
// key (sk_test_local…) makes the functions' Stripe client call the stand-in instead of Stripe.
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { CACHE_DIR, PORTS, PROJECT_ID, ROOT } from './emulator-env.mjs';
import { importTypeScript } from './import-typescript.mjs';

export const STRIPE_LOCAL_PORT = PORTS.stripe;
export const STRIPE_LOCAL_API_URL = `http://127.0.0.1:${STRIPE_LOCAL_PORT}`;
/** The demo's Stripe objects, kept across `npm start` restarts like the emulators' data. */
export const STRIPE_STATE_FILE = join(CACHE_DIR, 'stripe-stand-in', 'state.json');

export const STRIPE_LOCAL_SECRETS = {
  STRIPE_SECRET_KEY: 'sk_test_local_fixwell',
  STRIPE_WEBHOOK_SECRET: 'whsec_local_fixwell_platform',
  STRIPE_CONNECT_WEBHOOK_SECRET: 'whsec_local_fixwell_connect',
};

const FUNCTIONS_ORIGIN = `http://127.0.0.1:${PORTS.functions}/${PROJECT_ID}/europe-west2/api`;
export const STRIPE_WEBHOOK_URLS = {
  platform: `${FUNCTIONS_ORIGIN}/stripe/webhook`,
  connect: `${FUNCTIONS_ORIGIN}/stripe/connect-webhook`,
};

/** The same values in one object (for the bench and other scripts that talk to the stand-in). */
export const STRIPE_LOCAL = {
  port: STRIPE_LOCAL_PORT,
  apiUrl: STRIPE_LOCAL_API_URL,
  apiVersion: '2026-10-28.endive',
  secretKey: STRIPE_LOCAL_SECRETS.STRIPE_SECRET_KEY,
  webhookSecret: STRIPE_LOCAL_SECRETS.STRIPE_WEBHOOK_SECRET,
  connectWebhookSecret: STRIPE_LOCAL_SECRETS.STRIPE_CONNECT_WEBHOOK_SECRET,
  webhookUrl: STRIPE_WEBHOOK_URLS.platform,
  connectWebhookUrl: STRIPE_WEBHOOK_URLS.connect,
};

/**
 * The Functions emulator gives each function its secrets from functions/.secret.local (firebase-tools
 * reads it in place of Secret Manager). Writes the local values there only when the file is absent,
 * so a developer's own Stripe test keys are never overwritten.
 */
export function writeLocalStripeSecrets() {
  const file = join(ROOT, 'functions', '.secret.local');
  if (existsSync(file)) return false;
  const lines = Object.entries(STRIPE_LOCAL_SECRETS).map(([name, value]) => `${name}=${value}`);
  writeFileSync(
    file,
    '# Local Stripe stand-in values (scripts/lib/stripe-local.mjs). Replace them with your own\n' +
      '# Stripe test keys to run against Stripe test mode; the scripts never overwrite this file.\n' +
      `${lines.join('\n')}\n`,
  );
  return true;
}

/**
 * Bundles and starts the stand-in on 127.0.0.1:12111 (or `port`), posting events to the api
 * function's webhooks. `stateFile` keeps its objects (the demo); without it, it starts empty;
 * `log` gets a one-line start message.
 * Returns `{ url, port, close() }`. A port in use → an error saying so.
 */
export async function startStripeStandIn({ stateFile, port = STRIPE_LOCAL_PORT, log } = {}) {
  const { startStripeStandIn: start } = await importTypeScript(
    'scripts/stripe-stand-in/server.ts',
    { cacheDir: 'stripe-stand-in', name: 'stand-in', external: ['stripe'] },
  );
  try {
    return await start({
      port,
      ...(stateFile ? { stateFile } : {}),
      ...(log ? { log } : {}),
      webhooks: STRIPE_WEBHOOK_URLS,
      secrets: {
        platform: STRIPE_LOCAL_SECRETS.STRIPE_WEBHOOK_SECRET,
        connect: STRIPE_LOCAL_SECRETS.STRIPE_CONNECT_WEBHOOK_SECRET,
      },
    });
  } catch (error) {
    if (error?.code === 'EADDRINUSE')
      throw new Error(
        `Port ${port} (local Stripe stand-in) is in use: is another Fixwell running?`,
      );
    throw error;
  }
}
