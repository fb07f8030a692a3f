import { expect, test, type Browser, type Page } from '@playwright/test';
import QRCode from 'qrcode';

import { DEMO, signIn } from './support/accounts';
import { gotoApp } from './support/app';
import { longDate } from './support/billing';
import {
  clearRateLimits,
  deleteDocument,
  listDocumentsWithIds,
  updateDocumentFields,
} from './support/emulators';
import { idTokenOf, waitForMail } from './support/tokens-and-mail';

// Issue 15's help pages and stickers in the browser: company@ orders stickers carrying a QR code
// to its public profile and an admin moves the order to printing and posted; company@ asks
// support a question with a file, an admin takes it, answers and resolves it; company@ works
// through a guide; and on a phone the company menu reaches Stickers and Support by keyboard.

const COMPANY_UID = 'demo-company';
const COMPANY_NAME = 'Brightwater Plumbing & Heating';
const PROFILE_PATH = '/company/profile/brightwater-plumbing-heating-leeds';
/** A tiny PDF: uploads are checked by their bytes, not their name. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

/** A word no other run uses, to find this run's order or ticket among others. */
function runToken(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
}

async function signedIn(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, email);
  return page;
}

/** Earlier runs' orders still in progress would hide the order form ("one open order"). */
async function closeOpenStickerOrders() {
  for (const { id, data } of await listDocumentsWithIds('stickerOrders')) {
    if (data.companyId === COMPANY_UID && (data.status === 'new' || data.status === 'printing'))
      await updateDocumentFields(`stickerOrders/${id}`, { status: 'cancelled' });
  }
}

test('company@ orders stickers with a QR code to its profile; an admin prints and posts them and the company sees each step', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  await clearRateLimits();
  await closeOpenStickerOrders();
  const token = runToken('Unit ');
  const tracking = `RM${Date.now().toString().slice(-9)}GB`;

  const company = await signedIn(browser, DEMO.company);
  await gotoApp(company, '/company/stickers');

  // The printable preview: each sticker's QR code encodes the public profile's address.
  const vanPreview = company.getByRole('figure', { name: 'Van door sticker preview' });
  await expect(vanPreview.getByText(COMPANY_NAME)).toBeVisible({ timeout: 20_000 });
  const qr = vanPreview.getByRole('img', { name: /^QR code to / });
  await expect(qr).toBeVisible();
  const profileUrl = (await qr.getAttribute('alt'))!.replace(/^QR code to /, '');
  expect(new URL(profileUrl).pathname).toBe(PROFILE_PATH);
  const expectedSvg = await QRCode.toString(profileUrl, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 1,
  });
  expect(await qr.getAttribute('src')).toBe(
    `data:image/svg+xml;charset=utf-8,${encodeURIComponent(expectedSvg)}`,
  );
  await expect(company.getByRole('button', { name: 'Print the preview' })).toBeVisible();

  // Bad input is refused on its field, before anything is sent.
  const form = company.getByRole('form', { name: 'Order stickers' });
  await form.getByLabel('Van door (600 × 300 mm)').fill('0');
  await form.getByRole('button', { name: 'Order stickers' }).click();
  await expect(form.getByText('Choose at least one sticker.')).toBeVisible();
  await expect(form.getByText('Enter the first line of the address.')).toBeVisible();
  await expect(form.getByLabel('Postcode')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('Enter a full UK postcode, such as LS6 2AB.')).toBeVisible();
  await form.getByLabel('Door (A6, 148 × 105 mm)').fill('21');
  await form.getByLabel('Postcode').fill('LS99 ZZZ');
  await form.getByRole('button', { name: 'Order stickers' }).click();
  await expect(form.getByText('Choose from 0 to 20 of each sticker.')).toBeVisible();
  await expect(form.getByText('Enter a full UK postcode, such as LS6 2AB.')).toBeVisible();

  // Two van door stickers and one for the door, to the yard.
  await form.getByLabel('Van door (600 × 300 mm)').fill('2');
  await form.getByLabel('Door (A6, 148 × 105 mm)').fill('1');
  await form.getByLabel('Address line 1').fill(`${token}, Wellington Street`);
  await form.getByLabel('Town or city').fill('Leeds');
  await form.getByLabel('Postcode').fill('ls1 4ap');
  await form.getByRole('button', { name: 'Order stickers' }).click();
  await expect(company.getByText('Your order is being prepared.', { exact: false })).toBeVisible({
    timeout: 20_000,
  });
  const myOrder = company
    .getByRole('list', { name: 'Your sticker orders' })
    .getByRole('listitem')
    .filter({ hasText: token });
  await expect(myOrder).toContainText('2 × Van door (600 × 300 mm), 1 × Door (A6, 148 × 105 mm)');
  await expect(myOrder).toContainText('LS1 4AP');
  await expect(myOrder.getByText('Ordered', { exact: true })).toBeVisible();

  // The admin starts printing it.
  const admin = await signedIn(browser, DEMO.admin);
  await gotoApp(admin, '/admin/sticker-requests');
  const queued = admin.getByRole('listitem').filter({ hasText: token });
  await expect(queued).toContainText(COMPANY_NAME, { timeout: 20_000 });
  // The order carries the public profile's address for the printer (the functions' own site
  // address, which on the emulators is not the one the tests browse).
  await expect(queued.getByRole('link', { name: new RegExp(`${PROFILE_PATH}$`) })).toBeVisible();
  await queued.getByRole('button', { name: 'Start printing' }).click();
  await expect(queued).toBeHidden({ timeout: 20_000 });

  await gotoApp(company, '/company/stickers');
  await expect(myOrder.getByText('Printing', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(myOrder.getByText('Being printed; we will post them next.')).toBeVisible();

  // Posted, with the tracking number (which it must have).
  await admin
    .getByRole('group', { name: 'Show orders' })
    .getByRole('button', { name: 'Printing' })
    .click();
  const printing = admin.getByRole('listitem').filter({ hasText: token });
  const posted = printing.getByRole('form', { name: `Mark the order from ${COMPANY_NAME} posted` });
  await posted.getByRole('button', { name: 'Mark posted' }).click();
  await expect(posted.getByText('Enter the tracking number from the postage label.')).toBeVisible();
  await posted.getByLabel('Tracking number').fill(tracking);
  await posted.getByRole('button', { name: 'Mark posted' }).click();
  await expect(printing).toBeHidden({ timeout: 20_000 });
  await admin
    .getByRole('group', { name: 'Show orders' })
    .getByRole('button', { name: 'Posted' })
    .click();
  await expect(
    admin
      .getByRole('listitem')
      .filter({ hasText: token })
      .getByText(`Tracking number: ${tracking}`),
  ).toBeVisible({ timeout: 20_000 });

  await gotoApp(company, '/company/stickers');
  await expect(myOrder.getByText('Posted', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(myOrder).toContainText(
    `Posted ${longDate(new Date().toISOString())}. Tracking number: ${tracking}`,
  );
  // Nothing is open any more, so more can be ordered.
  await expect(company.getByRole('form', { name: 'Order stickers' })).toBeVisible();

  // Told at each step, in the app and by email.
  await gotoApp(company, '/company/notifications');
  await expect(company.getByText('Your stickers are being printed').first()).toBeVisible({
    timeout: 20_000,
  });
  await expect(company.getByText('Your stickers are in the post').first()).toBeVisible();
  expect(await waitForMail(DEMO.company, 'Your stickers are in the post')).toContain(tracking);

  // The QR code's address is the public profile.
  await gotoApp(company, new URL(profileUrl).pathname);
  await expect(company.getByRole('heading', { level: 1, name: COMPANY_NAME })).toBeVisible();

  await company.context().close();
  await admin.context().close();
});

test('company@ asks support with a file; an admin takes the ticket, answers and resolves it; the file is theirs and the admins’ only', async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  await clearRateLimits();
  const token = runToken('inv');
  const subject = `Invoice ${token} shows no VAT line`;
  const fileName = `invoice-${token}.pdf`;

  // company@ opens a ticket with a PDF.
  const company = await signedIn(browser, DEMO.company);
  await gotoApp(company, '/company/support');
  await company.getByRole('link', { name: 'New ticket' }).click();
  const newTicket = company.getByRole('form', { name: 'New support ticket' });
  await newTicket.getByRole('button', { name: 'Send ticket' }).click();
  await expect(newTicket.getByText('Write a subject of at least 5 characters.')).toBeVisible();
  await expect(newTicket.getByText('Choose what your question is about.')).toBeVisible();
  await expect(newTicket.getByText('Write your message.')).toBeVisible();

  await newTicket.getByLabel('Subject').fill(subject);
  await newTicket
    .getByLabel('What is it about?')
    .selectOption({ label: 'Billing and subscription' });
  await newTicket
    .getByLabel('Your message')
    .fill(
      'The invoice I sent on Monday has no VAT line, although I am VAT registered. PDF attached.',
    );
  const uploaded = company.waitForResponse(
    (response) =>
      response.url().includes('/api/support-attachments') && response.request().method() === 'POST',
  );
  await newTicket.getByLabel(/Attach photos or PDFs/).setInputFiles({
    name: fileName,
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  const upload = await uploaded;
  expect(upload.status()).toBe(201);
  const attachmentId = ((await upload.json()) as { id: string }).id;
  await expect(
    newTicket.getByRole('list', { name: 'Attached files' }).getByText(fileName, { exact: false }),
  ).toBeVisible();
  await newTicket.getByRole('button', { name: 'Send ticket' }).click();
  const companyThread = company.getByRole('article', { name: subject });
  await expect(companyThread.getByText('Waiting for Fixwell', { exact: true })).toBeVisible({
    timeout: 20_000,
  });
  await expect(company).toHaveURL(/\/company\/support\?t=/);

  // The admin finds it with the filters and the search, and takes it.
  const admin = await signedIn(browser, DEMO.admin);
  await gotoApp(admin, '/admin/support');
  await admin.getByLabel('Category').selectOption({ label: 'Technical problem' });
  await admin.getByRole('searchbox', { name: 'Search by subject or requester' }).fill(token);
  await admin.getByRole('button', { name: 'Search' }).click();
  await expect(admin.getByText('No tickets match these filters.')).toBeVisible({ timeout: 20_000 });
  await admin.getByLabel('Category').selectOption({ label: 'Billing and subscription' });
  await admin.getByRole('link', { name: new RegExp(subject) }).click();
  const adminThread = admin.getByRole('article', { name: subject });
  await expect(adminThread).toContainText(`From ${COMPANY_NAME} (${DEMO.company})`);
  await expect(adminThread).toContainText('Assigned to nobody');
  await adminThread.getByRole('button', { name: 'Assign to me' }).click();
  await expect(adminThread).toContainText('Assigned to Fixwell Admin', { timeout: 20_000 });
  await admin.getByLabel('Assigned to').selectOption({ label: 'Assigned to me' });
  await expect(admin.getByRole('link', { name: new RegExp(subject) })).toContainText(
    'assigned to you',
  );

  // The attachment opens for the admin.
  await expect(
    adminThread.getByRole('link', { name: new RegExp(`^Download ${fileName}`) }),
  ).toBeVisible({ timeout: 20_000 });
  const adminFile = await request.get(`/api/support-attachments/${attachmentId}`, {
    headers: { Authorization: `Bearer ${await idTokenOf(DEMO.admin)}` },
  });
  expect(adminFile.status()).toBe(200);
  expect(adminFile.headers()['content-type']).toContain('application/pdf');
  // Another signed-in company is told it does not exist.
  const otherCompany = await request.get(`/api/support-attachments/${attachmentId}`, {
    headers: { Authorization: `Bearer ${await idTokenOf(DEMO.newco)}` },
  });
  expect(otherCompany.status()).toBe(404);

  // The admin answers: the ticket now waits for the company, which is emailed.
  const answer = `Thanks, ${token}: turn on "VAT registered" in Billing and send the invoice again.`;
  const adminReply = adminThread.getByRole('form', { name: 'Reply' });
  await adminReply.getByLabel('Your reply').fill(answer);
  await adminReply.getByRole('button', { name: 'Send reply' }).click();
  await expect(adminThread.getByText(answer)).toBeVisible({ timeout: 20_000 });
  await expect(adminThread.getByText('Waiting for the requester', { exact: true })).toBeVisible();
  expect(await waitForMail(DEMO.company, `Fixwell support replied: ${subject}`)).toContain(answer);

  // company@ sees the answer live, waiting for it, and replies.
  await expect(
    companyThread.getByRole('listitem', { name: /^Fixwell support, / }).getByText(answer),
  ).toBeVisible({ timeout: 20_000 });
  await expect(companyThread.getByText('Waiting for you', { exact: true })).toBeVisible();
  await expect(
    companyThread.getByRole('link', { name: new RegExp(`^Download ${fileName}`) }),
  ).toBeVisible();
  const thanks = 'That fixed it, thank you.';
  const companyReply = companyThread.getByRole('form', { name: 'Reply' });
  await companyReply.getByLabel('Your reply').fill(thanks);
  await companyReply.getByRole('button', { name: 'Send reply' }).click();
  await expect(companyThread.getByText(thanks)).toBeVisible({ timeout: 20_000 });
  await expect(companyThread.getByText('Waiting for Fixwell', { exact: true })).toBeVisible();

  // The admin reads it and resolves the ticket; company@ sees it resolved.
  await expect(adminThread.getByText(thanks)).toBeVisible({ timeout: 20_000 });
  await expect(adminThread.getByText('Open (waiting for us)', { exact: true })).toBeVisible();
  await adminThread.getByRole('button', { name: 'Mark as resolved' }).click();
  await expect(adminThread.getByText('Resolved', { exact: true })).toBeVisible({
    timeout: 20_000,
  });
  await expect(companyThread.getByText('Resolved', { exact: true })).toBeVisible({
    timeout: 20_000,
  });
  await expect(
    company.getByRole('link', { name: new RegExp(subject) }).getByText('Resolved', { exact: true }),
  ).toBeVisible();

  await company.context().close();
  await admin.context().close();
});

test('company@ searches the guides, follows one and ticks it; the tick survives a reload', async ({
  browser,
}) => {
  await deleteDocument(`tutorialProgress/${COMPANY_UID}`);
  const company = await signedIn(browser, DEMO.company);
  await gotoApp(company, '/company/tutorials');
  const guides = company.getByRole('list', { name: 'Guides' });
  await expect(company.getByText(/^0 of \d+ guides finished$/)).toBeVisible({ timeout: 20_000 });
  const total = await guides.getByRole('article').count();
  expect(total).toBeGreaterThan(5);

  await company.getByRole('searchbox', { name: 'Search the guides' }).fill('invoice reminders');
  const guide = guides.getByRole('article', { name: 'Quotes and invoices' });
  await expect(guide).toBeVisible();
  expect(await guides.getByRole('article').count()).toBeLessThan(total);
  await company.getByRole('searchbox', { name: 'Search the guides' }).fill('zzzz');
  await expect(company.getByText('No guide mentions “zzzz”. Try another word.')).toBeVisible();
  await company.getByRole('searchbox', { name: 'Search the guides' }).fill('invoice');

  // A step's link opens the page it is about.
  await guide.getByRole('link', { name: 'Invoices', exact: true }).click();
  await expect(company).toHaveURL(/\/company\/invoices$/);
  await company.goBack();

  const tick = company.getByLabel('I have finished “Quotes and invoices”');
  await tick.click();
  await expect(tick).toBeChecked();
  await expect(company.getByText(`1 of ${total} guides finished`)).toBeVisible();
  await expect(
    guides
      .getByRole('article', { name: /Quotes and invoices/ })
      .getByText('Finished', { exact: true }),
  ).toBeVisible();

  await expect(async () => {
    await company.reload();
    await expect(company.getByText(`1 of ${total} guides finished`)).toBeVisible({
      timeout: 3_000,
    });
  }).toPass({ timeout: 20_000 });
  await expect(tick).toBeChecked();
  await company.context().close();
});

/** Presses Tab until the focused element's text starts with `text`. */
async function tabTo(page: Page, text: string) {
  for (let presses = 0; presses < 200; presses += 1) {
    const focused = await page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
    if (focused.startsWith(text)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tabbing never reached "${text}"`);
}

/** The page is no wider than the phone; otherwise says which elements stick out. */
async function noSidewaysScrolling(page: Page) {
  const widths = await page.evaluate(() => {
    const viewport = window.innerWidth;
    const outside = Array.from(document.querySelectorAll('main *'))
      .filter((element) => element.getBoundingClientRect().right > viewport + 0.5)
      .slice(0, 5)
      .map((element) => `<${element.tagName.toLowerCase()} class="${element.className}">`);
    return { page: document.documentElement.scrollWidth, window: viewport, outside };
  });
  expect(widths.page, `${page.url()}: ${widths.outside.join(', ')}`).toBeLessThanOrEqual(
    widths.window,
  );
}

test('on a 375 px phone the company menu reaches Stickers and Support by keyboard, marking the current page', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
  const page = await context.newPage();
  await signIn(page, DEMO.company);
  await gotoApp(page, '/company/leads');

  const bar = page.getByRole('navigation', { name: 'Company menu shortcuts' });
  await expect(bar).toBeVisible();
  await expect(bar.getByRole('link', { name: /^Leads/ })).toHaveAttribute('aria-current', 'page');
  const menuButton = bar.getByRole('button', { name: 'Menu' });
  const sheet = page.getByRole('dialog', { name: 'Company menu' });

  for (const [label, path, heading] of [
    ['Stickers', '/company/stickers', 'Stickers'],
    ['Support', '/company/support', 'Support'],
  ] as const) {
    // Tab goes through the page to the bar and its "Menu" (where Escape left focus the second
    // time); Enter opens the sheet.
    await tabTo(page, 'Menu');
    await expect(menuButton).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(sheet).toBeVisible();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await expect(sheet.getByRole('button', { name: 'Close menu' })).toBeFocused();

    // Tab through the groups to the page, Enter follows it and the sheet closes.
    await tabTo(page, label);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(sheet).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await noSidewaysScrolling(page);

    // Opened again, the sheet marks the page; Escape closes it and gives focus back to "Menu".
    await menuButton.click();
    await expect(sheet.getByRole('link', { name: new RegExp(`^${label}`) })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(menuButton).toBeFocused();
  }

  // The stickers page's preview and form fit the phone too.
  await gotoApp(page, '/company/stickers');
  await expect(page.getByRole('figure', { name: 'Van door sticker preview' })).toBeVisible({
    timeout: 20_000,
  });
  await noSidewaysScrolling(page);
  await context.close();
});

test('the demo’s public profiles show their coverage, photos of past work, opening hours and social links', async ({
  page,
  request,
}) => {
  await gotoApp(page, PROFILE_PATH);
  await expect(page.getByRole('heading', { level: 1, name: COMPANY_NAME })).toBeVisible();

  // Coverage: whole areas and single districts, as towns.
  const towns = page.getByRole('list', { name: 'Towns covered' });
  for (const town of ['Leeds', 'Bradford', 'Harrogate', 'Huddersfield', 'York'])
    await expect(towns.getByText(town, { exact: true })).toBeVisible();

  // Photos of past work, captioned, served by the api function.
  const photos = page.getByRole('region', { name: 'Photos of past work' });
  await expect(photos.getByRole('img')).toHaveCount(4);
  const first = photos.getByRole('img', { name: /^Combi boiler swap in Headingley/ });
  await expect(first).toBeVisible();
  const photo = await request.get((await first.getAttribute('src'))!);
  expect(photo.status()).toBe(200);
  expect(photo.headers()['content-type']).toBe('image/jpeg');

  // Opening hours and social links.
  const hours = page.getByRole('region', { name: 'Opening hours' });
  await expect(hours.getByRole('row', { name: /Monday/ })).toContainText('7:30am to 6:00pm');
  await expect(hours.getByRole('row', { name: /Sunday/ })).toContainText('Closed');
  await expect(hours.getByText(/call-outs until 10pm/)).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Social media' }).getByRole('link', { name: /Facebook/ }),
  ).toHaveAttribute('href', 'https://www.facebook.com/brightwaterplumbingleeds');

  // A directory company too.
  await gotoApp(page, '/company/profile/taff-locksmiths-cf10');
  await expect(
    page.getByRole('region', { name: 'Photos of past work' }).getByRole('img'),
  ).not.toHaveCount(0);
  await expect(page.getByText('Lock-outs: 24 hours a day, every day.')).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Towns covered' }).getByText('Cardiff'),
  ).toBeVisible();
});
