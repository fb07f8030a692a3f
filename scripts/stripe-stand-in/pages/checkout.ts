// The Checkout page: order summary, a card form (test cards named on the page), Pay and Cancel.
import type { ServerResponse } from 'node:http';

import { expireIfDue, payCheckoutSession } from '../api/checkout';
import type { Context } from '../context';
import { StripeError } from '../errors';
import type { Rec } from '../state';
import { html, longDate, money, notFound, redirect, sendHtml } from './layout';

function summary(ctx: Context, session: Rec) {
  const lines = (session._line_items as Rec[]).map((line) => {
    const price = ctx.state.get(line.price as string, 'price') as Rec;
    const product = ctx.state.get(price.product as string, 'product');
    const interval = price.recurring ? ` per ${price.recurring.interval}` : '';
    return html`<tr>
      <td>${product?.name ?? 'Item'}${line.quantity > 1 ? ` × ${line.quantity}` : ''}</td>
      <td>
        ${money((price.unit_amount as number) * (line.quantity as number), price.currency as string)}${interval}
      </td>
    </tr>`;
  });
  return html`<table>
    <caption class="hint" style="text-align:left">
      Order summary
    </caption>
    <tbody>
      ${lines}
    </tbody>
    <tfoot>
      <tr>
        <th scope="row">Total due today</th>
        <td>
          <strong>${money(session.amount_total as number, session.currency as string)}</strong>
        </td>
      </tr>
    </tfoot>
  </table>`;
}

export function renderCheckout(
  ctx: Context,
  res: ServerResponse,
  sessionId: string,
  options: { error?: string; card?: string; status?: number } = {},
): void {
  const session = ctx.state.get(sessionId, 'checkout.session');
  if (!session) return notFound(res, 'This Checkout link does not exist.');
  expireIfDue(ctx, session);
  if (session.status !== 'open')
    return sendHtml(
      res,
      410,
      'Checkout closed',
      html`<div class="card">
        <h1>This Checkout page is no longer available</h1>
        <p>
          ${session.status === 'complete' ? 'This order has already been paid.' : 'This Checkout Session has expired.'}
        </p>
        ${session.cancel_url ? html`<p><a href="${session.cancel_url}">Return to Fixwell</a></p>` : ''}
      </div>`,
    );
  const customer = session.customer
    ? ctx.state.get(session.customer as string, 'customer')
    : undefined;
  sendHtml(
    res,
    options.status ?? 200,
    'Checkout',
    html`<h1>Subscribe to Fixwell</h1>
      <section class="card" aria-labelledby="summary-heading">
        <h2 id="summary-heading">Your order</h2>
        ${summary(ctx, session)}
        ${customer?.email ? html`<p class="hint">Billed to ${customer.email}. Renews monthly until cancelled; this session expires ${longDate(session.expires_at as number)}.</p>` : ''}
      </section>
      <section class="card" aria-labelledby="pay-heading">
        <h2 id="pay-heading">Pay with card</h2>
        ${options.error ? html`<p class="alert" role="alert" id="card-error">${options.error}</p>` : ''}
        <form method="post" action="/checkout/${session.id}" novalidate>
          <label for="card">Card number</label>
          <input
            id="card"
            name="card"
            inputmode="numeric"
            autocomplete="cc-number"
            placeholder="1234 1234 1234 1234"
            value="${options.card ?? ''}"
            ${options.error ? html` aria-invalid="true" aria-describedby="card-error card-hint"` : html` aria-describedby="card-hint"`}
          />
          <p class="hint" id="card-hint">
            Test cards: 4242 4242 4242 4242 pays; 4000 0000 0000 0002 is declined; 4000 0000 0000
            0341 attaches but its later charges fail.
          </p>
          <div class="row">
            <div>
              <label for="expiry">Expiry date</label
              ><input
                id="expiry"
                name="expiry"
                autocomplete="cc-exp"
                placeholder="MM / YY"
                value="12 / 34"
              />
            </div>
            <div>
              <label for="cvc">Security code</label
              ><input
                id="cvc"
                name="cvc"
                inputmode="numeric"
                autocomplete="cc-csc"
                placeholder="CVC"
                value="123"
              />
            </div>
          </div>
          <label for="cardholder">Name on card</label>
          <input id="cardholder" name="cardholder" autocomplete="cc-name" />
          <button type="submit" name="action" value="pay">Pay</button>
        </form>
        <form method="post" action="/checkout/${session.id}/cancel">
          <button type="submit" class="secondary">Cancel</button>
        </form>
      </section>`,
  );
}

export function postCheckout(
  ctx: Context,
  res: ServerResponse,
  sessionId: string,
  form: URLSearchParams,
): void {
  const card = form.get('card') ?? '';
  try {
    const result = payCheckoutSession(ctx, sessionId, card);
    redirect(res, result.redirect);
  } catch (error) {
    if (!(error instanceof StripeError)) throw error;
    if (error.status === 404) return notFound(res, 'This Checkout link does not exist.');
    renderCheckout(ctx, res, sessionId, {
      error: error.message,
      card,
      status: error.status === 402 ? 402 : 400,
    });
  }
}

export function cancelCheckout(ctx: Context, res: ServerResponse, sessionId: string): void {
  const session = ctx.state.get(sessionId, 'checkout.session');
  if (!session) return notFound(res, 'This Checkout link does not exist.');
  if (session.cancel_url) return redirect(res, session.cancel_url as string);
  renderCheckout(ctx, res, sessionId);
}
