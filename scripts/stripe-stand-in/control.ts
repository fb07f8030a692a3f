// The test-only control API under /_stand-in/ (JSON in, JSON out): reset, the clock, the hosted
// pages' effects without a browser, event re-delivery, pausing and flushing deliveries, faults.
// Each call that causes events answers once their deliveries are over.
import { payCheckoutSession, type FlowResult } from './api/checkout';
import { submitOnboarding } from './api/connect';
import { portalAction, type PortalAction } from './api/portal';
import { advanceClock } from './billing-cycle';
import type { Context } from './context';
import { StripeError } from './errors';
import type { SignatureMode } from './events';
import { mustGet } from './lookup';
import { publicCopy, type Rec } from './state';

export interface Fault {
  method: string;
  path: string;
  status: number;
  times: number;
}

export interface ControlState {
  faults: Fault[];
}

type ControlHandler = (
  ctx: Context,
  control: ControlState,
  body: Rec,
  match: string[],
  query: URLSearchParams,
) => Promise<{ status?: number; body: unknown }>;

const bad = (message: string) => new StripeError(400, 'invalid_request_error', message);

/** The onboarding link's effect: used once, before it expires; otherwise the refresh URL. */
export function useOnboardingLink(ctx: Context, linkId: string, complete: boolean): FlowResult {
  const link = mustGet(ctx, linkId, 'account_link');
  if (link._used || (link.expires_at as number) <= ctx.state.now())
    return { events: [], redirect: link._refresh_url as string };
  link._used = true;
  const account = mustGet(ctx, link._account as string, 'account', 'account');
  const event = submitOnboarding(ctx, account, complete);
  return { events: event ? [event.id as string] : [], redirect: link._return_url as string };
}

async function answerFlow(ctx: Context, result: FlowResult) {
  await ctx.events.settled(result.events);
  return { body: result };
}

const routes: [string, RegExp, ControlHandler][] = [
  [
    'POST',
    /^\/_stand-in\/reset$/,
    async (ctx, control) => {
      ctx.events.clear();
      ctx.state.reset();
      control.faults.length = 0;
      ctx.events.setPaused(false);
      return { body: { reset: true } };
    },
  ],
  ['GET', /^\/_stand-in\/clock$/, async (ctx) => ({ body: { now: ctx.state.now() } })],
  [
    'POST',
    /^\/_stand-in\/clock\/advance$/,
    async (ctx, _control, body) => {
      const seconds = Number(body.seconds);
      if (!Number.isFinite(seconds) || seconds < 0) throw bad('seconds must be a number ≥ 0.');
      const before = new Set(ctx.state.all('event').map((event) => event.id as string));
      const now = advanceClock(ctx, seconds);
      const events = ctx.state
        .all('event', (event) => !before.has(event.id as string))
        .reverse()
        .map((event) => event.id as string);
      await ctx.events.settled(events);
      return { body: { now, events } };
    },
  ],
  [
    'POST',
    /^\/_stand-in\/checkout\/([^/]+)\/pay$/,
    async (ctx, _control, body, match) =>
      answerFlow(ctx, payCheckoutSession(ctx, match[0] as string, String(body.card ?? ''))),
  ],
  [
    'POST',
    /^\/_stand-in\/billing-portal\/([^/]+)\/action$/,
    async (ctx, _control, body, match) => {
      if (!['switch-plan', 'cancel', 'resume', 'update-card'].includes(body.action as string))
        throw bad("action must be 'switch-plan', 'cancel', 'resume' or 'update-card'.");
      return answerFlow(ctx, portalAction(ctx, match[0] as string, body as PortalAction));
    },
  ],
  [
    'POST',
    /^\/_stand-in\/connect\/onboarding\/([^/]+)\/submit$/,
    async (ctx, _control, body, match) =>
      answerFlow(ctx, useOnboardingLink(ctx, match[0] as string, body.complete !== false)),
  ],
  [
    'POST',
    /^\/_stand-in\/customers\/([^/]+)\/fail-next-renewal$/,
    async (ctx, _control, body, match) => {
      const customer = mustGet(ctx, match[0] as string, 'customer');
      if (body.fail === false) delete customer._failRenewals;
      else customer._failRenewals = true;
      ctx.state.changed();
      return { body: { customer: customer.id, failNextRenewal: body.fail !== false } };
    },
  ],
  [
    'GET',
    /^\/_stand-in\/events$/,
    async (ctx, _control, _body, _match, query) => {
      const type = query.get('type');
      const after = query.get('after');
      let events = ctx.state.all('event').reverse();
      if (after) {
        const index = events.findIndex((event) => event.id === after);
        events = events.slice(index + 1);
      }
      if (type) events = events.filter((event) => event.type === type);
      return {
        body: {
          data: events.map((event) => ({
            ...publicCopy(event),
            delivery_attempts: event._attempts,
          })),
        },
      };
    },
  ],
  [
    'POST',
    /^\/_stand-in\/events\/([^/]+)\/deliver$/,
    async (ctx, _control, body, match) => {
      const event = mustGet(ctx, match[0] as string, 'event');
      const signature = (body.signature ?? 'valid') as SignatureMode;
      if (!['valid', 'bad', 'missing'].includes(signature))
        throw bad("signature must be 'valid', 'bad' or 'missing'.");
      const result = await ctx.events.deliverOnce(
        event,
        signature,
        Number(body.signedSecondsAgo ?? 0),
      );
      return { body: result };
    },
  ],
  [
    'POST',
    /^\/_stand-in\/deliveries$/,
    async (ctx, _control, body) => {
      ctx.events.setPaused(body.paused === true);
      return { body: { paused: ctx.events.paused } };
    },
  ],
  [
    'POST',
    /^\/_stand-in\/deliveries\/flush$/,
    async (ctx, _control, body) => {
      const delivered = await ctx.events.flush(body.order === 'reverse' ? 'reverse' : 'forward');
      return { body: { delivered } };
    },
  ],
  [
    'POST',
    /^\/_stand-in\/faults$/,
    async (_ctx, control, body) => {
      const status = Number(body.status ?? 500);
      const times = Number(body.times ?? 1);
      if (typeof body.path !== 'string' || !body.path.startsWith('/v1/'))
        throw bad(
          "path must be an API path such as '/v1/accounts/acct_x' (a trailing * matches a prefix).",
        );
      control.faults.push({
        method: String(body.method ?? '*').toUpperCase(),
        path: body.path,
        status,
        times,
      });
      return { body: { faults: control.faults } };
    },
  ],
  [
    'POST',
    /^\/_stand-in\/accounts\/([^/]+)\/activity$/,
    async (ctx, _control, body, match) => {
      // Not in Stripe: gives a connected account transfers and payouts to list (admin pages).
      const account = mustGet(ctx, match[0] as string, 'account', 'account');
      const made: string[] = [];
      for (const entry of (body.transfers ?? []) as Rec[])
        made.push(
          ctx.state.create('transfer', {
            amount: Number(entry.amount),
            amount_reversed: 0,
            currency: entry.currency ?? 'gbp',
            description: entry.description ?? null,
            destination: account.id,
            reversed: false,
            source_transaction: null,
            transfer_group: null,
          }).id as string,
        );
      for (const entry of (body.payouts ?? []) as Rec[])
        made.push(
          ctx.state.create('payout', {
            amount: Number(entry.amount),
            arrival_date: ctx.state.now() + 2 * 86_400,
            currency: entry.currency ?? 'gbp',
            description: 'STRIPE PAYOUT',
            method: 'standard',
            status: entry.status ?? 'paid',
            type: 'bank_account',
            _account: account.id,
          }).id as string,
        );
      return { body: { created: made } };
    },
  ],
];

/** Matches the fault list against an API call; a match uses up one of its times. */
export function takeFault(control: ControlState, method: string, path: string): Fault | undefined {
  const fault = control.faults.find(
    (candidate) =>
      candidate.times > 0 &&
      (candidate.method === '*' || candidate.method === method) &&
      (candidate.path.endsWith('*')
        ? path.startsWith(candidate.path.slice(0, -1))
        : candidate.path === path),
  );
  if (!fault) return undefined;
  fault.times -= 1;
  if (fault.times <= 0) control.faults.splice(control.faults.indexOf(fault), 1);
  return fault;
}

export async function handleControl(
  ctx: Context,
  control: ControlState,
  method: string,
  path: string,
  query: URLSearchParams,
  rawBody: string,
): Promise<{ status: number; body: unknown }> {
  for (const [routeMethod, pattern, handler] of routes) {
    const found = pattern.exec(path);
    if (!found || routeMethod !== method) continue;
    let body: Rec = {};
    try {
      body = rawBody ? (JSON.parse(rawBody) as Rec) : {};
    } catch {
      return { status: 400, body: bad('The body must be JSON.').body() };
    }
    try {
      const result = await handler(ctx, control, body, found.slice(1), query);
      return { status: result.status ?? 200, body: result.body };
    } catch (error) {
      if (error instanceof StripeError) return { status: error.status, body: error.body() };
      throw error;
    }
  }
  return { status: 404, body: { error: { message: `No control endpoint ${method} ${path}.` } } };
}
