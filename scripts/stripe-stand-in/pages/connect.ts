// Connect onboarding (an account link's page: business details, "Submit" or "Save and finish
// later"; a used or expired link goes to refresh_url) and a plain Express dashboard page.
import type { ServerResponse } from 'node:http';

import type { Context } from '../context';
import { useOnboardingLink } from '../control';
import type { Rec } from '../state';
import { html, longDate, money, notFound, redirect, sendHtml } from './layout';

function usable(ctx: Context, link: Rec): boolean {
  return !link._used && (link.expires_at as number) > ctx.state.now();
}

export function renderOnboarding(ctx: Context, res: ServerResponse, linkId: string): void {
  const link = ctx.state.get(linkId, 'account_link');
  if (!link) return notFound(res, 'This onboarding link does not exist.');
  if (!usable(ctx, link)) return redirect(res, link._refresh_url as string);
  const account = ctx.state.get(link._account as string, 'account') as Rec;
  const profile = account.business_profile as Rec;
  sendHtml(
    res,
    200,
    'Set up payouts',
    html`<h1>Set up payouts for ${profile.name ?? 'your business'}</h1>
      <p>
        Fixwell partners with Stripe for secure payouts. Tell us about your business; in test mode
        the fields are filled in for you.
      </p>
      <form method="post" action="/connect/onboarding/${linkId}" class="card">
        <h2>Business details</h2>
        <label for="business-name">Business name</label>
        <input
          id="business-name"
          name="businessName"
          autocomplete="organization"
          value="${profile.name ?? ''}"
        />
        <label for="website">Business website</label>
        <input
          id="website"
          name="url"
          type="url"
          autocomplete="url"
          value="${profile.url ?? 'https://fixwell.example.co.uk'}"
        />
        <div class="row">
          <div>
            <label for="first-name">First name</label
            ><input id="first-name" name="firstName" autocomplete="given-name" value="Jenny" />
          </div>
          <div>
            <label for="last-name">Last name</label
            ><input id="last-name" name="lastName" autocomplete="family-name" value="Rosen" />
          </div>
        </div>
        <label for="dob">Date of birth</label>
        <input id="dob" name="dob" type="date" autocomplete="bday" value="1901-01-01" />
        <h2 style="margin-top:1.25rem">Bank account for payouts</h2>
        <div class="row">
          <div>
            <label for="sort-code">Sort code</label
            ><input id="sort-code" name="sortCode" inputmode="numeric" value="10-88-00" />
          </div>
          <div>
            <label for="account-number">Account number</label
            ><input id="account-number" name="accountNumber" inputmode="numeric" value="00012345" />
          </div>
        </div>
        <p class="hint">
          "Submit" completes onboarding: card payments and payouts are enabled. "Save and finish
          later" leaves the bank account still due.
        </p>
        <button type="submit" name="action" value="submit">Submit</button>
        <button type="submit" name="action" value="later" class="secondary">
          Save and finish later
        </button>
      </form>`,
  );
}

export function postOnboarding(
  ctx: Context,
  res: ServerResponse,
  linkId: string,
  form: URLSearchParams,
): void {
  const link = ctx.state.get(linkId, 'account_link');
  if (!link) return notFound(res, 'This onboarding link does not exist.');
  const account = ctx.state.get(link._account as string, 'account');
  if (account && usable(ctx, link)) {
    const name = form.get('businessName');
    const url = form.get('url');
    if (name) account.business_profile.name = name;
    if (url) account.business_profile.url = url;
  }
  const result = useOnboardingLink(ctx, linkId, form.get('action') !== 'later');
  redirect(res, result.redirect);
}

export function renderExpress(ctx: Context, res: ServerResponse, loginLinkId: string): void {
  const link = ctx.state.get(loginLinkId, 'login_link');
  const account = link ? ctx.state.get(link._account as string, 'account') : undefined;
  if (!account) return notFound(res, 'This Express dashboard link does not exist.');
  const transfers = ctx.state.all('transfer', (t) => t.destination === account.id);
  const payouts = ctx.state.all('payout', (p) => p._account === account.id);
  const rows = [
    ...transfers.map(
      (t) =>
        html`<tr>
          <td>${longDate(t.created as number)}</td>
          <td>Transfer</td>
          <td>${money(t.amount as number, t.currency as string)}</td>
        </tr>`,
    ),
    ...payouts.map(
      (p) =>
        html`<tr>
          <td>${longDate(p.created as number)}</td>
          <td>Payout (${p.status})</td>
          <td>${money(p.amount as number, p.currency as string)}</td>
        </tr>`,
    ),
  ];
  sendHtml(
    res,
    200,
    'Express dashboard',
    html`<h1>${account.business_profile?.name ?? account.id}: Express dashboard</h1>
      <section class="card">
        <h2>Account</h2>
        <dl>
          <dt>Account</dt>
          <dd>${account.id}</dd>
          <dt>Card payments</dt>
          <dd>${account.charges_enabled ? 'Enabled' : 'Not enabled'}</dd>
          <dt>Payouts</dt>
          <dd>${account.payouts_enabled ? 'Enabled' : 'Not enabled'}</dd>
          <dt>Payout schedule</dt>
          <dd>Daily, 7 days after payment</dd>
        </dl>
      </section>
      <section class="card">
        <h2>Recent activity</h2>
        ${
          rows.length > 0
            ? html`<table>
                <thead>
                  <tr>
                    <th scope="col">Date</th>
                    <th scope="col">Type</th>
                    <th scope="col">Amount</th>
                  </tr>
                </thead>
                <tbody>
                  ${rows}
                </tbody>
              </table>`
            : html`<p>No transfers or payouts yet.</p>`
        }
      </section>`,
  );
}
