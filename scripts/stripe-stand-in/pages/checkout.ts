// The Checkout page: order summary, a card form (test cards named on the page), Pay and Cancel.
import type { ServerResponse } from 'node:http';

import { expireIfDue, payCheckoutSession } from '../api/checkout';
import type { Context } from '../context';
import { StripeError } from '../errors';
import { lineInfo } from '../present';
import type { Rec } from '../state';
import { html, type Html, longDate, money, notFound, redirect, sendHtml } from './layout';

function summary(ctx: Context, session: Rec) {
  const lines = (session._line_items as Rec[]).map((line) => {
    const info = lineInfo(ctx, line);
    const interval = info.interval ? ` per ${info.interval}` : '';
    return html`<tr>
      <td>${info.name}${line.quantity > 1 ? ` × ${line.quantity}` : ''}</td>
      <td>${money(info.unitAmount * (line.quantity as number), info.currency)}${interval}</td>
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
  const payment = session.mode === 'payment';
  // A destination charge is paid to the connected account's business, shown by its name.
  const destination = payment
    ? ctx.state.get((session._payment_intent_data as Rec).destination as string, 'account')
    : undefined;
  const payee = (destination?.business_profile?.name as string | null | undefined) ?? 'Fixwell';
  const email =
    (customer?.email as string | undefined) ?? (session.customer_email as string | null);
  const expires = longDate(session.expires_at as number);
  const total = money(session.amount_total as number, session.currency as string);
  let hint: Html | string = '';
  if (payment)
    hint = html`<p class="hint">
      Paid to ${payee}${email ? `; receipt to ${email}` : ''}. This session expires ${expires}.
    </p>`;
  else if (customer?.email)
    hint = html`<p class="hint">
      Billed to ${customer.email}. Renews monthly until cancelled; this session expires ${expires}.
    </p>`;
  sendHtml(
    res,
    options.status ?? 200,
    'Checkout',
    html`<h1>${payment ? `Pay ${payee}` : 'Subscribe to Fixwell'}</h1>
      ${payment ? html`<p class="amount">${total}</p>` : ''}
      <section class="card" aria-labelledby="summary-heading">
        <h2 id="summary-heading">Your order</h2>
        ${summary(ctx, session)} ${hint}
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
