import { expect, test, type Page } from '@playwright/test';

import { DEMO, signIn } from './support/accounts';
import { gotoApp } from './support/app';
import { choosePlan, longDate } from './support/billing';
import {
  clearRateLimits,
  findUidByEmail,
  readDocument,
  uniqueEmail,
  updateDocumentFields,
} from './support/emulators';
import { fillPlumberQuoteForm } from './support/quote-form';
import { standInPage, TEST_CARDS } from './support/stripe-stand-in';

// Issue 15's story: a new company sets itself up on /company/onboarding (business details, trades
// and coverage, description, phone, insurance and Gas Safe with a certificate) and publishes; an
// admin verifies both checks; the public profile shows both badges dated today; the company
// subscribes, widens its coverage by radius, and a request in a newly covered district reaches it.
//
// A fresh sign-up plays the new company rather than newco@: the seed is shared by every spec, and
// others rely on newco@ staying unsubscribed and unpublished (billing, public-site). It is based in
// Truro (TR1), which no demo company covers; at the end it is suspended so that the next run's
// company is the only one in Cornwall that takes leads.

const PASSWORD = 'Copper-pipe-2026';
/** A tiny PDF: the upload checks the bytes, not the name. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

/** A London date `days` from now, as a date input takes it. */
function londonDay(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(
    new Date(Date.now() + days * 86_400_000),
  );
}

async function signUpTruroPlumber(page: Page) {
  const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
  const email = uniqueEmail('truro');
  const businessName = `Truro Plumbing ${suffix}`;
  await gotoApp(page, '/signup?role=company');
  await page.getByLabel('Business name').fill(businessName);
  await page.getByLabel('Main trade').selectOption({ label: 'Plumber' });
  await page.getByLabel('Base postcode').fill('TR1 2HE');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/company\/onboarding$/);
  return { email, businessName };
}

/** Submits one check with its certificate, from the checks list on the onboarding page. */
async function submitCheck(page: Page, label: string, fill: (page: Page) => Promise<void>) {
  const item = page.getByRole('listitem', { name: label });
  await item.getByRole('button', { name: `Submit ${label}` }).click();
  await fill(page);
  await item.getByLabel('Certificate or card').setInputFiles({
    name: 'certificate.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await expect(item.getByText('Uploaded', { exact: true })).toBeVisible({ timeout: 20_000 });
  await item.getByRole('button', { name: 'Submit for review' }).click();
  await expect(item.getByText(/^Submitted .* we check within 2 working days$/)).toBeVisible({
    timeout: 20_000,
  });
}

async function saveRadius(page: Page, miles: string) {
  const coverage = page.getByRole('form', { name: 'Trades and coverage' });
  await coverage.getByLabel('A distance around my base').check();
  await coverage.getByLabel('Radius in miles').fill(miles);
  await coverage.getByRole('button', { name: 'Save coverage' }).click();
  await expect(page.getByText('Coverage saved').first()).toBeVisible({ timeout: 20_000 });
  return coverage;
}

test('a new company sets up, is verified with dated badges, widens its coverage and gets a lead there', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  await clearRateLimits();
  const today = longDate(new Date().toISOString());

  const companyContext = await browser.newContext();
  const company = await companyContext.newPage();
  const { email } = await signUpTruroPlumber(company);
  const uid = await findUidByEmail(email);

  try {
    // Business details, description and public phone, in the profile editor on the set-up page.
    const profile = company.getByRole('form', { name: 'Your company profile' });
    await expect(profile).toBeVisible({ timeout: 30_000 });
    await profile.getByLabel('Legal form').selectOption({ label: 'Sole trader' });
    await profile
      .getByLabel('About your business')
      .fill(
        'Family plumbers in Truro for twenty years: leaks, burst pipes, bathrooms and boilers across Cornwall, with tidy work and fixed prices agreed before we start.',
      );
    await profile.getByLabel('Public phone number').fill('01872 270000');
    await profile.getByRole('button', { name: 'Save profile' }).click();
    await expect(company.getByText('Profile saved').first()).toBeVisible({ timeout: 20_000 });

    // Trades and coverage: plumbing, within a mile of the base (Truro's own districts).
    const coverageForm = company.getByRole('form', { name: 'Trades and coverage' });
    await expect(coverageForm.getByLabel('Plumber', { exact: true })).toBeChecked();
    await saveRadius(company, '1');

    // Insurance and Gas Safe, each with its certificate, sent for checking.
    await submitCheck(company, 'Public liability insurance', async (page) => {
      await page.getByLabel('Insurer').fill('Cornish Mutual');
      await page.getByLabel('Policy number').fill('CM-2026-448812');
      await page.getByLabel('Public liability cover (£)').fill('2,000,000');
      await page.getByLabel('Expiry date').fill(londonDay(300));
    });
    await submitCheck(company, 'Gas Safe Register', async (page) => {
      await page.getByLabel('Registration number').fill('567123');
    });

    // Every required step is done: publish.
    await company.getByRole('button', { name: 'Publish my profile' }).click();
    await expect(company.getByText('Published.', { exact: true })).toBeVisible({
      timeout: 20_000,
    });

    // The admin opens the company's evidence and verifies both checks.
    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await signIn(admin, DEMO.admin);
    await gotoApp(admin, `/admin/companies?company=${uid}`);
    for (const label of ['Public liability insurance', 'Gas Safe Register']) {
      const check = admin.getByRole('article', { name: label });
      await expect(check.getByRole('link', { name: /^Open certificate\.pdf/ })).toBeVisible({
        timeout: 20_000,
      });
      await check.getByRole('button', { name: `Verify ${label}` }).click();
      await expect(check.getByText(new RegExp(`^Verified ${today}`))).toBeVisible({
        timeout: 20_000,
      });
    }
    await adminContext.close();

    // Anyone sees both badges on the public profile, with the day they were checked.
    const slug = (await readDocument(`companies/${uid}`))?.slug;
    expect(typeof slug).toBe('string');
    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    await gotoApp(visitor, `/company/profile/${slug as string}`);
    const badges = visitor.getByRole('list', { name: 'Checks made by Fixwell' });
    await expect(badges.getByText(`Insurance checked ${today}`)).toBeVisible({ timeout: 20_000 });
    await expect(badges.getByText(`Gas Safe registered · checked ${today}`)).toBeVisible();

    // Leads need a subscription: Starter through Checkout.
    await gotoApp(company, '/company/billing');
    await choosePlan(company, 'Starter');
    await expect(company).toHaveURL(standInPage('/checkout/cs_'));
    await company.getByLabel('Card number').fill(TEST_CARDS.pays);
    await company.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(company.getByText(/You.re subscribed to Starter/)).toBeVisible({
      timeout: 20_000,
    });

    // The company widens its coverage to 10 miles, which takes in Falmouth (TR11).
    await gotoApp(company, '/company/onboarding');
    const widened = await saveRadius(company, '10');
    await expect(widened.getByText(/Falmouth/).first()).toBeVisible();

    // A homeowner in Falmouth asks for a plumber through the real quote form.
    await clearRateLimits();
    await gotoApp(visitor, '/quote?service=plumber&postcode=TR11%203AA');
    const form = visitor.getByRole('form', { name: 'Quote request' });
    await fillPlumberQuoteForm(form, {
      description: `A pipe under the bathroom floor is leaking into the kitchen ceiling (${Date.now()}).`,
      name: 'Morwenna Tregear',
      email: uniqueEmail('morwenna'),
      phone: '07700 900456',
    });
    await form.getByLabel(/I agree that up to three matched companies may contact me/).check();
    await form.getByRole('button', { name: 'Send my request' }).click();
    await expect(visitor).toHaveURL(/\/quote-success\/[A-Za-z0-9]+$/, { timeout: 30_000 });
    const quoteId = new URL(visitor.url()).pathname.split('/').at(-1)!;
    await visitorContext.close();

    // It reaches the company's leads.
    await gotoApp(company, '/company/leads');
    const lead = company.locator(`a[href$="/company/leads/${quoteId}_${uid}"]`);
    await expect(lead).toBeVisible({ timeout: 30_000 });
    await expect(
      company.locator('article').filter({ has: lead }).getByText('TR11', { exact: true }),
    ).toBeVisible();
  } finally {
    // So the next run's company is the one that takes Cornwall's requests.
    await updateDocumentFields(`companies/${uid}`, { suspended: true });
    await companyContext.close();
  }
});
