import { expect, test } from '@playwright/test';

import { gotoApp } from './support/app';
import { deleteDocument, listDocuments, writeDocument } from './support/emulators';

// Issue 16: an article written after the build (as an admin's publish writes `articles/{slug}`)
// is served through Hosting by the renderPublicPage function: a crawler without JavaScript gets
// its full HTML and head tags, a browser takes the same markup over without drawing it again, and
// sitemap.xml and the IndexNow history list it. No rebuild in between.

const slug = `rendered-on-request-${Date.now()}`;
const paragraph = (text: string) => ({ type: 'p', text });
/** An article as an admin's publish writes it (the catalogue's article shape). */
const article = {
  slug,
  section: 'guides',
  category: 'advice',
  // Short enough that the page's title is not shortened (SPEC.md's limit).
  title: 'A boiler guide rendered on request',
  description:
    'Written after the last deploy and served to crawlers with its full HTML, head tags and structured data.',
  author: 'Eleanor Davies',
  publishedAt: '2026-11-24',
  updatedAt: '2026-11-24',
  tags: ['boilers', 'heating'],
  relatedServices: ['plumber'],
  body: [
    paragraph('A new boiler is one of the larger jobs most homes need once every fifteen years.'),
    { type: 'h2', text: 'Combi, system or regular' },
    paragraph('A combi heats water on demand; a system boiler keeps a cylinder of hot water.'),
    paragraph('A regular boiler also needs a cold water tank in the loft, as older homes have.'),
    { type: 'h2', text: 'Getting quotes' },
    paragraph('Ask at least three Gas Safe registered engineers to quote for the same boiler.'),
  ],
};
const path = `/guides/${slug}`;

test.beforeAll(async () => {
  await writeDocument(`articles/${slug}`, article);
});
test.afterAll(async () => {
  await deleteDocument(`articles/${slug}`);
});

test.describe('a crawler without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('gets a new article’s full HTML: title, description, canonical, Article JSON-LD', async ({
    page,
  }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['cache-control']).toContain('s-maxage=300');
    await expect(page).toHaveTitle(new RegExp(`^${article.title}`));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      article.description,
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`${path}$`),
    );
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLd.some((text) => /"@type":"(Article|BlogPosting)"/.test(text))).toBe(true);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
  });

  test('gets 404 with noindex for an article that does not exist', async ({ page }) => {
    const response = await page.goto('/guides/no-such-guide-anywhere');
    expect(response?.status()).toBe(404);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });
});

test('a browser takes the rendered article over without drawing it again', async ({ page }) => {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const heading = document.querySelector('h1');
      if (heading) Object.assign(heading, { fromPrerender: true });
    });
  });
  await gotoApp(page, path);
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
  const kept = await page
    .locator('h1')
    .evaluate((heading) => (heading as HTMLElement & { fromPrerender?: boolean }).fromPrerender);
  expect(kept).toBe(true);
  await expect(page.locator('html')).not.toHaveAttribute('data-prerender-redrawn');
});

test('app routes under a rendered prefix still get the app', async ({ page }) => {
  await page.goto('/company/profile/delete-account');
  await expect(page).toHaveURL(/\/login/);
});

test('sitemap.xml lists the new article, and IndexNow was told about it', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  expect(xml).toContain(`${path}</loc><lastmod>2026-11-24</lastmod>`);
  await expect
    .poll(async () => {
      const rows = await listDocuments('indexNowSubmissions');
      return rows.find((row) => row.source === `articles/${slug}`)?.outcome;
    })
    .toBe('accepted');
});
