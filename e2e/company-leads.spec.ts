import { expect, test } from '@playwright/test';

import { makeLead } from '../web/src/features/leads/testing/make-lead';
import { DEMO, signIn } from './support/accounts';
import { gotoApp } from './support/app';
import { deleteDocument, findUidByEmail, readDocument, writeDocument } from './support/emulators';

// The company's side of the lead marketplace against the real emulators: the leads list, live
// through the security rules and indexes, and the notifications page marking a notice read.
// Documents only functions may write are put in place with the emulator's admin credential.

test('a subscribed company sees its leads live, and its notifications', async ({ page }) => {
  const companyId = await findUidByEmail(DEMO.company);
  const suffix = `${Date.now()}${Math.random().toString(36).slice(2, 6)}`;
  const leadId = `e2e-leads-${suffix}_${companyId}`;
  const notificationId = `e2e-leads-${suffix}`;
  // A district no seeded quote uses, so this lead is told apart from any other test's.
  const district = 'ZE2';

  try {
    await signIn(page, DEMO.company);
    await gotoApp(page, '/company/leads');
    await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
    await expect(
      page.getByText(/Included in your plan: \d+ of 15 leads left this period\./).first(),
    ).toBeVisible();
    // Loaded: either the empty state or the list, never the error.
    await expect(
      page.getByText(/No new leads right now/).or(page.getByText(/^Showing \d+ leads?/)),
    ).toBeVisible();
    await expect(page.getByText('We could not load your leads.')).toHaveCount(0);

    // A lead arriving while the page is open appears without a reload.
    const now = new Date();
    const { id: _id, ...lead } = makeLead({
      id: leadId,
      quoteId: `e2e-leads-${suffix}`,
      companyId,
      answers: {},
      timing: 'emergency',
      budget: 'under-250',
      description: 'A test lead written by the end-to-end test of the leads page.',
      propertyType: 'flat',
      postcodeDistrict: district,
      postcodeArea: 'ZE',
      distanceMiles: 2.5,
      routedToCompany: true,
      createdAt: now,
      updatedAt: now,
    });
    await writeDocument(`leads/${leadId}`, lead);
    const card = page.getByRole('listitem').filter({ hasText: `Plumber in ${district}` });
    await expect(card).toBeVisible();
    await expect(card).toContainText('Emergency: as soon as possible');
    await expect(card).toContainText('Under £250');
    await expect(card).toContainText('2.5 miles away');
    await expect(card).toContainText('Asked for you');

    // The filters narrow the live list: a timing this lead does not have hides it.
    await page.getByLabel('When').selectOption('flexible');
    await expect(card).toHaveCount(0);
    await page.getByLabel('When').selectOption('emergency');
    await expect(card).toBeVisible();

    // Its detail page shows the job but not the customer.
    await card.getByRole('link', { name: `Plumber in ${district}` }).click();
    await expect(page.getByRole('region', { name: 'The job' })).toContainText(
      'A test lead written by the end-to-end test',
    );
    await expect(page.getByRole('region', { name: 'Customer' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Accept lead' })).toBeVisible();

    // Notifications: live, unread until opened, then marked read through the rules.
    await gotoApp(page, '/company/notifications');
    await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    await writeDocument(`notifications/${notificationId}`, {
      userId: companyId,
      type: 'new-lead',
      title: `New lead: Plumber in ${district}`,
      body: 'A homeowner needs a plumber as soon as possible.',
      link: `/company/leads/${leadId}`,
      readAt: null,
      createdAt: new Date(),
    });
    const notice = page.getByRole('link', {
      name: new RegExp(`Unread: New lead: Plumber in ${district}`),
    });
    await expect(notice).toBeVisible();
    await notice.click();
    await expect(page).toHaveURL(new RegExp(`/company/leads/${leadId}$`));
    await expect
      .poll(async () => (await readDocument(`notifications/${notificationId}`))?.readAt, {
        timeout: 10_000,
      })
      .toBeTruthy();
    await gotoApp(page, '/company/notifications');
    await expect(
      page.getByRole('link', { name: new RegExp(`New lead: Plumber in ${district}`) }),
    ).not.toContainText('Unread');
  } finally {
    await deleteDocument(`leads/${leadId}`);
    await deleteDocument(`notifications/${notificationId}`);
  }
});

test('a company without a subscription still reaches its accepted leads', async ({ page }) => {
  await signIn(page, DEMO.newco);
  await gotoApp(page, '/company/my-leads');
  await expect(page.getByRole('heading', { level: 1, name: 'My leads' })).toBeVisible();
  await expect(page.getByText(/You have not accepted any leads yet/)).toBeVisible();
  await expect(page.getByText('We could not load your accepted leads.')).toHaveCount(0);
});
