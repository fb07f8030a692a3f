import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

import { listDocuments } from './support/emulators';

// The public site as search engines and visitors meet it: real content, correct and unique head
// tags, structured data, crawler files and accessibility.

/** Indexable public pages, with the structured-data types each must carry. */
const INDEXABLE: { url: string; jsonLd: string[] }[] = [
  { url: '/', jsonLd: ['Organization', 'WebSite'] },
  { url: '/services', jsonLd: ['BreadcrumbList'] },
  { url: '/services/plumber', jsonLd: ['Service', 'FAQPage', 'BreadcrumbList'] },
  { url: '/services/plumber/leeds', jsonLd: ['Service', 'FAQPage', 'BreadcrumbList'] },
  { url: '/emergency-services', jsonLd: [] },
  { url: '/emergency/locksmith', jsonLd: ['BreadcrumbList'] },
  { url: '/find-local-tradesmen', jsonLd: [] },
  { url: '/find-tradesman-near-me', jsonLd: [] },
  { url: '/uk-home-services-guide', jsonLd: [] },
  { url: '/tradespeople/leeds', jsonLd: [] },
  { url: '/how-it-works', jsonLd: [] },
  { url: '/how-to-get-quotes', jsonLd: [] },
  { url: '/sister-sites', jsonLd: [] },
  { url: '/about', jsonLd: [] },
  { url: '/faq', jsonLd: ['FAQPage'] },
  { url: '/pricing', jsonLd: [] },
  { url: '/terms', jsonLd: ['BreadcrumbList'] },
  { url: '/privacy', jsonLd: ['BreadcrumbList'] },
  { url: '/contact', jsonLd: [] },
  { url: '/blog', jsonLd: [] },
  { url: '/blog/how-to-check-a-tradesperson-is-gas-safe-registered', jsonLd: ['BlogPosting'] },
  { url: '/how-to', jsonLd: [] },
  { url: '/how-to/how-to-bleed-a-radiator', jsonLd: ['HowTo'] },
  { url: '/cost-guides/how-much-does-a-new-boiler-cost', jsonLd: ['Article'] },
  { url: '/professionals', jsonLd: [] },
  { url: '/professionals/pricing', jsonLd: [] },
  { url: '/professionals/why-choose-us', jsonLd: [] },
  { url: '/professionals/how-to-get-started', jsonLd: [] },
  { url: '/professionals/replace-your-services', jsonLd: [] },
  { url: '/alternatives/checkatrade', jsonLd: [] },
  { url: '/alternatives/mybuilder', jsonLd: [] },
  { url: '/alternatives/rated-people', jsonLd: [] },
  { url: '/alternatives/bark', jsonLd: [] },
  { url: '/company/profile/brightwater-plumbing-heating-leeds', jsonLd: ['Plumber'] },
];

type Head = {
  title: string;
  description: string;
  canonical: string;
  robots: string;
  types: string[];
};

async function readHead(page: Page): Promise<Head> {
  return page.evaluate(() => {
    const content = (selector: string) =>
      document.querySelectorAll<HTMLMetaElement>(selector).length === 1
        ? (document.querySelector<HTMLMetaElement>(selector)?.content ?? '')
        : `${document.querySelectorAll(selector).length} tags`;
    const types = Array.from(
      document.querySelectorAll('script[type="application/ld+json"]'),
    ).flatMap((script) => {
      const data = JSON.parse(script.textContent ?? '{}') as { '@type'?: string | string[] };
      return ([] as string[]).concat(data['@type'] ?? []);
    });
    return {
      title: document.title,
      description: content('meta[name="description"]'),
      canonical: document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href ?? '',
      robots: content('meta[name="robots"]'),
      types,
    };
  });
}

/** Opens a page and waits until the app has taken over from the prerendered HTML. */
async function gotoApp(page: Page, url: string) {
  await page.goto(url);
  await page.locator('html[data-app-ready="true"]').waitFor({ state: 'attached' });
}

/** Waits until the page has rendered its heading and loaded the data its head depends on. */
async function openPage(page: Page, url: string) {
  await gotoApp(page, url);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
}

test.describe('public pages', () => {
  test('each has its own title, description and canonical, within the limits, with its structured data', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const seen = { titles: new Map<string, string>(), descriptions: new Map<string, string>() };
    for (const { url, jsonLd } of INDEXABLE) {
      await openPage(page, url);
      const head = await readHead(page);
      expect(head.title, url).toMatch(/ \| Fixwell$/);
      expect(head.title.length, `${url}: ${head.title}`).toBeLessThanOrEqual(60);
      expect(head.description.length, `${url}: ${head.description}`).toBeGreaterThan(50);
      expect(head.description.length, url).toBeLessThanOrEqual(160);
      expect(new URL(head.canonical).pathname, url).toBe(url);
      expect(head.robots, url).toContain('index, follow');
      for (const type of jsonLd) expect(head.types, url).toContain(type);
      expect(seen.titles.get(head.title), `${url} repeats the title of`).toBeUndefined();
      expect(
        seen.descriptions.get(head.description),
        `${url} repeats the description of`,
      ).toBeUndefined();
      seen.titles.set(head.title, url);
      seen.descriptions.set(head.description, url);
    }
  });

  test('have no serious or critical accessibility violations (axe-core)', async ({ page }) => {
    test.setTimeout(240_000);
    const problems: string[] = [];
    for (const { url } of INDEXABLE) {
      await openPage(page, url);
      const { violations } = await new AxeBuilder({ page }).analyze();
      for (const violation of violations) {
        if (violation.impact === 'serious' || violation.impact === 'critical') {
          problems.push(
            `${url}: ${violation.id} (${violation.impact}) ${violation.nodes
              .slice(0, 3)
              .map((node) => node.target.join(' '))
              .join(', ')}`,
          );
        }
      }
    }
    expect(problems).toEqual([]);
  });

  // One test per address: each is drawn by the render function, whose first call may start a new
  // emulator worker, so five in one test could outlast one test's time.
  for (const url of [
    '/services/astrologer',
    '/services/plumber/atlantis',
    '/tradespeople/nowhere',
    '/blog/no-such-post',
    '/guides/how-to-bleed-a-radiator',
  ])
    test(`an unknown service, town or article (${url}) is a 404 page that is not indexed`, async ({
      page,
    }) => {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found');
      expect((await readHead(page)).robots).toContain('noindex');
    });

  test('the old service address redirects permanently to the service page', async ({ request }) => {
    const response = await request.get('/services/plumber/index-old', { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toMatch(/\/services\/plumber$/);
  });
});

test.describe('taking over a prerendered page', () => {
  // Tags the prerendered heading before any app script runs (they start after the first paint),
  // with a property rather than an attribute, which React would see as a mismatch.
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const heading = document.querySelector('h1');
        if (heading) Object.assign(heading, { fromPrerender: true });
      });
    });
  });

  test('hydrates the markup already on screen instead of drawing it again', async ({ page }) => {
    for (const url of [
      '/',
      '/services/plumber/london',
      '/services/plumber/leeds',
      '/tradespeople/cardiff',
      '/emergency/plumber',
      '/blog',
      '/quote',
      '/pricing',
      '/terms',
      '/alternatives/bark',
    ]) {
      await gotoApp(page, url);
      await page.waitForLoadState('networkidle');
      // The same element, still carrying the tag: React kept the prerendered DOM.
      const kept = await page
        .locator('h1')
        .evaluate(
          (heading) => (heading as HTMLElement & { fromPrerender?: boolean }).fromPrerender,
        );
      expect(kept, url).toBe(true);
      await expect(page.locator('html'), url).not.toHaveAttribute('data-prerender-redrawn');
    }
  });
});

test.describe('prerendered pages', () => {
  test.use({ javaScriptEnabled: false });

  test('show their content and head tags before any script runs', async ({ page }) => {
    for (const [url, heading] of [
      ['/', 'Find trusted local tradespeople'],
      ['/services/plumber/leeds', 'Plumbers in Leeds'],
      ['/tradespeople/cardiff', 'Tradespeople in Cardiff'],
      ['/terms', 'Terms of Service'],
    ] as const) {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 }), url).toHaveText(heading);
      const head = await readHead(page);
      expect(head.title, url).toMatch(/ \| Fixwell$/);
      expect(new URL(head.canonical).pathname, url).toBe(url);
    }
  });

  test('search from the home page works before the app has loaded', async ({ page }) => {
    await page.goto('/');
    const search = page.getByRole('search', { name: 'Find a tradesperson' });
    await search.getByLabel('What do you need?').fill('Plumber');
    await search.getByLabel('Postcode').fill('LS6 2AB');
    await search.getByRole('button', { name: 'Get free quotes' }).click();
    await expect(page).toHaveURL(/\/quote\?q=Plumber&postcode=LS6\+2AB$/);
  });

  test('leave every other route to the app shell', async ({ page }) => {
    await page.goto('/company/leads');
    await expect(page.locator('#root')).toBeEmpty();
  });
});

test.describe('crawler files', () => {
  test('robots.txt keeps private areas out and points at the sitemap', async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text();
    for (const line of [
      'Disallow: /admin',
      'Disallow: /customer',
      'Disallow: /api/',
      'Allow: /company/profile/',
    ]) {
      expect(robots).toContain(line);
    }
    expect(robots).toMatch(/^Sitemap: https?:\/\/.+\/sitemap\.xml$/m);
  });

  test('the company sitemap lists public profiles only', async ({ request }) => {
    const response = await request.get('/api/sitemaps/companies.xml');
    expect(response.status()).toBe(200);
    const xml = await response.text();
    expect(xml).toContain('/company/profile/brightwater-plumbing-heating-leeds</loc>');
    expect(xml).not.toContain('newco-electrical');
  });

  test('sitemap.xml lists services, towns, emergency pages and articles', async ({ request }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.headers()['content-type']).toContain('xml');
    const xml = await response.text();
    for (const path of [
      '/services/plumber</loc>',
      '/services/plumber/leeds</loc>',
      '/emergency/locksmith</loc>',
      '/tradespeople/cardiff</loc>',
      '/blog/how-to-check-a-tradesperson-is-gas-safe-registered</loc>',
      '/how-to/how-to-bleed-a-radiator</loc>',
    ]) {
      expect(xml).toContain(path);
    }
    expect(xml).not.toContain('/admin');
  });
});

test.describe('finding a tradesperson', () => {
  test('from the home page search to a prefilled quote form', async ({ page }) => {
    await gotoApp(page, '/');
    const search = page.getByRole('search', { name: 'Find a tradesperson' });
    await search.getByLabel('What do you need?').fill('Plumber');
    await search.getByLabel('Postcode').fill('LS6 2AB');
    await search.getByRole('button', { name: 'Get free quotes' }).click();
    await expect(page).toHaveURL(/\/quote\?service=plumber&postcode=LS6\+2AB$/);
  });

  test('a town page lists the local company, whose profile shows its reviews and takes a quote request', async ({
    page,
  }) => {
    await page.goto('/services/plumber/leeds');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Plumbers in Leeds');
    await page.getByRole('link', { name: 'Brightwater Plumbing & Heating' }).click();
    await expect(page).toHaveURL(/\/company\/profile\/brightwater-plumbing-heating-leeds$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Brightwater Plumbing & Heating',
    );
    await expect(page.getByText('Gas Safe registered').first()).toBeVisible();
    await page.getByLabel('Postcode of the job').fill('LS1 4AP');
    await page.getByRole('button', { name: /quote/i }).first().click();
    await expect(page).toHaveURL(/\/quote\?.*company=brightwater-plumbing-heating-leeds/);
  });
});

test.describe('contact form', () => {
  test('a message is stored for the support team and the visitor is thanked', async ({ page }) => {
    const marker = `e2e-${Date.now()}`;
    await gotoApp(page, '/contact');
    await page.getByLabel('Name', { exact: true }).fill('Morgan Hughes');
    await page.getByLabel('Email', { exact: true }).fill(`${marker}@example.co.uk`);
    await page.getByLabel('What is your message about?').selectOption({ index: 1 });
    await page
      .getByLabel('Message', { exact: true })
      .fill('I would like to know whether you cover the Isle of Skye for roofing work.');
    await page.getByRole('button', { name: /send/i }).click();
    await expect(page).toHaveURL(/\/contact-thank-you$/);
    await expect
      .poll(async () =>
        (await listDocuments('contactMessages')).some(
          (doc) => doc.email === `${marker}@example.co.uk`,
        ),
      )
      .toBe(true);
  });
});
