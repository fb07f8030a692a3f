// The Billing portal page: the plan, its price, the period end and the card; switch plan, update
// card, cancel at period end, resume, and "Return to Fixwell".
import type { ServerResponse } from 'node:http';

import { defaultCard } from '../billing';
import { portalAction, portalPrices, portalSubscription, type PortalAction } from '../api/portal';
import type { Context } from '../context';
import { StripeError } from '../errors';
import type { Rec } from '../state';
import { html, longDate, money, notFound, redirect, sendHtml } from './layout';

const DONE: Record<string, string> = {
  'switch-plan': 'Your plan has been changed. The new price applies from your next renewal.',
  'update-card': 'Your card has been updated.',
  cancel: 'Your subscription will end at the end of the current period.',
  resume: 'Your subscription will renew as usual.',
};

const STATUS: Record<string, string> = {
  active: 'Active',
  past_due: 'Past due: the last payment failed',
  canceled: 'Cancelled',
  trialing: 'Trial',
  unpaid: 'Unpaid',
};

export function renderPortal(
  ctx: Context,
  res: ServerResponse,
  sessionId: string,
  options: { error?: string; done?: string | null; status?: number } = {},
): void {
  const session = ctx.state.get(sessionId, 'billing_portal.session');
  if (!session) return notFound(res, 'This billing portal link does not exist.');
  const customer = ctx.state.get(session.customer as string, 'customer') as Rec;
  const subscription = portalSubscription(ctx, customer.id as string);
  const card = defaultCard(ctx, customer);
  let current = html`<p>You have no subscription.</p>`;
  let plans = html``;
  if (subscription) {
    const item = (subscription.items as Rec[])[0] as Rec;
    const price = ctx.state.get(item.price as string, 'price') as Rec;
    const product = ctx.state.get(price.product as string, 'product') as Rec;
    const periodEnd = longDate(item.current_period_end as number);
    current = html`<dl>
        <dt>Plan</dt>
        <dd>${product.name}</dd>
        <dt>Price</dt>
        <dd>
          ${money(price.unit_amount as number, price.currency as string)} per
          ${price.recurring?.interval ?? 'month'}
        </dd>
        <dt>Status</dt>
        <dd>${STATUS[subscription.status as string] ?? subscription.status}</dd>
        <dt>${subscription.cancel_at_period_end ? 'Ends on' : 'Renews on'}</dt>
        <dd>${periodEnd}</dd>
      </dl>
      ${
        subscription.cancel_at_period_end
          ? html`<p>Your subscription is cancelled and ends on ${periodEnd}.</p>
              <form method="post" action="/billing-portal/${session.id}">
                <button type="submit" name="action" value="resume">Resume subscription</button>
              </form>`
          : html`<form method="post" action="/billing-portal/${session.id}">
              <p class="hint">
                Cancelling keeps your plan until ${periodEnd}; it does not renew after that.
              </p>
              <button type="submit" name="action" value="cancel" class="secondary">
                Cancel subscription
              </button>
            </form>`
      }`;
    const offered = portalPrices(ctx).filter(({ price: candidate }) => candidate.id !== price.id);
    if (offered.length > 0)
      plans = html`<section class="card" aria-labelledby="plans-heading">
        <h2 id="plans-heading">Switch plan</h2>
        <form method="post" action="/billing-portal/${session.id}">
          <label for="price">New plan</label>
          <select id="price" name="price">
            ${offered.map(
              ({ price: option, product: optionProduct }) =>
                html`<option value="${option.id}">
                  ${optionProduct.name}:
                  ${money(option.unit_amount as number, option.currency as string)} per
                  ${option.recurring?.interval ?? 'month'}
                </option>`,
            )}
          </select>
          <button type="submit" name="action" value="switch-plan">Switch plan</button>
        </form>
      </section>`;
  }
  sendHtml(
    res,
    options.status ?? 200,
    'Billing',
    html`<h1>Manage your Fixwell billing</h1>
      ${options.error ? html`<p class="alert" role="alert">${options.error}</p>` : ''}
      ${options.done && DONE[options.done] ? html`<p class="note" role="status">${DONE[options.done]}</p>` : ''}
      <section class="card" aria-labelledby="current-heading">
        <h2 id="current-heading">Current plan</h2>
        ${current}
      </section>
      ${plans}
      <section class="card" aria-labelledby="card-heading">
        <h2 id="card-heading">Payment method</h2>
        <p>
          ${card ? `${String(card.card.brand).replace(/^./, (c: string) => c.toUpperCase())} ending in ${card.card.last4}` : 'No card on file.'}
        </p>
        <form method="post" action="/billing-portal/${session.id}">
          <label for="card">New card number</label>
          <input
            id="card"
            name="card"
            inputmode="numeric"
            autocomplete="cc-number"
            aria-describedby="card-hint"
          />
          <p class="hint" id="card-hint">
            Test cards: 4242 4242 4242 4242 works; 4000 0000 0000 0341 is accepted but its later
            charges fail.
          </p>
          <button type="submit" name="action" value="update-card">Update card</button>
        </form>
      </section>
      <form method="post" action="/billing-portal/${session.id}">
        <button type="submit" name="action" value="return" class="secondary">
          Return to Fixwell
        </button>
      </form>`,
  );
}

export function postPortal(
  ctx: Context,
  res: ServerResponse,
  sessionId: string,
  form: URLSearchParams,
): void {
  const session = ctx.state.get(sessionId, 'billing_portal.session');
  if (!session) return notFound(res, 'This billing portal link does not exist.');
  const action = form.get('action') ?? '';
  if (action === 'return')
    return redirect(res, (session.return_url as string | null) ?? `/billing-portal/${sessionId}`);
  let request: PortalAction;
  if (action === 'switch-plan') request = { action, price: form.get('price') ?? '' };
  else if (action === 'update-card') request = { action, card: form.get('card') ?? '' };
  else if (action === 'cancel' || action === 'resume') request = { action };
  else return renderPortal(ctx, res, sessionId, { error: 'Unknown action.', status: 400 });
  try {
    portalAction(ctx, sessionId, request);
    redirect(res, `/billing-portal/${sessionId}?done=${action}`);
  } catch (error) {
    if (!(error instanceof StripeError)) throw error;
    renderPortal(ctx, res, sessionId, { error: error.message, status: error.status });
  }
}
