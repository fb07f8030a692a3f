// What happens as the stand-in's clock moves: renewals at period end (an invoice for the next period
// with the pending invoice items; paid, or failed → past_due), retries of a failed invoice every 3
// days, cancellation 14 days after the first failure, cancel-at-period-end at period end,
// Checkout Sessions expiring, and connected accounts' daily automatic payouts (./payouts.ts).
// Things due at the same moment happen in time order, each at its own time on the clock.
import {
  addMonth,
  CANCEL_AFTER_FAILURE,
  collectInvoice,
  draftInvoice,
  finalizeInvoice,
  RETRY_INTERVAL,
} from './billing';
import { expireIfDue } from './api/checkout';
import { endSubscription } from './api/subscriptions';
import type { Context } from './context';
import { previousAttributes } from './lookup';
import { payoutDueItems } from './payouts';
import { present } from './present';
import type { Rec } from './state';

interface Due {
  at: number;
  run: () => void;
}

function firstItem(subscription: Rec): Rec {
  return (subscription.items as Rec[])[0] as Rec;
}

function openInvoice(ctx: Context, subscription: Rec): Rec | undefined {
  const latest = subscription.latest_invoice
    ? ctx.state.get(subscription.latest_invoice as string, 'invoice')
    : undefined;
  return latest?.status === 'open' ? latest : undefined;
}

/** Period end of an active subscription: the next period's invoice, paid or failed. */
function renew(ctx: Context, subscription: Rec): void {
  const customer = ctx.state.get(subscription.customer as string, 'customer') as Rec;
  const before = present(ctx, subscription);
  const item = firstItem(subscription);
  const start = item.current_period_end as number;
  const end = addMonth(
    start,
    new Date((subscription.billing_cycle_anchor as number) * 1000).getUTCDate(),
  );
  for (const each of subscription.items as Rec[]) {
    each.current_period_start = start;
    each.current_period_end = end;
  }
  const invoice = draftInvoice(ctx, {
    customer,
    subscription,
    billingReason: 'subscription_cycle',
    periodStart: before.items.data[0].current_period_start as number,
    periodEnd: start,
  });
  subscription.latest_invoice = invoice.id;
  ctx.events.emit('invoice.created', present(ctx, invoice));
  finalizeInvoice(ctx, invoice);
  ctx.events.emit('invoice.finalized', present(ctx, invoice));
  if (collectInvoice(ctx, invoice, customer)) {
    ctx.events.emit('invoice.paid', present(ctx, invoice));
    ctx.events.emit('invoice.payment_succeeded', present(ctx, invoice));
  } else {
    invoice.next_payment_attempt = ctx.state.now() + RETRY_INTERVAL;
    subscription.status = 'past_due';
    subscription._failedAt = ctx.state.now();
    ctx.events.emit('invoice.payment_failed', present(ctx, invoice));
  }
  ctx.state.changed();
  const after = present(ctx, subscription);
  ctx.events.emit('customer.subscription.updated', after, {
    previous: previousAttributes(before, after),
  });
}

/** A retry of a past_due subscription's open invoice. */
function retry(ctx: Context, subscription: Rec, invoice: Rec): void {
  const customer = ctx.state.get(subscription.customer as string, 'customer') as Rec;
  if (collectInvoice(ctx, invoice, customer)) {
    ctx.events.emit('invoice.paid', present(ctx, invoice));
    ctx.events.emit('invoice.payment_succeeded', present(ctx, invoice));
    const before = present(ctx, subscription);
    subscription.status = 'active';
    delete subscription._failedAt;
    ctx.state.changed();
    const after = present(ctx, subscription);
    ctx.events.emit('customer.subscription.updated', after, {
      previous: previousAttributes(before, after),
    });
    return;
  }
  const next = ctx.state.now() + RETRY_INTERVAL;
  const cancelAt = (subscription._failedAt as number) + CANCEL_AFTER_FAILURE;
  invoice.next_payment_attempt = next < cancelAt ? next : null;
  ctx.state.changed();
  ctx.events.emit('invoice.payment_failed', present(ctx, invoice));
}

function dueItems(ctx: Context): Due[] {
  const due: Due[] = [];
  for (const subscription of ctx.state.all('subscription')) {
    const status = subscription.status as string;
    if (status === 'canceled') continue;
    const periodEnd = firstItem(subscription).current_period_end as number;
    if (status === 'active' || status === 'trialing') {
      due.push({
        at: periodEnd,
        run: () =>
          subscription.cancel_at_period_end
            ? endSubscription(ctx, subscription, 'cancellation_requested')
            : renew(ctx, subscription),
      });
    } else if (status === 'past_due') {
      const invoice = openInvoice(ctx, subscription);
      if (invoice?.next_payment_attempt)
        due.push({
          at: invoice.next_payment_attempt as number,
          run: () => retry(ctx, subscription, invoice),
        });
      const cancelAt = ((subscription._failedAt as number) ?? periodEnd) + CANCEL_AFTER_FAILURE;
      due.push({
        at: Math.min(cancelAt, subscription.cancel_at_period_end ? periodEnd : cancelAt),
        run: () => {
          if (invoice) invoice.next_payment_attempt = null;
          endSubscription(ctx, subscription, 'payment_failed');
        },
      });
    }
  }
  for (const session of ctx.state.all('checkout.session', (s) => s.status === 'open'))
    due.push({ at: session.expires_at as number, run: () => expireIfDue(ctx, session) });
  due.push(...payoutDueItems(ctx));
  for (const link of ctx.state.all('account_link', (l) => !l._used && !l._expired))
    due.push({
      at: link.expires_at as number,
      run: () => {
        link._expired = true;
      },
    });
  return due;
}

/**
 * Moves the clock forward by `seconds`, running everything that falls due on the way, each at its
 * own moment. Returns the new time.
 */
export function advanceClock(ctx: Context, seconds: number): number {
  const target = ctx.state.now() + Math.max(0, Math.floor(seconds));
  // A guard against a loop that never ends (each step must move something on).
  for (let step = 0; step < 10_000; step += 1) {
    const next = dueItems(ctx)
      .filter((item) => item.at <= target)
      .sort((a, b) => a.at - b.at)[0];
    if (!next) break;
    if (next.at > ctx.state.now()) ctx.state.setNow(next.at);
    next.run();
  }
  ctx.state.setNow(target);
  ctx.state.changed();
  return target;
}
