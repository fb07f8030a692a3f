import { expect, test, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';

import { DEMO, signIn } from './support/accounts';
import { gotoApp } from './support/app';

// Site images end to end: an admin uploads a home hero with its alt text through the api function,
// which resizes it; a visitor then sees it on the home page with that alt, served from its
// versioned URL with a year's caching; and a page rendered on request carries the new default
// share image in og:image, all without a deploy. The slots are emptied again at the end.

const HERO_ALT = 'A bright kitchen with oak worktops after a refit';
const SHARE_ALT = 'Fixwell: free quotes from checked local tradespeople';

/** A `width`×`height` JPEG with a gradient, so every resized file has real content. */
async function photo(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 3;
      pixels[i] = Math.round((x * 255) / width);
      pixels[i + 1] = Math.round((y * 255) / height);
      pixels[i + 2] = (Date.now() % 200) + 20;
    }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg()
    .toBuffer();
}

async function upload(page: Page, slot: Locator, file: Buffer, alt: string) {
  await slot.getByLabel('Image', { exact: true }).setInputFiles({
    name: 'picture.jpg',
    mimeType: 'image/jpeg',
    buffer: file,
  });
  await slot.getByLabel('Description (alt text)').fill(alt);
  await slot.getByRole('button', { name: 'Upload image' }).click();
  await expect(page.getByText('Image saved')).toBeVisible({ timeout: 30_000 });
  await expect(slot.getByRole('img', { name: alt })).toBeVisible();
}

async function remove(page: Page, slot: Locator) {
  await slot.getByRole('button', { name: 'Remove image' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove image' }).click();
  await expect(slot.getByText('No image: pages use their built-in look.')).toBeVisible();
}

test('an admin uploads a home hero and a share image; visitors and crawlers get them without a deploy', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  await signIn(page, DEMO.admin);
  await gotoApp(page, '/admin/site-images');
  await expect(page.getByRole('heading', { level: 1, name: 'Site images' })).toBeVisible();
  const hero = page.getByRole('region', { name: 'Home page hero' });
  const share = page.getByRole('region', { name: 'Default share image' });

  // Too small is refused on the field, in words.
  await hero.getByLabel('Image', { exact: true }).setInputFiles({
    name: 'small.jpg',
    mimeType: 'image/jpeg',
    buffer: await photo(900, 600),
  });
  await hero.getByLabel('Description (alt text)').fill(HERO_ALT);
  await hero.getByRole('button', { name: 'Upload image' }).click();
  await expect(
    hero.getByText('The home hero must be at least 1600 pixels wide; this one is 900.'),
  ).toBeVisible({ timeout: 30_000 });

  await upload(page, hero, await photo(1800, 1100), HERO_ALT);
  await upload(page, share, await photo(1200, 630), SHARE_ALT);

  try {
    // A visitor sees the hero on the home page, with its alt text, loaded from a versioned URL.
    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    await gotoApp(visitor, '/');
    const image = visitor.getByRole('img', { name: HERO_ALT });
    await expect(image).toBeVisible();
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
      .toBeGreaterThan(0);
    const src = await image.evaluate((element: HTMLImageElement) => element.currentSrc);
    expect(new URL(src).pathname).toMatch(
      /^\/site-images\/home-hero\/[0-9a-f]{16}\/(640|1024|1600)\.webp$/,
    );
    const served = await request.get(new URL(src).pathname);
    expect(served.status()).toBe(200);
    expect(served.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers()['content-type']).toBe('image/webp');
    await visitorContext.close();

    // A page rendered on request names the new share image to crawlers (no JavaScript).
    const html = await (await request.get('/services/plumber')).text();
    const ogImage =
      /<meta data-prerendered-head property="og:image" content="([^"]+)"/.exec(html)?.[1] ?? '';
    expect(new URL(ogImage).pathname).toMatch(
      /^\/site-images\/default-share\/[0-9a-f]{16}\/share\.jpg$/,
    );
    expect(html).toContain(
      `<meta data-prerendered-head property="og:image:alt" content="${SHARE_ALT}"`,
    );
    const card = await request.get(new URL(ogImage).pathname);
    expect(card.status()).toBe(200);
    expect(card.headers()['content-type']).toBe('image/jpeg');
  } finally {
    await remove(page, hero);
    await remove(page, share);
  }

  // Emptied, the rendered page is back to the built-in share image.
  const html = await (await request.get('/services/plumber')).text();
  expect(html).toMatch(
    /<meta data-prerendered-head property="og:image" content="[^"]*\/og-image\.jpg"/,
  );
});
