import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';

import { createPlan, openCheckout, useHarness } from './test-support';

const h = useHarness();

/** A page's HTML with runs of whitespace made one space (Prettier wraps the templates' text). */
async function text(response: Response | Promise<Response>) {
  return (await (await response).text()).replace(/\s+/g, ' ');
}

async function post(path: string, form: Record<string, string>) {
  return fetch(`${h.standIn.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
    redirect: 'manual',
  });
}

async function subscribed() {
  const pro = await createPlan(h.stripe, 'professional', 'Professional', 5900);
  const business = await createPlan(h.stripe, 'business', 'Business', 11900);
  const { customer, session } = await openCheckout(h.stripe, pro.price.id);
  const paid = await h.control<{ events: string[] }>(
    'POST',
    `/_stand-in/checkout/${session.id}/pay`,
    {
      card: '4242424242424242',
    },
  );
  const subscriptionId = (await h.stripe.checkout.sessions.retrieve(session.id))
    .subscription as string;
  h.deliveries.length = 0;
  return { pro, business, customer, session, subscriptionId, events: paid.body.events };
}

describe('Checkout page', () => {
  it('shows the order and pays with 4242, redirecting to success_url', async () => {
    const { price } = await createPlan(h.stripe, 'professional', 'Professional', 5900);
    const { session } = await openCheckout(h.stripe, price.id);
    const pageHtml = await text(fetch(session.url as string));
    expect(pageHtml).toContain('<html lang="en-GB">');
    expect(pageHtml).toContain('Professional');
    expect(pageHtml).toContain('£59.00');
    expect(pageHtml).toMatch(/<label for="card">Card number<\/label>/);
    expect(pageHtml).toMatch(/<button[^>]*> ?Pay ?<\/button>/);
    expect(pageHtml).toMatch(/<button[^>]*> ?Cancel ?<\/button>/);
    const response = await post(`/checkout/${session.id}`, {
      card: '4242 4242 4242 4242',
      action: 'pay',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(
      `http://localhost:5173/company/billing?checkout=success&session_id=${session.id}`,
    );
    await h.waitFor(() =>
      h.received().some((event) => event.type === 'checkout.session.completed'),
    );
    // Paid once: the page is closed now.
    expect((await fetch(session.url as string)).status).toBe(410);
  });

  it('shows Stripe’s decline message for 0002 and creates nothing', async () => {
    const { price } = await createPlan(h.stripe, 'professional', 'Professional', 5900);
    const { session } = await openCheckout(h.stripe, price.id);
    const response = await post(`/checkout/${session.id}`, {
      card: '4000 0000 0000 0002',
      action: 'pay',
    });
    expect(response.status).toBe(402);
    const body = await text(response);
    expect(body).toContain('role="alert"');
    expect(body).toContain('Your card was declined.');
    const invalid = await text(post(`/checkout/${session.id}`, { card: '1234', action: 'pay' }));
    expect(invalid).toContain('Your card number is invalid.');
    expect((await h.stripe.subscriptions.list()).data).toHaveLength(0);
  });

  it('Cancel goes to cancel_url', async () => {
    const { price } = await createPlan(h.stripe, 'professional', 'Professional', 5900);
    const { session } = await openCheckout(h.stripe, price.id);
    const response = await post(`/checkout/${session.id}/cancel`, {});
    expect(response.headers.get('location')).toBe(
      'http://localhost:5173/company/billing?checkout=cancelled',
    );
  });
});

describe('Billing portal', () => {
  it('shows plan, price, period end and card; switches plan, cancels, resumes, updates card', async () => {
    const { business, customer, subscriptionId } = await subscribed();
    const portal = await h.stripe.billingPortal.sessions.create({
      customer: customer.id,
      return_url: 'http://localhost:5173/company/billing',
    });
    expect(portal.id).toMatch(/^bps_/);
    const sub = await h.stripe.subscriptions.retrieve(subscriptionId);
    const periodEnd = new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Europe/London',
    }).format(new Date((sub.items.data[0] as Stripe.SubscriptionItem).current_period_end * 1000));
    const pageHtml = await text(fetch(portal.url));
    expect(pageHtml).toContain('Professional');
    expect(pageHtml).toContain('£59.00 per month');
    expect(pageHtml).toContain(periodEnd);
    expect(pageHtml).toContain('ending in 4242');
    expect(pageHtml).toMatch(/<button[^>]*> ?Return to Fixwell ?<\/button>/);

    const switched = await post(`/billing-portal/${portal.id}`, {
      action: 'switch-plan',
      price: business.price.id,
    });
    expect(switched.status).toBe(303);
    await h.waitFor(() => h.received().length === 1);
    const update = h.received()[0] as Stripe.Event;
    expect(update.type).toBe('customer.subscription.updated');
    const updated = update.data.object as Stripe.Subscription;
    expect(updated.items.data[0]?.price.id).toBe(business.price.id);
    expect(
      (update.data.previous_attributes as { items: Stripe.ApiList<Stripe.SubscriptionItem> }).items
        .data[0]?.price.id,
    ).not.toBe(business.price.id);

    const cancel = await h.control<{ events: string[] }>(
      'POST',
      `/_stand-in/billing-portal/${portal.id}/action`,
      { action: 'cancel' },
    );
    expect(cancel.body.events).toHaveLength(1);
    const cancelled = await h.stripe.subscriptions.retrieve(subscriptionId);
    expect(cancelled).toMatchObject({ cancel_at_period_end: true, status: 'active' });
    expect(await text(fetch(portal.url))).toMatch(/<button[^>]*> ?Resume subscription ?<\/button>/);

    await h.control('POST', `/_stand-in/billing-portal/${portal.id}/action`, { action: 'resume' });
    expect((await h.stripe.subscriptions.retrieve(subscriptionId)).cancel_at_period_end).toBe(
      false,
    );

    const card = await h.control<{ events: string[] }>(
      'POST',
      `/_stand-in/billing-portal/${portal.id}/action`,
      {
        action: 'update-card',
        card: '4000 0000 0000 0341',
      },
    );
    expect(card.status).toBe(200);
    expect(await text(fetch(portal.url))).toContain('ending in 0341');
    const types = h.received().map((event) => event.type);
    expect(types.slice(-3)).toEqual([
      'payment_method.attached',
      'customer.updated',
      'customer.subscription.updated',
    ]);
    const back = await post(`/billing-portal/${portal.id}`, { action: 'return' });
    expect(back.headers.get('location')).toBe('http://localhost:5173/company/billing');
  });
});

describe('Connect onboarding', () => {
  async function account() {
    const created = await h.stripe.accounts.create({
      type: 'express',
      country: 'GB',
      email: 'company@fixwell.test',
      business_profile: { name: 'Acme Plumbing' },
      capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
      metadata: { companyUid: 'company-1' },
    });
    const link = await h.stripe.accountLinks.create({
      account: created.id,
      type: 'account_onboarding',
      refresh_url: 'http://localhost:5173/company/stripe-connect/refresh',
      return_url: 'http://localhost:5173/company/stripe-connect/success',
    });
    return { created, link };
  }

  it('creates an account with requirements due and sends account.updated to the Connect endpoint', async () => {
    const { created } = await account();
    expect(created.id).toMatch(/^acct_/);
    expect(created).toMatchObject({
      details_submitted: false,
      charges_enabled: false,
      payouts_enabled: false,
    });
    expect(created.requirements?.currently_due).toEqual(
      expect.arrayContaining([
        'business_profile.url',
        'external_account',
        'individual.dob.day',
        'individual.first_name',
        'tos_acceptance.date',
      ]),
    );
    await h.waitFor(() => h.received('connect').length === 1);
    expect(h.received('connect')[0]).toMatchObject({
      type: 'account.updated',
      account: created.id,
    });
    expect(h.received('platform')).toHaveLength(0);
  });

  it('Submit enables charges and payouts; the link is single-use', async () => {
    const { created, link } = await account();
    const pageHtml = await text(fetch(link.url));
    expect(pageHtml).toMatch(/<button[^>]*> ?Submit ?<\/button>/);
    expect(pageHtml).toMatch(/<button[^>]*> ?Save and finish later ?<\/button>/);
    expect(pageHtml).toContain('<label for="business-name">Business name</label>');
    const response = await post(new URL(link.url).pathname, {
      action: 'submit',
      businessName: 'Acme Plumbing',
    });
    expect(response.headers.get('location')).toBe(
      'http://localhost:5173/company/stripe-connect/success',
    );
    const after = await h.stripe.accounts.retrieve(created.id);
    expect(after).toMatchObject({
      details_submitted: true,
      charges_enabled: true,
      payouts_enabled: true,
      capabilities: { card_payments: 'active', transfers: 'active' },
    });
    expect(after.requirements?.currently_due).toEqual([]);
    await h.waitFor(() => h.received('connect').length === 2);
    const again = await fetch(link.url, { redirect: 'manual' });
    expect(again.headers.get('location')).toBe(
      'http://localhost:5173/company/stripe-connect/refresh',
    );
    const login = await h.stripe.accounts.createLoginLink(created.id);
    expect(login.url).toMatch(new RegExp(`^${h.standIn.url}/express/`));
    expect(await text(fetch(login.url))).toContain('Express dashboard');
  });

  it('Save and finish later leaves the bank account due; links expire after 5 minutes', async () => {
    const { created, link } = await account();
    const result = await h.control<{ events: string[]; redirect: string }>(
      'POST',
      `/_stand-in/connect/onboarding/${new URL(link.url).pathname.split('/').pop()}/submit`,
      { complete: false },
    );
    expect(result.body.redirect).toBe('http://localhost:5173/company/stripe-connect/success');
    const after = await h.stripe.accounts.retrieve(created.id);
    expect(after).toMatchObject({
      details_submitted: true,
      charges_enabled: false,
      payouts_enabled: false,
    });
    expect(after.requirements?.currently_due).toEqual(['external_account']);
    const event = h.received('connect').find((e) => e.id === result.body.events[0]);
    expect(event?.data.previous_attributes).toMatchObject({ details_submitted: false });
    const fresh = await h.stripe.accountLinks.create({
      account: created.id,
      type: 'account_onboarding',
      refresh_url: 'http://localhost:5173/company/stripe-connect/refresh',
      return_url: 'http://localhost:5173/company/stripe-connect/success',
    });
    await h.control('POST', '/_stand-in/clock/advance', { seconds: 301 });
    const expired = await fetch(fresh.url, { redirect: 'manual' });
    expect(expired.headers.get('location')).toBe(
      'http://localhost:5173/company/stripe-connect/refresh',
    );
  });
});
