import { expect, test } from '@playwright/test';

import { DEMO, signIn } from './support/accounts';
import { gotoApp } from './support/app';

// Issue 16 §2 in the browser, from idea to indexed page without a deploy: an admin writes a post in
// Markdown, sees the preview (raw HTML shown as text) and publishes it; a crawler without
// JavaScript gets its full HTML and head tags, sitemap.xml lists it, the IndexNow history shows it
// sent with the endpoint's answer, and a visitor reads it with its FAQ.

const run = Date.now().toString(36);

test('an admin writes, previews and publishes a post, which opens on the public site', async ({
  page,
  browser,
}) => {
  // The whole journey, publish to indexed, waits on several functions' first calls (each may start
  // an emulator worker) and on the IndexNow trigger.
  test.setTimeout(90_000);
  const title = `Boiler pressure keeps dropping (${run})`;
  const slug = `boiler-pressure-keeps-dropping-${run}`;
  const description =
    'Boiler pressure falling every few days? The usual causes, the checks you can make yourself and when to call a Gas Safe engineer.';

  await signIn(page, DEMO.admin);
  await gotoApp(page, '/admin/blog/new');
  await page.getByLabel('Title', { exact: true }).fill(title);
  await expect(page.getByLabel('Address', { exact: true })).toHaveValue(slug);
  await page.getByLabel('Tags', { exact: true }).fill('boilers, heating');
  await page.getByLabel('Author', { exact: true }).fill('Fixwell editorial team');
  await page.getByLabel('Description', { exact: true }).fill(description);
  await expect(page.getByText(`${description.length} of 160 characters`)).toBeVisible();
  await page
    .getByLabel('Text (Markdown)', { exact: true })
    .fill(
      [
        '# Why pressure drops',
        '',
        'A sealed heating system loses pressure when water escapes. Check under every radiator valve',
        'for drips and look at the pressure relief pipe outside. <script>window.hacked = true</script>',
        '',
        '## What to do',
        '',
        '- Top the system up to 1.5 bar with the filling loop.',
        '- Ask an engineer to check the expansion vessel if it keeps falling.',
      ].join('\n'),
    );
  const preview = page.getByTestId('markdown-preview');
  await expect(
    preview.getByRole('heading', { level: 2, name: 'Why pressure drops' }),
  ).toBeVisible();
  await expect(preview).toContainText('<script>window.hacked = true</script>');
  await page.getByRole('button', { name: 'Add a question' }).click();
  await page.getByLabel('Question 1', { exact: true }).fill('Is low boiler pressure dangerous?');
  await page
    .getByLabel('Answer 1', { exact: true })
    .fill('No, but the boiler stops heating until it is topped up.');

  await page.getByRole('button', { name: 'Publish now' }).click();
  // Publishing saves the draft first, then renders and publishes it: two callables, each of which
  // may start a new Functions emulator worker on its first call.
  await expect(page.getByText(`The post is live at /blog/${slug}.`)).toBeVisible({
    timeout: 30_000,
  });
  await expect(page).toHaveURL(/\/admin\/blog\/edit\/[^/]+$/);
  const view = page.getByRole('link', { name: /View on site/ });
  await expect(view).toHaveAttribute('href', `/blog/${slug}`);

  // In the published list.
  await gotoApp(page, '/admin/blog?status=published');
  await expect(
    page.getByRole('list', { name: 'Published' }).getByRole('link', { name: title }),
  ).toBeVisible();

  // A crawler (no JavaScript) gets the whole page from the function, with its head tags.
  const crawler = await browser.newContext({ javaScriptEnabled: false });
  const bot = await crawler.newPage();
  const served = await bot.goto(`/blog/${slug}`);
  expect(served?.status()).toBe(200);
  await expect(bot).toHaveTitle(/\| Fixwell$/);
  await expect(bot.locator('meta[name="description"]')).toHaveAttribute('content', description);
  await expect(bot.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new RegExp(`/blog/${slug}$`),
  );
  const crawlerJsonLd = await bot.locator('script[type="application/ld+json"]').allTextContents();
  expect(crawlerJsonLd.some((json) => /"@type":"(Article|BlogPosting)"/.test(json))).toBe(true);
  await expect(bot.getByRole('heading', { level: 1 })).toHaveText(title);
  const sitemap = await (await bot.request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`/blog/${slug}</loc>`);
  await crawler.close();

  // The IndexNow history shows the post sent on publish, with the endpoint's response code.
  await expect(async () => {
    await gotoApp(page, '/admin/indexnow?trigger=article');
    const sent = page
      .getByRole('list', { name: 'Submissions, newest first' })
      .getByRole('listitem')
      .filter({ hasText: `(articles/${slug})` });
    await expect(sent.first()).toContainText(/\b20[02]\b/, { timeout: 5_000 });
  }).toPass({ timeout: 45_000 });

  // A visitor opens it.
  const visitor = await browser.newPage();
  await gotoApp(visitor, `/blog/${slug}`);
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const article = visitor.getByRole('article', { name: title });
  await expect(
    article.getByRole('heading', { level: 2, name: 'Why pressure drops' }),
  ).toBeVisible();
  await expect(article).toContainText('Top the system up to 1.5 bar with the filling loop.');
  await expect(article).toContainText('<script>window.hacked = true</script>');
  expect(await visitor.evaluate(() => (window as { hacked?: boolean }).hacked)).toBeUndefined();
  await expect(article.getByText('Is low boiler pressure dangerous?')).toBeVisible();
  await expect(visitor).toHaveTitle(
    `${title} | Fixwell`.length > 60 ? /\| Fixwell$/ : `${title} | Fixwell`,
  );
  const faqData = await visitor.locator('script[type="application/ld+json"]').allTextContents();
  expect(faqData.some((json) => json.includes('"FAQPage"'))).toBe(true);
  await visitor.close();
});
