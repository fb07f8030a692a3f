import { ADMIN_USER_MESSAGES } from '@fixwell/common/admin/admin-users';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import {
  confirmPassword,
  fetchAllSubscriptions,
  fetchBillingSettings,
  fetchPlans,
  fetchSubscriptions,
  fetchSubscriptionTotals,
  savePlan,
  updateBillingSettings,
} from '@/features/admin-billing/api/admin-billing-data';
import {
  captureDownloads,
  makeCursor,
  makePlan,
  makeSubscription,
  PLANS,
  tableCells,
} from '@/features/admin-billing/testing/admin-billing-fixtures';
import { CallFunctionError } from '@/lib/call-function';
import { findPageHeading, makeProfile, renderApp } from '@/testing/test-utils';

vi.mock('@/features/admin-billing/api/admin-billing-data', () => ({
  fetchPlans: vi.fn(),
  savePlan: vi.fn(),
  fetchSubscriptions: vi.fn(),
  fetchAllSubscriptions: vi.fn(),
  fetchSubscriptionTotals: vi.fn(),
  fetchBillingSettings: vi.fn(),
  updateBillingSettings: vi.fn(),
  confirmPassword: vi.fn(),
}));

const admin = makeProfile('admin');

const SUBSCRIPTIONS = [
  makeSubscription(),
  makeSubscription({
    companyId: 'company-late',
    companyName: 'Late Payment Plumbing',
    status: 'past_due',
    planId: 'starter',
    monthlyAmountPence: 2900,
    currentPeriodEnd: new Date('2026-11-20T10:00:00Z'),
    graceEndsAt: new Date('2026-11-27T10:00:00Z'),
  }),
  makeSubscription({
    companyId: 'company-gone',
    companyName: 'Gone Gas Ltd',
    status: 'canceled',
    planId: 'starter',
    monthlyAmountPence: 2900,
    currentPeriodEnd: new Date('2026-10-01T10:00:00Z'),
    cancelAtPeriodEnd: true,
  }),
];

beforeEach(() => {
  vi.mocked(fetchPlans).mockResolvedValue(PLANS);
  vi.mocked(fetchSubscriptions).mockResolvedValue({ items: SUBSCRIPTIONS, next: null });
  vi.mocked(fetchSubscriptionTotals).mockResolvedValue({
    companies: 3,
    active: 1,
    pastDue: 1,
    monthlyRevenuePence: 8800,
  });
  vi.mocked(fetchBillingSettings).mockResolvedValue({ pastDueGraceDays: 7 });
});

afterEach(() => {
  vi.clearAllMocks();
  vi.restoreAllMocks();
});

const plansTable = () => screen.findByRole('table', { name: 'Plans' });
const subscriptionsTable = () =>
  screen.findByRole('table', { name: 'Company subscriptions, by company name' });
/** A save refused because the admin signed in more than 5 minutes ago (`requireRecentSignIn`). */
const signInAgain = () =>
  new CallFunctionError(ADMIN_USER_MESSAGES.signInAgain, {
    code: 'failed-precondition',
    details: { reason: 'sign-in-again' },
  });

/** Opens the page and the Starter plan's form. */
async function editStarter() {
  const { user } = renderApp('/admin/subscriptions', { profile: admin });
  await plansTable();
  await user.click(screen.getByRole('button', { name: 'Edit Starter' }));
  return { user, form: screen.getByRole('form', { name: 'Edit Starter' }) };
}

const totals = () => screen.getByRole('group', { name: 'Totals for these filters' });

describe('/admin/subscriptions', () => {
  it('lists the plans with and without VAT, archived ones included', async () => {
    renderApp('/admin/subscriptions', { profile: admin });
    expect(await findPageHeading()).toHaveTextContent('Subscriptions');
    expect(tableCells(await plansTable())).toEqual([
      [
        'Plan',
        'Monthly price (ex VAT)',
        'Monthly price (inc VAT)',
        'Leads a month',
        'Extra lead',
        'Order',
        'Archived',
        'Stripe price',
        'Actions',
      ],
      ['Starter', '£29.00', '£34.80', '10', '£4.00', '1', 'No', 'price_starter_2900', 'Edit'],
      [
        'Professional (recommended)',
        '£59.00',
        '£70.80',
        '25',
        '£3.50',
        '2',
        'No',
        'price_professional_5900',
        'Edit',
      ],
      ['Legacy', '£19.00', '£22.80', '5', 'Not sold', '9', 'Yes', 'None yet', 'Edit'],
    ]);
  });

  it("lists every company's subscription with its plan, status, period end and revenue, and the totals", async () => {
    renderApp('/admin/subscriptions', { profile: admin });
    expect(tableCells(await subscriptionsTable())).toEqual([
      [
        'Company',
        'Plan',
        'Status',
        'Period end',
        'Cancels at period end',
        'Monthly recurring revenue',
      ],
      ['Acme Plumbing', 'Professional', 'Active', '22 November 2026', 'No', '£59.00'],
      ['Late Payment Plumbing', 'Starter', 'Payment overdue', '20 November 2026', 'No', '£29.00'],
      ['Gone Gas Ltd', 'Starter', 'Cancelled', '1 October 2026', 'Yes', '£0.00'],
    ]);
    expect(fetchSubscriptions).toHaveBeenCalledWith({}, null);
    await waitFor(() => expect(totals()).toHaveTextContent('Companies3'));
    expect(totals()).toHaveTextContent('Active1');
    expect(totals()).toHaveTextContent('Past due1');
    expect(totals()).toHaveTextContent('Monthly recurring revenue (ex VAT)£88.00');
  });

  it('filters by status, plan and renewal and searches by name, through the URL', async () => {
    const { user, router } = renderApp('/admin/subscriptions', { profile: admin });
    await subscriptionsTable();
    const filters = screen.getByRole('form', { name: 'Filter subscriptions' });

    vi.mocked(fetchSubscriptions).mockResolvedValue({ items: [], next: null });
    await user.selectOptions(within(filters).getByRole('combobox', { name: 'Status' }), 'past_due');
    await waitFor(() =>
      expect(fetchSubscriptions).toHaveBeenLastCalledWith({ status: 'past_due' }, null),
    );
    expect(fetchSubscriptionTotals).toHaveBeenLastCalledWith({ status: 'past_due' });
    expect(router.state.location.search).toBe('?status=past_due');
    expect(await screen.findByText('No subscriptions match these filters.')).toBeInTheDocument();

    await user.selectOptions(within(filters).getByRole('combobox', { name: 'Plan' }), 'starter');
    await user.selectOptions(within(filters).getByRole('combobox', { name: 'Renewal' }), 'yes');
    await user.type(
      within(filters).getByRole('searchbox', { name: 'Company name starts with' }),
      'Late',
    );
    await user.click(within(filters).getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(fetchSubscriptions).toHaveBeenLastCalledWith(
        { status: 'past_due', planId: 'starter', cancelAtPeriodEnd: true, search: 'Late' },
        null,
      ),
    );

    await user.click(within(filters).getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    // The unfiltered list read at first is still fresh, so it shows again without a read.
    expect(await screen.findByRole('rowheader', { name: 'Acme Plumbing' })).toBeInTheDocument();
    expect(
      within(filters).getByRole('searchbox', { name: 'Company name starts with' }),
    ).toHaveValue('');
  });

  it('pages forward and back', async () => {
    const cursor = makeCursor('company-gone');
    vi.mocked(fetchSubscriptions).mockImplementation(async (_filters, after) =>
      after
        ? {
            items: [makeSubscription({ companyId: 'company-zed', companyName: 'Zed Roofing' })],
            next: null,
          }
        : { items: SUBSCRIPTIONS, next: cursor },
    );
    const { user } = renderApp('/admin/subscriptions', { profile: admin });
    await subscriptionsTable();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('rowheader', { name: 'Zed Roofing' })).toBeInTheDocument();
    expect(fetchSubscriptions).toHaveBeenLastCalledWith({}, cursor);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(screen.getByText('Page 2')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(await screen.findByRole('rowheader', { name: 'Acme Plumbing' })).toBeInTheDocument();
    expect(fetchSubscriptions).toHaveBeenCalledTimes(2);
  });

  it('downloads the whole filtered set as CSV', async () => {
    const downloads = captureDownloads();
    vi.mocked(fetchAllSubscriptions).mockResolvedValue([
      ...SUBSCRIPTIONS,
      makeSubscription({ companyId: 'company-eq', companyName: '=cmd|calc', planId: 'gone-plan' }),
    ]);
    const { user } = renderApp('/admin/subscriptions?status=active', { profile: admin });
    await subscriptionsTable();
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));

    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(fetchAllSubscriptions).toHaveBeenCalledWith({ status: 'active' });
    expect(downloads[0]!.filename).toMatch(/^subscriptions-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(await downloads[0]!.text()).toBe(
      '\uFEFFCompany,Company id,Plan,Status,Period end,Cancels at period end,Monthly recurring revenue (GBP)\r\n' +
        'Acme Plumbing,company-acme,Professional,Active,2026-11-22,No,59.00\r\n' +
        'Late Payment Plumbing,company-late,Starter,Payment overdue,2026-11-20,No,29.00\r\n' +
        'Gone Gas Ltd,company-gone,Starter,Cancelled,2026-10-01,Yes,0.00\r\n' +
        "'=cmd|calc,company-eq,gone-plan,Active,2026-11-22,No,59.00\r\n",
    );
  });

  it('says when the export fails', async () => {
    captureDownloads();
    vi.mocked(fetchAllSubscriptions).mockRejectedValue(new Error('unavailable'));
    const { user } = renderApp('/admin/subscriptions', { profile: admin });
    await subscriptionsTable();
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(
      await screen.findByText('We could not export the subscriptions. Please try again.'),
    ).toBeInTheDocument();
  });

  it('says so when no company has subscribed, and when the list cannot be loaded', async () => {
    vi.mocked(fetchSubscriptions).mockResolvedValueOnce({ items: [], next: null });
    const { unmount } = renderApp('/admin/subscriptions', { profile: admin });
    expect(await screen.findByText('No company has subscribed yet.')).toBeInTheDocument();
    unmount();

    vi.mocked(fetchSubscriptions).mockRejectedValue(new Error('permission-denied'));
    vi.mocked(fetchSubscriptionTotals).mockRejectedValue(new Error('permission-denied'));
    renderApp('/admin/subscriptions', { profile: admin });
    expect(await screen.findByText(/We could not load the subscriptions\./)).toBeInTheDocument();
    expect(await screen.findByText(/We could not count the subscriptions\./)).toBeInTheDocument();
  });
});

describe('/admin/subscriptions plans', () => {
  it('saves a new price in pence and says when existing subscribers move to it', async () => {
    vi.mocked(savePlan).mockResolvedValue({
      id: 'starter',
      stripePriceId: 'price_starter_3450',
      repricedSubscriptions: 3,
    });
    const { user, form } = await editStarter();
    const price = within(form).getByRole('textbox', {
      name: 'Monthly price in pounds, excluding VAT',
    });
    expect(price).toHaveValue('29');
    await user.clear(price);
    await user.type(price, '34.50');
    await user.click(within(form).getByRole('button', { name: 'Save plan' }));

    await waitFor(() =>
      expect(savePlan).toHaveBeenCalledWith({
        id: 'starter',
        name: 'Starter',
        monthlyPricePence: 3450,
        leadAllowance: 10,
        extraLeadPricePence: 400,
        features: ['Ten leads a month', 'A public profile page', 'Email support'],
        order: 1,
        recommended: false,
        archived: false,
      }),
    );
    expect(
      await screen.findByText(
        'New price saved. It applies to new subscriptions now and to the 3 existing subscriptions from their next renewal.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Edit Starter' })).toBeNull();
  });

  it('adds a plan, refusing what savePlan would refuse first', async () => {
    vi.mocked(savePlan).mockResolvedValue({
      id: 'business',
      stripePriceId: 'price_business_11900',
      repricedSubscriptions: 0,
    });
    const { user } = renderApp('/admin/subscriptions', { profile: admin });
    await plansTable();
    await user.click(screen.getByRole('button', { name: 'Add plan' }));
    const form = screen.getByRole('form', { name: 'Add a plan' });
    expect(within(form).getByRole('textbox', { name: 'Order' })).toHaveValue('10');

    await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'Business');
    await user.type(
      within(form).getByRole('textbox', { name: 'Monthly price in pounds, excluding VAT' }),
      '119.999',
    );
    await user.type(
      within(form).getByRole('textbox', { name: 'Features' }),
      'Fifty leads a month{Enter}Tiny{Enter}Priority support',
    );
    await user.click(within(form).getByRole('button', { name: 'Save plan' }));

    expect(
      await within(form).findByText('Enter a price in pounds, such as 29 or 29.50.'),
    ).toBeInTheDocument();
    expect(within(form).getByText('Enter the leads included each month.')).toBeInTheDocument();
    expect(
      within(form).getByText('Line 2: Each feature needs at least 5 characters.'),
    ).toBeInTheDocument();
    expect(savePlan).not.toHaveBeenCalled();

    const price = within(form).getByRole('textbox', {
      name: 'Monthly price in pounds, excluding VAT',
    });
    await user.clear(price);
    await user.type(price, '£119');
    await user.type(within(form).getByRole('textbox', { name: 'Leads included each month' }), '50');
    const features = within(form).getByRole('textbox', { name: 'Features' });
    await user.clear(features);
    await user.type(features, 'Fifty leads a month{Enter}Featured listing{Enter}Priority support');
    await user.click(within(form).getByRole('checkbox', { name: /Recommended/ }));
    await user.click(within(form).getByRole('button', { name: 'Save plan' }));

    await waitFor(() =>
      expect(savePlan).toHaveBeenCalledWith({
        name: 'Business',
        monthlyPricePence: 11900,
        leadAllowance: 50,
        extraLeadPricePence: null,
        features: ['Fifty leads a month', 'Featured listing', 'Priority support'],
        order: 10,
        recommended: true,
        archived: false,
      }),
    );
    expect(await screen.findByText('Business added.')).toBeInTheDocument();
  });

  it("shows savePlan's refusal on the form", async () => {
    const { CallFunctionError } = await import('@/lib/call-function');
    vi.mocked(savePlan).mockRejectedValue(
      new CallFunctionError('Stripe could not create the price. Please try again.', {
        code: 'unavailable',
      }),
    );
    vi.mocked(fetchPlans).mockResolvedValue([makePlan()]);
    const { user } = renderApp('/admin/subscriptions', { profile: admin });
    await plansTable();
    await user.click(screen.getByRole('button', { name: 'Edit Starter' }));
    await user.click(screen.getByRole('button', { name: 'Save plan' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Stripe could not create the price. Please try again.',
    );
  });
  it('asks for the password when the sign-in is too old, then saves the same price', async () => {
    vi.mocked(savePlan).mockRejectedValueOnce(signInAgain()).mockResolvedValue({
      id: 'starter',
      stripePriceId: 'price_starter_3450',
      repricedSubscriptions: 1,
    });
    vi.mocked(confirmPassword).mockResolvedValue();
    const { user, form } = await editStarter();
    const price = within(form).getByRole('textbox', {
      name: 'Monthly price in pounds, excluding VAT',
    });
    await user.clear(price);
    await user.type(price, '34.50');
    await user.click(within(form).getByRole('button', { name: 'Save plan' }));

    // Asked in the form, taken straight to the field; nothing typed is lost, nothing said saved.
    const password = await within(form).findByLabelText('Your password');
    expect(password).toHaveAccessibleDescription(ADMIN_USER_MESSAGES.signInAgain);
    expect(password).toHaveFocus();
    expect(price).toHaveValue('34.50');
    expect(screen.queryByText(/New price saved/)).toBeNull();

    // No password typed: asked again, nothing sent.
    await user.click(within(form).getByRole('button', { name: 'Save plan' }));
    expect(await within(form).findByText('Type your password to confirm it is you.')).toBeVisible();
    expect(confirmPassword).not.toHaveBeenCalled();
    expect(savePlan).toHaveBeenCalledTimes(1);

    await user.type(password, 'Fixwell-demo-1');
    await user.click(within(form).getByRole('button', { name: 'Save plan' }));
    expect(
      await screen.findByText(
        'New price saved. It applies to new subscriptions now and to the 1 existing subscription from its next renewal.',
      ),
    ).toBeInTheDocument();
    expect(confirmPassword).toHaveBeenCalledWith('Fixwell-demo-1');
    expect(savePlan).toHaveBeenCalledTimes(2);
    expect(savePlan).toHaveBeenLastCalledWith(
      expect.objectContaining({ id: 'starter', monthlyPricePence: 3450 }),
    );
  });

  it('keeps the form and says so when the password is wrong', async () => {
    vi.mocked(savePlan).mockRejectedValueOnce(signInAgain());
    vi.mocked(confirmPassword).mockRejectedValue(
      Object.assign(new Error('wrong'), { failure: 'wrong-password' }),
    );
    const { user, form } = await editStarter();
    await user.click(within(form).getByRole('button', { name: 'Save plan' }));
    await user.type(await within(form).findByLabelText('Your password'), 'not-it');
    await user.click(within(form).getByRole('button', { name: 'Save plan' }));

    expect(await within(form).findByText('That password is not right. Try again.')).toBeVisible();
    expect(savePlan).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('form', { name: 'Edit Starter' })).toBeInTheDocument();
  });
});

describe('/admin/subscriptions grace period', () => {
  it('shows the saved days, refuses more than 30 and saves a new number', async () => {
    vi.mocked(updateBillingSettings).mockResolvedValue({ pastDueGraceDays: 10 });
    const { user } = renderApp('/admin/subscriptions', { profile: admin });
    const days = await screen.findByRole('spinbutton', {
      name: 'Days of access after a failed payment',
    });
    expect(days).toHaveValue(7);

    await user.clear(days);
    await user.type(days, '45');
    await user.click(screen.getByRole('button', { name: 'Save grace period' }));
    expect(await screen.findByText('The grace period can be at most 30 days.')).toBeInTheDocument();
    expect(days).toHaveAttribute('aria-invalid', 'true');
    expect(updateBillingSettings).not.toHaveBeenCalled();

    await user.clear(days);
    await user.type(days, '10');
    await user.click(screen.getByRole('button', { name: 'Save grace period' }));
    await waitFor(() =>
      expect(updateBillingSettings).toHaveBeenCalledWith({ pastDueGraceDays: 10 }),
    );
    expect(await screen.findByText('Grace period saved: 10 days.')).toBeInTheDocument();
  });

  it('asks for the password when the sign-in is too old, then saves the same number', async () => {
    vi.mocked(updateBillingSettings)
      .mockRejectedValueOnce(signInAgain())
      .mockResolvedValue({ pastDueGraceDays: 10 });
    vi.mocked(confirmPassword).mockResolvedValue();
    const { user } = renderApp('/admin/subscriptions', { profile: admin });
    const days = await screen.findByRole('spinbutton', {
      name: 'Days of access after a failed payment',
    });
    await user.clear(days);
    await user.type(days, '10');
    await user.click(screen.getByRole('button', { name: 'Save grace period' }));

    const password = await screen.findByLabelText('Your password');
    expect(password).toHaveAccessibleDescription(ADMIN_USER_MESSAGES.signInAgain);
    expect(days).toHaveValue(10);
    await user.type(password, 'Fixwell-demo-1');
    await user.click(screen.getByRole('button', { name: 'Save grace period' }));
    expect(await screen.findByText('Grace period saved: 10 days.')).toBeInTheDocument();
    expect(confirmPassword).toHaveBeenCalledWith('Fixwell-demo-1');
    expect(updateBillingSettings).toHaveBeenCalledTimes(2);
    expect(updateBillingSettings).toHaveBeenLastCalledWith({ pastDueGraceDays: 10 });
  });
});
