import type { CallableRequest } from 'firebase-functions/https';
import { defineSecret, defineString } from 'firebase-functions/params';
import Stripe from 'stripe';

import { APP_URL, appUrl } from './app-url';

// The one Stripe client. Production and Stripe's test mode use the secrets below; in the emulators
// the secret is a local key (`sk_test_local…`) and every call goes to the local Stripe stand-in
// (scripts/stripe-stand-in, README "Stripe on your machine") at STRIPE_LOCAL_API_URL.

export const STRIPE_SECRET_KEY = defineSecret('STRIPE_SECRET_KEY');
export const STRIPE_WEBHOOK_SECRET = defineSecret('STRIPE_WEBHOOK_SECRET');
export const STRIPE_CONNECT_WEBHOOK_SECRET = defineSecret('STRIPE_CONNECT_WEBHOOK_SECRET');

/** Where a local key's calls go; ignored for any other key. Set in functions/.env.demo-fixwell. */
export const STRIPE_LOCAL_API_URL = defineString('STRIPE_LOCAL_API_URL', {
  default: 'http://127.0.0.1:12111',
  description: 'The local Stripe stand-in, used only when STRIPE_SECRET_KEY is a local test key.',
});

/** The Stripe API version every call and every webhook endpoint uses. */
export const STRIPE_API_VERSION = '2026-10-28.endive' as const;

/** Keys of the local stand-in start with this; no real Stripe key does. */
export const LOCAL_KEY_PREFIX = 'sk_test_local';

let client: { key: string; stripe: Stripe } | undefined;

/** The Stripe client for the current secret, built on first use. Functions using it list `STRIPE_SECRETS`. */
export function stripe(): Stripe {
  const key = STRIPE_SECRET_KEY.value();
  if (client?.key === key) return client.stripe;
  const local = key.startsWith(LOCAL_KEY_PREFIX) ? new URL(STRIPE_LOCAL_API_URL.value()) : null;
  const instance = new Stripe(key, {
    apiVersion: STRIPE_API_VERSION,
    telemetry: false,
    appInfo: { name: 'Fixwell' },
    ...(local
      ? {
          host: local.hostname,
          port: Number(local.port || (local.protocol === 'https:' ? 443 : 80)),
          protocol: local.protocol === 'https:' ? 'https' : 'http',
          maxNetworkRetries: 0,
        }
      : { maxNetworkRetries: 2 }),
  });
  client = { key, stripe: instance };
  return instance;
}

/** For `onCallable(…, { secrets })` and `onRequest({ secrets })`. */
export const STRIPE_SECRETS = [STRIPE_SECRET_KEY];
export const STRIPE_WEBHOOK_SECRETS = [
  STRIPE_SECRET_KEY,
  STRIPE_WEBHOOK_SECRET,
  STRIPE_CONNECT_WEBHOOK_SECRET,
];

/**
 * The origin Stripe's hosted pages send the browser back to: the app's own (APP_URL), or in the
 * emulators the local origin the call came from (the dev server on 5173 or Hosting on 5000), so a
 * demo or test on either returns where it started. Never an arbitrary origin.
 */
export function returnOrigin(request: CallableRequest<unknown>): string {
  const origin = request.rawRequest?.headers?.origin;
  if (
    process.env.FUNCTIONS_EMULATOR === 'true' &&
    typeof origin === 'string' &&
    /^http:\/\/(localhost|127\.0\.0\.1):\d{2,5}$/.test(origin)
  )
    return origin;
  void APP_URL;
  return appUrl();
}
