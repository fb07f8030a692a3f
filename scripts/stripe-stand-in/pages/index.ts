// Routes of the hosted pages (everything that is neither /v1/ nor /_stand-in/).
import type { IncomingMessage, ServerResponse } from 'node:http';

import type { Context } from '../context';
import { cancelCheckout, postCheckout, renderCheckout } from './checkout';
import { postOnboarding, renderExpress, renderOnboarding } from './connect';
import { html, longDate, money, notFound, sendHtml } from './layout';
import { postPortal, renderPortal } from './portal';

export async function handlePage(
  ctx: Context,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  body: string,
): Promise<void> {
  const method = req.method ?? 'GET';
  const form = new URLSearchParams(body);
  const path = url.pathname;
  let match: RegExpExecArray | null;
  if ((match = /^\/checkout\/([^/]+)$/.exec(path))) {
    if (method === 'POST') return postCheckout(ctx, res, match[1] as string, form);
    return renderCheckout(ctx, res, match[1] as string);
  }
  if ((match = /^\/checkout\/([^/]+)\/cancel$/.exec(path)) && method === 'POST')
    return cancelCheckout(ctx, res, match[1] as string);
  if ((match = /^\/billing-portal\/([^/]+)$/.exec(path))) {
    if (method === 'POST') return postPortal(ctx, res, match[1] as string, form);
    return renderPortal(ctx, res, match[1] as string, { done: url.searchParams.get('done') });
  }
  if ((match = /^\/connect\/onboarding\/([^/]+)$/.exec(path))) {
    if (method === 'POST') return postOnboarding(ctx, res, match[1] as string, form);
    return renderOnboarding(ctx, res, match[1] as string);
  }
  if ((match = /^\/express\/([^/]+)$/.exec(path)))
    return renderExpress(ctx, res, match[1] as string);
  if ((match = /^\/invoices\/([^/]+)$/.exec(path))) {
    const invoice = ctx.state.get(match[1] as string, 'invoice');
    if (!invoice) return notFound(res, 'This invoice does not exist.');
    return sendHtml(
      res,
      200,
      'Invoice',
      html`<h1>Invoice ${invoice.number ?? invoice.id}</h1>
        <section class="card">
          <dl>
            <dt>Amount</dt>
            <dd>${money(invoice.total as number, invoice.currency as string)}</dd>
            <dt>Status</dt>
            <dd>${invoice.status}</dd>
            <dt>Date</dt>
            <dd>${longDate(invoice.created as number)}</dd>
          </dl>
        </section>`,
    );
  }
  if (path === '/' && method === 'GET')
    return sendHtml(
      res,
      200,
      'Local Stripe stand-in',
      html`<h1>Local Stripe stand-in</h1>
        <div class="card">
          <p>
            Fixwell's test and demo stand-in for Stripe: the API the functions call (/v1/…), hosted
            Checkout, Billing portal and Connect onboarding pages, and signed webhook events. It is
            never deployed; with a real Stripe test key the functions talk to Stripe instead.
          </p>
        </div>`,
    );
  return notFound(res, 'There is no page here.');
}
