import { expect, test, type Page } from '@playwright/test';

import { buildEmbedSnippet } from '../web/src/features/quote-widget/widget-snippet';
import { DEMO, signIn } from './support/accounts';
import { listDocuments } from './support/emulators';
import { fillPlumberQuoteForm } from './support/quote-form';

// The quote widget as a company's own website uses it: another site frames it with the snippet
// from /company/widgets, a visitor sends a request inside the frame, and the frame grows and
// shrinks with the form. Every other page of ours refuses to be framed.

const APP_ORIGIN = 'http://127.0.0.1:5000';
const PARTNER = 'https://partner-site.test/';
const SLUG = 'brightwater-plumbing-heating-leeds';

/** Serves a partner's page holding the widget snippet exactly as the company copies it. */
async function openPartnerPage(page: Page) {
  // Chromium blocks a public page from framing a loopback address unless the visitor allows it.
  // In production both sites are public; here the app is on 127.0.0.1, so allow it up front.
  await page.context().grantPermissions(['local-network-access']);
  const snippet = buildEmbedSnippet({
    origin: APP_ORIGIN,
    slug: SLUG,
    service: 'plumber',
    companyName: 'Brightwater Plumbing & Heating',
  });
  await page.route(PARTNER, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: `<!doctype html><html lang="en"><head><title>Brightwater Plumbing</title></head>
<body><h1>Brightwater Plumbing &amp; Heating</h1><p>Get in touch below.</p>${snippet}</body></html>`,
    }),
  );
  await page.goto(PARTNER);
}

test('a visitor to a partner site requests a quote inside the widget', async ({ page }) => {
  const email = `widget-${Date.now()}@example.co.uk`;
  await openPartnerPage(page);
  const iframe = page.locator('iframe[data-fixwell-widget]');
  await expect(iframe).toHaveAttribute(
    'src',
    `${APP_ORIGIN}/widget/quote-form?company=${SLUG}&service=plumber`,
  );
  const widget = page.frameLocator('iframe[data-fixwell-widget]');

  await expect(
    widget.getByRole('heading', {
      level: 1,
      name: 'Request a quote from Brightwater Plumbing & Heating',
    }),
  ).toBeVisible();
  // No site header or footer inside the frame.
  await expect(widget.getByRole('banner')).toHaveCount(0);
  await expect(widget.getByRole('contentinfo')).toHaveCount(0);

  // The snippet's script sized the frame from the widget's own height.
  const frameHeight = () => iframe.evaluate((element) => element.getBoundingClientRect().height);
  await expect.poll(() => iframe.evaluate((element) => element.style.height)).toMatch(/^\d+px$/);
  const firstHeight = await frameHeight();
  expect(firstHeight).not.toBe(720);

  const form = widget.getByRole('form', { name: 'Quote request' });
  await expect(form.getByLabel('What do you need?')).toHaveValue('plumber');
  await fillPlumberQuoteForm(form, {
    description:
      'The pipe under the bathroom basin drips at the joint and the floor is getting wet.',
    postcode: 'ls6 2ab',
    name: 'Sam Okafor',
    email,
    phone: '07700 900456',
  });
  await form.getByLabel(/I agree that up to three matched companies may contact me/).check();
  await form.getByRole('button', { name: 'Send my request' }).click();

  // Confirmed inside the frame; the partner's page stays where it was.
  await expect(widget.getByRole('heading', { name: 'Your request has been sent' })).toBeVisible();
  const track = widget.getByRole('link', { name: /Track your request/ });
  await expect(track).toHaveAttribute('target', '_blank');
  await expect(track).toHaveAttribute(
    'href',
    new RegExp(`^${APP_ORIGIN.replace(/\./g, '\\.')}/quote/track/[A-Za-z0-9_-]{43}$`),
  );
  expect(page.url()).toBe(PARTNER);

  // The short confirmation is shorter than the form was: the frame followed it.
  await expect.poll(frameHeight).not.toBe(firstHeight);
  const contentHeight = await page
    .frameLocator('iframe[data-fixwell-widget]')
    .locator('body')
    .evaluate((body) => Math.ceil(body.getBoundingClientRect().height));
  await expect.poll(frameHeight).toBe(contentHeight);

  // Stored as a widget request for that company.
  const quotes = await listDocuments('quotes');
  const stored = quotes.find(
    (quote) => (quote.contact as { email?: string } | undefined)?.email === email,
  );
  expect(stored).toMatchObject({ service: 'plumber', source: 'widget', company: SLUG });
});

test('only the widget may be framed by other sites', async ({ request }) => {
  const widget = await request.get('/widget/quote-form?company=' + SLUG);
  expect(widget.ok()).toBe(true);
  expect(widget.headers()['x-frame-options']).toBeUndefined();
  expect(widget.headers()['content-security-policy'] ?? '').not.toContain('frame-ancestors');

  for (const path of ['/quote', '/', '/company/widgets', '/widgets']) {
    const response = await request.get(path);
    expect(response.headers()['x-frame-options'], path).toBe('DENY');
    expect(response.headers()['content-security-policy'], path).toContain("frame-ancestors 'none'");
  }
});

test('a company finds its embed code, preview and widget figures', async ({ page }) => {
  await signIn(page, DEMO.company);
  await page.goto('/company/widgets');
  await expect(page.getByRole('heading', { level: 1, name: 'Website widgets' })).toBeVisible();

  const code = page.getByRole('textbox', { name: 'Embed code' });
  await expect(code).toHaveValue(new RegExp(`/widget/quote-form\\?company=${SLUG}"`));
  await expect(code).toHaveValue(/data-fixwell-widget/);
  await expect(code).toHaveValue(/fixwell:widget-height/);

  await page.getByLabel(/Service to preselect/).selectOption('plumber');
  await expect(code).toHaveValue(
    new RegExp(`/widget/quote-form\\?company=${SLUG}&amp;service=plumber"`),
  );

  const results = page.getByRole('region', { name: 'Requests through your widget' });
  await expect(results.getByText('This month')).toBeVisible();
  await expect(results.getByText('All time')).toBeVisible();
  // The figures are the company's widget leads as stored (the partner-site test adds one).
  const widgetLeads = (await listDocuments('leads')).filter(
    (lead) => lead.companyId === 'demo-company' && lead.source === 'widget',
  );
  const now = new Date();
  const monthStart = new Date(now.getFullYear(), now.getMonth(), 1);
  const thisMonth = widgetLeads.filter(
    (lead) => new Date(String(lead.createdAt)) >= monthStart,
  ).length;
  await expect(results.locator('dt:has-text("All time") + dd')).toHaveText(
    String(widgetLeads.length),
  );
  await expect(results.locator('dt:has-text("This month") + dd')).toHaveText(String(thisMonth));

  const preview = page.frameLocator('iframe[title^="Preview of the quote request form"]');
  await expect(
    preview.getByRole('heading', { name: 'Request a quote from Brightwater Plumbing & Heating' }),
  ).toBeVisible();
  await expect(preview.getByLabel('What do you need?')).toHaveValue('plumber');
});
