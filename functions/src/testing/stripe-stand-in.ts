// The local Stripe stand-in as tests drive it (scripts/stripe-stand-in, started on 12111 by the
// test wrapper): its control API under /_stand-in/ (the clock, the hosted pages' effects, event
// re-delivery, pausing, faults) and a Stripe SDK client on it for setting up and inspecting
// Stripe's side. Not part of the deployed bundle.
import Stripe from 'stripe';

import { STRIPE_API_VERSION } from '../lib/stripe';
import { API_URL } from './emulators';

export const STAND_IN_URL = 'http://127.0.0.1:12111';
/** The local key the emulated functions use too (functions/.secret.local). */
export const STAND_IN_SECRET_KEY = 'sk_test_local_fixwell';

/** Cards of the stand-in's Checkout page. */
export const CARDS = {
  pays: '4242424242424242',
  declined: '4000000000000002',
  failsRenewals: '4000000000000341',
} as const;

/** The functions' Connect webhook, where the stand-in delivers connected accounts' events. */
export const CONNECT_WEBHOOK_URL = `${API_URL}/stripe/connect-webhook`;

let sdk: Stripe | undefined;

/** The official SDK on the stand-in, as the functions use it. */
export function standInStripe(): Stripe {
  sdk ??= new Stripe(STAND_IN_SECRET_KEY, {
    apiVersion: STRIPE_API_VERSION,
    host: '127.0.0.1',
    port: 12111,
    protocol: 'http',
    maxNetworkRetries: 0,
    telemetry: false,
  });
  return sdk;
}

async function control<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${STAND_IN_URL}/_stand-in/${path}`, {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok)
    throw new Error(`Stand-in ${method} /_stand-in/${path} answered ${response.status}: ${text}`);
  return JSON.parse(text) as T;
}

export interface StandInEvent {
  id: string;
  type: string;
  created: number;
  account?: string;
  data: { object: { id: string } & Record<string, unknown> };
  delivery_attempts: Array<{ status: number | null; manual?: boolean }>;
}

export interface Delivery {
  status: number | null;
  /** The webhook's answer, parsed when it is JSON. */
  body: Record<string, unknown> | string;
}

/** What a page's effect answers once its events are delivered. */
export interface FlowResult {
  events: string[];
  redirect?: string;
}

export const standIn = {
  reset: () => control<{ reset: true }>('POST', 'reset'),
  /** The stand-in's clock, in Unix seconds. */
  now: async () => (await control<{ now: number }>('GET', 'clock')).now,
  /** Moves the clock on and runs what Stripe would by then; answers once events are delivered. */
  advance: (seconds: number) =>
    control<{ now: number; events: string[] }>('POST', 'clock/advance', { seconds }),
  payCheckout: (sessionId: string, card: string = CARDS.pays) =>
    control<FlowResult>('POST', `checkout/${sessionId}/pay`, { card }),
  portalAction: (
    sessionId: string,
    action:
      | { action: 'switch-plan'; price: string }
      | { action: 'cancel' }
      | { action: 'resume' }
      | { action: 'update-card'; card: string },
  ) => control<FlowResult>('POST', `billing-portal/${sessionId}/action`, action),
  /** Finishes (complete) or leaves ("Save and finish later") Connect onboarding, as its page does. */
  submitOnboarding: (onboardingUrl: string, complete: boolean) =>
    control<FlowResult>('POST', `connect/onboarding/${hostedPageId(onboardingUrl)}/submit`, {
      complete,
    }),
  failNextRenewal: (customerId: string, fail = true) =>
    control('POST', `customers/${customerId}/fail-next-renewal`, { fail }),
  /** Events, oldest first. */
  events: async (filter: { type?: string; after?: string } = {}) => {
    const query = new URLSearchParams();
    if (filter.type) query.set('type', filter.type);
    if (filter.after) query.set('after', filter.after);
    const suffix = query.size ? `?${query}` : '';
    return (await control<{ data: StandInEvent[] }>('GET', `events${suffix}`)).data;
  },
  /** Delivers an event once more and answers the webhook's response. */
  deliver: async (
    eventId: string,
    options: { signature?: 'valid' | 'bad' | 'missing'; signedSecondsAgo?: number } = {},
  ): Promise<Delivery> => {
    const result = await control<{ status: number | null; body: string }>(
      'POST',
      `events/${eventId}/deliver`,
      options,
    );
    let body: Delivery['body'] = result.body;
    try {
      body = JSON.parse(result.body) as Record<string, unknown>;
    } catch {
      // not JSON: keep the text
    }
    return { status: result.status, body };
  },
  pauseDeliveries: (paused: boolean) => control('POST', 'deliveries', { paused }),
  flush: (order: 'forward' | 'reverse') =>
    control<{ delivered: string[] }>('POST', 'deliveries/flush', { order }),
  /** The next `times` API calls matching `method` and `path` (a trailing * matches a prefix) fail. */
  fault: (fault: { method: string; path: string; status: number; times: number }) =>
    control('POST', 'faults', fault),
};

/** The id at the end of a hosted page's URL (`…/checkout/cs_test_…`, `…/connect/onboarding/<link>`). */
export function hostedPageId(url: string): string {
  return new URL(url).pathname.split('/').filter(Boolean).pop() ?? '';
}
