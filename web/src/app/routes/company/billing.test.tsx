import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { useToastStore } from '@/components/toast/toast-store';
import {
  createBillingPortalSession,
  createSubscriptionCheckout,
  fetchBillingAllowance,
  fetchPlan,
  fetchPlans,
  fetchSubscription,
  setExtraLeads,
  watchSubscription,
} from '@/features/billing/api/billing-data';
import type { Subscription } from '@/features/billing/billing-types';
import {
  makeBillingAllowance,
  makePlans,
  makeSubscription,
} from '@/features/billing/testing/make-subscription';
import { CHECKOUT_CONFIRM_PATIENCE_MS } from '@/features/billing/components/checkout-return';
import { CallFunctionError } from '@/lib/call-function';
import { findPageHeading, makeProfile, renderApp } from '@/testing/test-utils';

vi.mock('@/features/billing/api/billing-data', () => ({
  fetchSubscription: vi.fn(),
  watchSubscription: vi.fn(),
  fetchPlans: vi.fn(),
  fetchPlan: vi.fn(),
  fetchBillingAllowance: vi.fn(),
  createSubscriptionCheckout: vi.fn(),
  createBillingPortalSession: vi.fn(),
  setExtraLeads: vi.fn(),
}));

const COMPANY = makeProfile('company', { id: 'company-uid', businessName: 'Brightwater' });
const NOW = new Date('2026-11-23T12:00:00Z');
const assign = vi.fn();

/** The listener's latest callback, to play the webhook's writes. */
let pushSubscription: (subscription: Subscription | null) => void = () => undefined;

function serve(subscription: Subscription | null) {
  vi.mocked(fetchSubscription).mockResolvedValue(subscription);
  vi.mocked(watchSubscription).mockImplementation((_uid, onData) => {
    pushSubscription = onData;
    onData(subscription);
    return () => undefined;
  });
}

function renderBilling(url = '/company/billing') {
  return renderApp(url, { profile: COMPANY });
}

const planCard = async (name: string) =>
  (await screen.findByRole('heading', { name, level: 3 })).closest('li')!;

beforeEach(() => {
  vi.clearAllMocks();
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  vi.mocked(fetchPlans).mockResolvedValue(makePlans());
  vi.mocked(fetchPlan).mockResolvedValue(null);
  vi.mocked(fetchBillingAllowance).mockResolvedValue(null);
  vi.stubGlobal('location', { ...window.location, assign });
  useToastStore.setState({ toasts: [] });
  serve(null);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('/company/billing', () => {
  it('shows the plans with and without VAT to a company with no subscription', async () => {
    renderBilling();
    expect(await findPageHeading()).toHaveTextContent('Billing');
    const professional = await planCard('Professional');
    expect(professional).toHaveTextContent('£59 a month + VAT (£70.80 inc. VAT)');
    expect(professional).toHaveTextContent('Leads included15 a month');
    expect(professional).toHaveTextContent('Each extra lead£6 + VAT');
    expect(professional).toHaveTextContent('No contract, no joining fee, cancel any time.');
    expect(await planCard('Starter')).toHaveTextContent('£29 a month + VAT (£34.80 inc. VAT)');
    expect(await planCard('Business')).toHaveTextContent('£119 a month + VAT (£142.80 inc. VAT)');
    expect(screen.getByText('No subscription')).toBeInTheDocument();
    expect(
      screen.getByText(
        'You have no subscription yet. Choose a plan below to start receiving leads.',
      ),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Choose plan/ })).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Manage billing' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Extra leads' })).not.toBeInTheDocument();
  });

  it('explains why the guard sent the company here', async () => {
    serve(makeSubscription({ status: 'canceled' }));
    renderBilling('/company/billing?reason=subscription-required');
    expect(
      await screen.findByText('You need an active subscription to use that page.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('Cancelled')).toBeInTheDocument();
    expect(screen.getByText('Your subscription has ended.')).toBeInTheDocument();
  });

  it('shows the current plan, its renewal and the leads used this period', async () => {
    serve(makeSubscription());
    vi.mocked(fetchBillingAllowance).mockResolvedValue(makeBillingAllowance({ used: 3 }));
    renderBilling();
    const current = await screen.findByRole('region', { name: 'Your plan' });
    await waitFor(() => expect(current).toHaveTextContent('PlanProfessional'));
    expect(current).toHaveTextContent('StatusActive');
    expect(current).toHaveTextContent('Renews on 22 December 2026.');
    await waitFor(() =>
      expect(current).toHaveTextContent('3 of 15 leads used; renews 22 December 2026'),
    );
    const professional = await planCard('Professional');
    expect(within(professional).getByRole('button', { name: 'Your plan' })).toBeDisabled();
    // While subscribed, plans change in Stripe's portal.
    expect(screen.queryByRole('button', { name: /^Choose plan/ })).not.toBeInTheDocument();
    expect(screen.getByText(/To move to another plan, use Manage billing/)).toBeInTheDocument();
  });

  it('says when a cancelled subscription ends and that access lasts until then', async () => {
    serve(makeSubscription({ cancelAtPeriodEnd: true }));
    renderBilling();
    expect(
      await screen.findByText('Cancels on 22 December 2026 — access until then.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Your plan' })).toHaveTextContent(
      '0 of 15 leads used; ends 22 December 2026',
    );
  });

  it('asks a company in its grace period to update its card by the grace end', async () => {
    serve(
      makeSubscription({
        status: 'past_due',
        graceEndsAt: new Date('2026-11-29T10:00:00Z'),
      }),
    );
    renderBilling();
    expect(
      await screen.findByText(
        'Payment failed: update your card by 29 November 2026 to keep your leads.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Payment overdue')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Manage billing' })).toBeInTheDocument();
  });

  it('chooses a plan through Stripe Checkout', async () => {
    vi.mocked(createSubscriptionCheckout).mockResolvedValue({
      url: 'http://127.0.0.1:12111/checkout/cs_test_1',
    });
    const { user } = renderBilling();
    const professional = await planCard('Professional');
    await user.click(within(professional).getByRole('button', { name: /^Choose plan/ }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('http://127.0.0.1:12111/checkout/cs_test_1'),
    );
    expect(createSubscriptionCheckout).toHaveBeenCalledWith('professional');
  });

  it('shows why Checkout could not start', async () => {
    vi.mocked(createSubscriptionCheckout).mockRejectedValue(
      new CallFunctionError('We could not start the payment with Stripe. Please try again.'),
    );
    const { user } = renderBilling();
    await user.click(within(await planCard('Starter')).getByRole('button', { name: /^Choose/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not start the payment with Stripe. Please try again.',
    );
    expect(assign).not.toHaveBeenCalled();
  });

  it('opens the Stripe Billing portal', async () => {
    serve(makeSubscription());
    vi.mocked(createBillingPortalSession).mockResolvedValue({
      url: 'http://127.0.0.1:12111/billing-portal/bps_1',
    });
    const { user } = renderBilling();
    await user.click(await screen.findByRole('button', { name: 'Manage billing' }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('http://127.0.0.1:12111/billing-portal/bps_1'),
    );
  });

  it('waits for the webhook after Checkout, then says the leads are open', async () => {
    serve(null);
    renderBilling('/company/billing?checkout=success&session_id=cs_test_1');
    expect(await screen.findByText('Confirming your payment with Stripe…')).toBeInTheDocument();
    act(() => pushSubscription(makeSubscription()));
    expect(
      await screen.findByText(/You're subscribed to Professional\. Your leads are open\./),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your leads' })).toHaveAttribute(
      'href',
      '/company/leads',
    );
  });

  it('says Stripe is late after 30 seconds and keeps listening', async () => {
    // Testing Library's waiting would read the fake clock: vi.waitFor keeps real timers.
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'], now: NOW });
    serve(null);
    renderBilling('/company/billing?checkout=success');
    await vi.waitFor(() =>
      expect(screen.getByText('Confirming your payment with Stripe…')).toBeInTheDocument(),
    );
    act(() => vi.advanceTimersByTime(CHECKOUT_CONFIRM_PATIENCE_MS));
    expect(
      screen.getByText(
        'Your payment went through but we have not heard from Stripe yet. This page will update by itself.',
      ),
    ).toBeInTheDocument();
    act(() => pushSubscription(makeSubscription()));
    await vi.waitFor(() => expect(screen.getByText(/Your leads are open\./)).toBeInTheDocument());
  });

  it('says a cancelled Checkout charged nothing', async () => {
    renderBilling('/company/billing?checkout=cancelled');
    expect(
      await screen.findByText('Checkout was cancelled. You have not been charged.'),
    ).toBeInTheDocument();
  });

  describe('extra leads', () => {
    beforeEach(() => serve(makeSubscription()));

    it('shows the price and this period’s spend, and saves the choice in pence', async () => {
      vi.mocked(fetchBillingAllowance).mockResolvedValue(
        makeBillingAllowance({ extraUsed: 2, extraSpentPence: 1200 }),
      );
      vi.mocked(setExtraLeads).mockImplementation(async (settings) => settings);
      const { user } = renderBilling();
      const section = await screen.findByRole('region', { name: 'Extra leads' });
      expect(await within(section).findByText('£6 + VAT')).toBeInTheDocument();
      expect(section).toHaveTextContent('Spent on extra leads this period: £12 (2 leads).');
      const limit = within(section).getByRole('textbox', { name: 'Monthly limit (£)' });
      expect(limit).toHaveValue('50');

      await user.click(
        within(section).getByRole('checkbox', {
          name: 'Buy extra leads when my allowance runs out',
        }),
      );
      await user.clear(limit);
      await user.type(limit, '75');
      await user.click(within(section).getByRole('button', { name: 'Save extra leads' }));
      await waitFor(() =>
        expect(setExtraLeads).toHaveBeenCalledWith({ enabled: true, monthlyCapPence: 7500 }),
      );
      await waitFor(() =>
        expect(useToastStore.getState().toasts.at(-1)).toMatchObject({
          title: 'Extra leads saved',
        }),
      );
    });

    it('checks the limit before saving', async () => {
      vi.mocked(fetchBillingAllowance).mockResolvedValue(
        makeBillingAllowance({ extraLeadsEnabled: true, extraLeadsCapPence: 2000 }),
      );
      const { user } = renderBilling();
      const section = await screen.findByRole('region', { name: 'Extra leads' });
      const limit = await within(section).findByRole('textbox', { name: 'Monthly limit (£)' });
      expect(limit).toHaveValue('20');
      await user.clear(limit);
      await user.click(within(section).getByRole('button', { name: 'Save extra leads' }));
      expect(await within(section).findByText('Enter a monthly limit.')).toBeInTheDocument();
      await user.type(limit, '2');
      await user.click(within(section).getByRole('button', { name: 'Save extra leads' }));
      expect(
        await within(section).findByText('The monthly limit must be at least £5.'),
      ).toBeInTheDocument();
      expect(setExtraLeads).not.toHaveBeenCalled();
    });
  });
});
