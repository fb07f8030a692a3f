// For the stand-in's own tests: the stand-in on a free port, a webhook receiver that verifies each
// delivery with the SDK's constructEvent, a real SDK client and the control API.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach } from 'vitest';

import { startStripeStandIn, type StripeStandIn } from './server';

export const SECRETS = { platform: 'whsec_test_platform', connect: 'whsec_test_connect' };

export interface Delivery {
  endpoint: 'platform' | 'connect';
  signature: string | undefined;
  raw: string;
  /** The verified event, or undefined when the signature did not verify. */
  event: Stripe.Event | undefined;
  error?: string;
}

export interface Harness {
  standIn: StripeStandIn;
  stripe: Stripe;
  deliveries: Delivery[];
  /** The receiver's answer for the next deliveries (default 200). */
  respondWith: (status: (delivery: Delivery) => number) => void;
  control: <T = Record<string, unknown>>(
    method: string,
    path: string,
    body?: unknown,
  ) => Promise<{ status: number; body: T }>;
  /** Verified events received so far, by type, in arrival order. */
  received: (endpoint?: 'platform' | 'connect') => Stripe.Event[];
  waitFor: (check: () => boolean, timeoutMs?: number) => Promise<void>;
  close: () => Promise<void>;
}

const verifier = new Stripe('sk_test_local_verifier');

export async function startHarness(
  options: { retryDelaysMs?: number[]; stateFile?: string } = {},
): Promise<Harness> {
  const deliveries: Delivery[] = [];
  let respond: (delivery: Delivery) => number = () => 200;
  const receiver: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const endpoint = req.url === '/connect' ? 'connect' : 'platform';
      const signature = req.headers['stripe-signature'] as string | undefined;
      const delivery: Delivery = { endpoint, signature, raw, event: undefined };
      try {
        delivery.event = verifier.webhooks.constructEvent(raw, signature ?? '', SECRETS[endpoint]);
      } catch (error) {
        delivery.error = error instanceof Error ? error.message : String(error);
      }
      deliveries.push(delivery);
      const status = delivery.event ? respond(delivery) : 400;
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ received: Boolean(delivery.event) }));
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  const standIn = await startStripeStandIn({
    port: 0,
    webhooks: { platform: `${receiverUrl}/platform`, connect: `${receiverUrl}/connect` },
    secrets: SECRETS,
    retryDelaysMs: options.retryDelaysMs ?? [50, 100, 200],
    ...(options.stateFile ? { stateFile: options.stateFile } : {}),
  });
  const stripe = new Stripe('sk_test_local_x', {
    host: '127.0.0.1',
    port: standIn.port,
    protocol: 'http',
    apiVersion: '2026-10-28.endive',
    maxNetworkRetries: 0,
    telemetry: false,
  });
  const waitFor = async (check: () => boolean, timeoutMs = 5000) => {
    const deadline = Date.now() + timeoutMs;
    while (!check()) {
      if (Date.now() > deadline) throw new Error('Timed out waiting');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };
  return {
    standIn,
    stripe,
    deliveries,
    respondWith: (status) => {
      respond = status;
    },
    control: async (method, path, body) => {
      const response = await fetch(`${standIn.url}${path}`, {
        method,
        headers: { 'Content-Type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return { status: response.status, body: await response.json() };
    },
    received: (endpoint) =>
      deliveries
        .filter((delivery) => delivery.event && (!endpoint || delivery.endpoint === endpoint))
        .map((delivery) => delivery.event as Stripe.Event),
    waitFor,
    close: async () => {
      await standIn.close();
      receiver.closeAllConnections();
      await new Promise<void>((resolve) => receiver.close(() => resolve()));
    },
  };
}

/**
 * One harness for a test file: started before its tests and closed after them; before each test
 * the stand-in is reset, the deliveries forgotten and the receiver answers 200 again.
 */
export function useHarness(): Harness {
  const h = {} as Harness;
  beforeAll(async () => {
    Object.assign(h, await startHarness());
  });
  afterAll(async () => {
    await h.close();
  });
  beforeEach(async () => {
    await h.control('POST', '/_stand-in/reset');
    h.deliveries.length = 0;
    h.respondWith(() => 200);
  });
  return h;
}

/** A plan as the functions make one: a product with metadata.planId and a monthly price. */
export async function createPlan(stripe: Stripe, planId: string, name: string, pence: number) {
  const product = await stripe.products.create({ name, metadata: { planId } });
  const price = await stripe.prices.create({
    product: product.id,
    currency: 'gbp',
    unit_amount: pence,
    recurring: { interval: 'month' },
    metadata: { planId },
  });
  return { product, price };
}

/** A customer with an open subscription Checkout Session for `priceId`. */
export async function openCheckout(stripe: Stripe, priceId: string, companyUid = 'company-1') {
  const customer = await stripe.customers.create({
    email: `${companyUid}@fixwell.test`,
    metadata: { companyUid },
  });
  const session = await stripe.checkout.sessions.create({
    mode: 'subscription',
    customer: customer.id,
    client_reference_id: companyUid,
    line_items: [{ price: priceId, quantity: 1 }],
    success_url:
      'http://localhost:5173/company/billing?checkout=success&session_id={CHECKOUT_SESSION_ID}',
    cancel_url: 'http://localhost:5173/company/billing?checkout=cancelled',
    metadata: { companyUid },
    subscription_data: { metadata: { companyUid, planId: 'professional' } },
  });
  return { customer, session };
}
