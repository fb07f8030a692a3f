// The local Stripe stand-in: test and demo infrastructure, never deployed. One node:http server
// answers the Stripe API calls the functions make (/v1/…), serves hosted pages in place of
// Stripe's (Checkout, the Billing portal, Connect onboarding, the Express dashboard) and a test-only
// control API (/_stand-in/…), and sends signed webhook events. See README "Stripe on your machine".
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

import { catalogueRoutes } from './api/catalogue';
import { checkoutRoutes } from './api/checkout';
import { connectRoutes } from './api/connect';
import { customerRoutes } from './api/customers';
import { eventRoutes } from './api/events';
import { invoiceRoutes } from './api/invoices';
import { paymentRoutes } from './api/payments';
import { portalRoutes } from './api/portal';
import { subscriptionRoutes } from './api/subscriptions';
import type { ApiRoute, Context } from './context';
import { handleControl, takeFault, type ControlState } from './control';
import { faultError, StripeError } from './errors';
import { API_VERSION, EventBus } from './events';
import { decodeForm } from './form-encoding';
import { handlePage } from './pages';
import { State } from './state';

export interface StripeStandInOptions {
  /** 0 picks a free port (tests). */
  port: number;
  host?: string;
  /** Keeps the objects across restarts (the demo); tests run without. */
  stateFile?: string;
  /** Where events go: `platform` for the account's own, `connect` for those with `account`. */
  webhooks?: { platform?: string; connect?: string };
  /** The endpoints' signing secrets (whsec_…). */
  secrets?: { platform?: string; connect?: string };
  /** Waits before each retry of a failed delivery; Stripe-like 1, 2, 4 s by default. */
  retryDelaysMs?: number[];
  /** A one-line message once listening (default: none). */
  log?: (message: string) => void;
}

export interface StripeStandIn {
  url: string;
  port: number;
  close(): Promise<void>;
}

const ROUTES: ApiRoute[] = [
  ...customerRoutes,
  ...catalogueRoutes,
  ...checkoutRoutes,
  ...portalRoutes,
  ...subscriptionRoutes,
  ...invoiceRoutes,
  ...connectRoutes,
  ...paymentRoutes,
  ...eventRoutes,
];

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', ...headers });
  res.end(JSON.stringify(body, null, 2));
}

function apiKeyOf(req: IncomingMessage): string | undefined {
  const header = req.headers.authorization ?? '';
  if (header.startsWith('Bearer ')) return header.slice(7).trim();
  if (header.startsWith('Basic '))
    return Buffer.from(header.slice(6), 'base64').toString('utf8').split(':')[0];
  return undefined;
}

async function handleApi(
  ctx: Context,
  control: ControlState,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
): Promise<void> {
  const requestId = `req_${randomBytes(7).toString('hex')}`;
  const method = req.method ?? 'GET';
  const headers: Record<string, string> = {
    'Request-Id': requestId,
    'Stripe-Version': String(req.headers['stripe-version'] ?? API_VERSION),
  };
  const key = apiKeyOf(req);
  if (!key)
    return sendJson(
      res,
      401,
      new StripeError(
        401,
        'invalid_request_error',
        'You did not provide an API key. Provide it in the Authorization header (Bearer sk_test_…).',
      ).body(),
      headers,
    );
  if (!/^(sk|rk)_test_/.test(key))
    return sendJson(
      res,
      401,
      new StripeError(
        401,
        'invalid_request_error',
        'Invalid API Key provided: the local Stripe stand-in accepts test keys (sk_test_…) only.',
        { code: 'api_key_expired' },
      ).body(),
      headers,
    );
  const raw = await readBody(req);
  const params =
    method === 'POST'
      ? { ...decodeForm(url.search.slice(1)), ...decodeForm(raw) }
      : decodeForm(url.search.slice(1));
  const path = url.pathname;

  const fault = takeFault(control, method, path);
  if (fault) {
    const error = faultError(fault.status);
    return sendJson(res, error.status, error.body(requestId), headers);
  }

  const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
  const idempotencyScope =
    idempotencyKey && method === 'POST' ? `${key}:${idempotencyKey}` : undefined;
  const fingerprint = `${method} ${path} ${raw}`;
  if (idempotencyScope) {
    headers['Idempotency-Key'] = idempotencyKey as string;
    const previous = ctx.state.idempotency.get(idempotencyScope);
    if (previous) {
      if (previous.fingerprint !== fingerprint)
        return sendJson(
          res,
          400,
          new StripeError(
            400,
            'idempotency_error',
            `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
          ).body(requestId),
          headers,
        );
      return sendJson(res, previous.status, previous.body, {
        ...headers,
        'Idempotent-Replayed': 'true',
      });
    }
  }

  let status = 200;
  let body: unknown;
  const route = ROUTES.find(
    (candidate) => candidate.method === method && candidate.pattern.test(path),
  );
  if (!route) {
    status = 404;
    body = new StripeError(
      404,
      'invalid_request_error',
      `Unrecognized request URL (${method}: ${path}). The local Stripe stand-in implements only the endpoints Fixwell calls.`,
    ).body(requestId);
  } else {
    try {
      body = await route.handler(ctx, {
        method,
        path,
        params,
        match: (route.pattern.exec(path) as RegExpExecArray).slice(1),
        account: req.headers['stripe-account'] as string | undefined,
        idempotencyKey,
        requestId,
      });
    } catch (error) {
      if (!(error instanceof StripeError)) throw error;
      status = error.status;
      body = error.body(requestId);
    }
  }
  if (idempotencyScope && status < 500 && status !== 429) {
    ctx.state.idempotency.set(idempotencyScope, { fingerprint, status, body });
    ctx.state.changed();
  }
  sendJson(res, status, body, headers);
}

export async function startStripeStandIn(options: StripeStandInOptions): Promise<StripeStandIn> {
  const state = new State(options.stateFile);
  const endpoints = {
    ...(options.webhooks?.platform
      ? { platform: { url: options.webhooks.platform, secret: options.secrets?.platform ?? '' } }
      : {}),
    ...(options.webhooks?.connect
      ? { connect: { url: options.webhooks.connect, secret: options.secrets?.connect ?? '' } }
      : {}),
  };
  const events = new EventBus(state, endpoints, options.retryDelaysMs);
  const ctx: Context = { state, events, baseUrl: '' };
  const control: ControlState = { faults: [] };

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in.local');
    const run = async () => {
      if (url.pathname.startsWith('/v1/')) return handleApi(ctx, control, req, res, url);
      if (url.pathname.startsWith('/_stand-in/')) {
        const result = await handleControl(
          ctx,
          control,
          req.method ?? 'GET',
          url.pathname,
          url.searchParams,
          await readBody(req),
        );
        return sendJson(res, result.status, result.body);
      }
      return handlePage(ctx, req, res, url, await readBody(req));
    };
    run().catch((error: unknown) => {
      const message = error instanceof Error ? error.message : String(error);
      if (!res.headersSent)
        sendJson(res, 500, new StripeError(500, 'api_error', `Stand-in error: ${message}`).body());
      else res.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  const url = `http://${options.host ?? '127.0.0.1'}:${port}`;
  ctx.baseUrl = url;
  options.log?.(`Local Stripe stand-in on ${url}`);
  return {
    url,
    port,
    close: async () => {
      events.close();
      state.save();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
