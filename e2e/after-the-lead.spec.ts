import { expect, test, type Page } from '@playwright/test';

import { DEMO, signIn } from './support/accounts';
import { gotoApp } from './support/app';
import { clearRateLimits, uniqueEmail, updateDocumentFields } from './support/emulators';
import { fillPlumberQuoteForm } from './support/quote-form';

// Issue 14's story in two browser windows: a homeowner asks for a plumber; the subscribed demo
// company accepts the lead and writes; the homeowner sees the message live and replies; the
// company sees it was read; the company proposes a site visit and the homeowner confirms it; both
// see it in their appointments and notifications; after the job the homeowner reviews it, the
// company replies, and the public profile shows the review as a verified job with the reply.

const DEMO_COMPANY_UID = 'demo-company';
const PROFILE_PATH = '/company/profile/brightwater-plumbing-heating-leeds';
const PASSWORD = 'Tap-drips-2026';

/** A London date `days` from now, as a date input takes it. */
function londonDate(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(
    new Date(Date.now() + days * 86_400_000),
  );
}

async function signUpHomeowner(page: Page, email: string) {
  await gotoApp(page, '/signup');
  await page.getByLabel("I'm a homeowner").check();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/customer$/);
}

async function requestPlumber(page: Page, contact: { name: string; email: string }) {
  await gotoApp(page, '/quote?service=plumber&postcode=LS6%202AB');
  const form = page.getByRole('form', { name: 'Quote request' });
  await fillPlumberQuoteForm(form, {
    description: `The kitchen tap drips all night and the stopcock is stiff (story ${Date.now()}).`,
    name: contact.name,
    email: contact.email,
    phone: '07700 900789',
  });
  await form.getByLabel(/I agree that up to three matched companies may contact me/).check();
  await form.getByRole('button', { name: 'Send my request' }).click();
  await expect(page).toHaveURL(/\/quote-success\/[A-Za-z0-9]+$/, { timeout: 30_000 });
  return new URL(page.url()).pathname.split('/').at(-1)!;
}

test('after the lead: chat live with read receipts, an appointment confirmed, a verified review and its reply', async ({
  browser,
}) => {
  // Two people's whole story, on a machine running the other specs at the same time.
  test.setTimeout(180_000);
  await clearRateLimits();
  const email = uniqueEmail('hannah');
  const contact = { name: 'Hannah Whitaker', email };

  const customerContext = await browser.newContext();
  const customer = await customerContext.newPage();
  await signUpHomeowner(customer, email);
  const quoteId = await requestPlumber(customer, contact);
  const leadId = `${quoteId}_${DEMO_COMPANY_UID}`;

  // The company accepts the lead, which opens the conversation.
  const companyContext = await browser.newContext();
  const company = await companyContext.newPage();
  await signIn(company, DEMO.company);
  await gotoApp(company, `/company/leads/${leadId}`);
  await company.getByRole('button', { name: 'Accept lead' }).click();
  await company
    .getByRole('alertdialog', { name: 'Accept this lead?' })
    .getByRole('button', { name: 'Accept lead' })
    .click();
  await expect(
    company.getByRole('region', { name: 'Customer' }).getByText(contact.name),
  ).toBeVisible();

  // Both open the thread; the company writes first.
  await gotoApp(company, `/company/chat?c=${leadId}`);
  const companyLog = company.getByRole('log');
  await expect(companyLog).toBeVisible();
  await gotoApp(customer, `/customer/chat?c=${leadId}`);
  const customerLog = customer.getByRole('log');
  await expect(customerLog.getByText(/accepted the plumber request/)).toBeVisible();

  const hello = 'Hello Hannah, I can look at the tap this week. Is the stopcock under the sink?';
  await company.getByRole('textbox', { name: 'Message' }).fill(hello);
  await company.getByRole('textbox', { name: 'Message' }).press('Enter');

  // Live on the customer's side, without a reload; reading it sends the read receipt.
  await expect(customerLog.getByText(hello)).toBeVisible({ timeout: 10_000 });
  const reply = 'Yes, it is under the sink. Mornings suit me best.';
  await customer.getByRole('textbox', { name: 'Message' }).fill(reply);
  await customer.getByRole('textbox', { name: 'Message' }).press('Enter');
  await expect(companyLog.getByText(reply)).toBeVisible({ timeout: 10_000 });
  await expect(
    companyLog
      .getByRole('listitem')
      .filter({ hasText: hello })
      .getByText(/\bRead$/),
  ).toBeVisible({ timeout: 10_000 });

  // The company proposes a site visit from the conversation.
  const visitDate = londonDate(2);
  await company.getByRole('button', { name: 'Propose an appointment' }).click();
  const proposal = company.getByRole('form', { name: 'Propose an appointment' });
  await proposal.getByLabel('Site visit').check();
  await proposal.getByLabel('Date').fill(visitDate);
  await proposal.getByLabel('Arrive from').selectOption('08:00');
  await proposal.getByLabel('Arrive by').selectOption('10:00');
  await proposal.getByLabel('Address line 1').fill('27 Headingley Lane');
  await proposal.getByLabel('Town').fill('Leeds');
  await proposal.getByLabel('Postcode').fill('LS6 2AB');
  await proposal.getByRole('button', { name: 'Propose appointment' }).click();
  await expect(customerLog.getByText(/site visit/i).first()).toBeVisible({ timeout: 10_000 });

  // The customer confirms it on their appointments page.
  await gotoApp(customer, '/customer/appointments');
  const customerVisit = customer
    .locator('article[id^="appointment-"]')
    .filter({ hasText: '27 Headingley Lane' });
  await customerVisit.getByRole('button', { name: 'Confirm' }).click();
  await expect(customerVisit.getByText('Confirmed', { exact: true })).toBeVisible();
  await expect(customerVisit.getByRole('link', { name: /directions/i })).toBeVisible();
  await expect(customerVisit.getByRole('button', { name: /add to calendar/i })).toBeVisible();

  await gotoApp(company, '/company/appointments');
  const companyVisit = company
    .locator('article[id^="appointment-"]')
    .filter({ hasText: '27 Headingley Lane' });
  await expect(companyVisit.getByText('Confirmed', { exact: true })).toBeVisible();

  const appointmentId = await companyVisit.getAttribute('id');
  expect(appointmentId).toBeTruthy();

  // Both were told in the app.
  await gotoApp(company, '/company/notifications');
  await expect(company.getByText('Appointment confirmed').first()).toBeVisible();
  await gotoApp(customer, '/customer/notifications');
  await expect(customer.getByText('Appointment proposed').first()).toBeVisible();

  // The visit happens: its time is moved into the past (the one step that stands in for the
  // clock), then the company marks it completed, which invites the customer to review the job.
  await updateDocumentFields(`appointments/${appointmentId!.replace(/^appointment-/, '')}`, {
    startsAt: new Date(Date.now() - 3 * 3_600_000),
    endsAt: new Date(Date.now() - 2 * 3_600_000),
  });
  await gotoApp(company, '/company/appointments');
  await companyVisit.getByRole('button', { name: 'Mark completed' }).click();
  await expect(companyVisit.getByText('Completed', { exact: true })).toBeVisible();

  // The invitation is written by a trigger after "Mark completed": the page lists what is there
  // when it opens, so a customer who came too early opens it again.
  const reviewThisJob = customer
    .getByRole('region', { name: 'Jobs to review' })
    .getByRole('button', { name: 'Review this job' });
  await expect(async () => {
    await gotoApp(customer, '/customer/feedback');
    await expect(reviewThisJob).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await reviewThisJob.click();
  const reviewForm = customer.getByRole('form', { name: /Review Brightwater/ });
  await expect(reviewForm).toBeVisible({ timeout: 15_000 });
  for (const aspect of ['Quality of work', 'Value for money', 'Reliability']) {
    await reviewForm.getByRole('group', { name: aspect }).getByLabel('5 stars').check();
  }
  const words = 'Arrived on time, replaced the tap washer and freed the stopcock. Tidy and fair.';
  await reviewForm.getByLabel('Your review').fill(words);
  await reviewForm.getByRole('button', { name: 'Post review' }).click();
  await expect(customer.getByText(words)).toBeVisible();

  // The company replies once, publicly.
  await gotoApp(company, '/company/feedback');
  const replyForm = company.getByRole('form', { name: 'Reply to Hannah W.' });
  const answer = 'Thank you Hannah, glad the kitchen is quiet again.';
  await replyForm.getByLabel('Your public reply').fill(answer);
  await replyForm.getByRole('button', { name: 'Post reply' }).click();
  await expect(company.getByText(answer)).toBeVisible();

  // The public profile shows the review as a verified job, with the reply.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await gotoApp(visitor, PROFILE_PATH);
  const review = visitor.getByRole('listitem').filter({ hasText: words });
  await expect(review).toBeVisible();
  await expect(review.getByText('Verified job')).toBeVisible();
  await expect(review.getByText(answer)).toBeVisible();

  await visitorContext.close();
  await companyContext.close();
  await customerContext.close();
});

test('an admin writes to a homeowner as Fixwell support, who answers in their Messages', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  await clearRateLimits();
  const email = uniqueEmail('imogen');
  const contact = { name: 'Imogen Hart', email };

  const customerContext = await browser.newContext();
  const customer = await customerContext.newPage();
  await signUpHomeowner(customer, email);
  const quoteId = await requestPlumber(customer, contact);

  // From the quote's conversations page, with nobody's conversation open yet.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, DEMO.admin);
  await gotoApp(admin, `/admin/quotes/${quoteId}/conversations`);
  const question = 'Hello Imogen, is the tap still dripping, or has a plumber already been?';
  const toCustomer = admin.getByRole('form', { name: 'Write to Imogen Hart (the customer)' });
  await toCustomer.getByRole('textbox', { name: /as Fixwell support/ }).fill(question);
  await toCustomer.getByRole('button', { name: 'Send as Fixwell support' }).click();
  const thread = admin.getByRole('region', { name: 'Imogen Hart and Fixwell support' });
  await expect(thread.getByText(`Fixwell support: ${question}`)).toBeVisible();

  // The homeowner finds it in Messages, from Fixwell support, and answers.
  await gotoApp(customer, '/customer/chat');
  await customer.getByRole('link', { name: /Fixwell support/ }).click();
  const log = customer.getByRole('log');
  await expect(log.getByText(`Fixwell support: ${question}`)).toBeVisible();
  const answer = 'Still dripping, nobody has been yet.';
  await customer.getByRole('textbox', { name: 'Message' }).fill(answer);
  await customer.getByRole('textbox', { name: 'Message' }).press('Enter');
  await expect(log.getByText(answer)).toBeVisible();

  // The admin reads the answer on the quote's conversations page.
  await expect(async () => {
    await admin.reload();
    await expect(
      admin.getByRole('region', { name: 'Imogen Hart and Fixwell support' }).getByText(answer),
    ).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
});
