import { plannedHeight, SITE_IMAGE_PLANS } from '@fixwell/common/admin/site-images';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import { renderOnRequest } from '@/entry-prerender';
import type * as CatalogueIndex from '@/features/catalogue/catalogue-index';
import { absoluteUrl } from '@/lib/seo/seo-constants';
import { installFakePublicData } from '@/testing/fake-public-data';

// A page drawn on request (renderPublicPage) reads its slots as a visitor and carries the
// versioned hero and share image URLs in its HTML, so crawlers and first paints see them.

const ORIGIN = 'https://www.fixwell.co.uk';

const stored = (slot: string, kind: 'hero' | 'share', alt: string, version: string) => ({
  id: slot,
  slot,
  kind,
  alt,
  version,
  sourceWidth: 2000,
  sourceHeight: 1125,
  files: SITE_IMAGE_PLANS[kind].files.map((file) => ({ ...file, height: plannedHeight(file) })),
  previousVersion: null,
});

async function render(path: string) {
  const page = await renderOnRequest(path, ORIGIN);
  if (page.kind !== 'page') throw new Error(`Not a page: ${page.reason}`);
  return page.html;
}

describe('pages rendered on request', () => {
  // The function's server bundle has its page modules and the build-time index loaded; under
  // vitest they load on first use (the service page reads the real index's "is it loaded" check).
  beforeAll(async () => {
    const index = await vi.importActual<typeof CatalogueIndex>(
      '@/features/catalogue/catalogue-index',
    );
    await Promise.all([index.loadServiceIndex(), index.loadLocationIndex()]);
    installFakePublicData();
    await renderOnRequest('/services/plumber', ORIGIN);
  });

  it('carry the service hero (WebP srcset, JPEG fallback, size, alt) and its share card', async () => {
    installFakePublicData({
      collections: {
        siteImages: [
          stored(
            'service-hero.plumber',
            'hero',
            'A plumber fitting a radiator',
            'aaaaaaaaaaaaaaaa',
          ),
          stored('default-share', 'share', 'Fixwell', 'bbbbbbbbbbbbbbbb'),
        ],
      },
    });
    const html = await render('/services/plumber');
    const base = '/site-images/service-hero.plumber/aaaaaaaaaaaaaaaa';
    expect(html).toContain(
      `srcSet="${base}/640.webp 640w, ${base}/1024.webp 1024w, ${base}/1600.webp 1600w"`,
    );
    expect(html).toMatch(
      new RegExp(
        `<img class="hero-picture__image" src="${base}/1024.jpg" alt="A plumber fitting a radiator" width="1600" height="900" fetchPriority="high" loading="eager"`,
      ),
    );
    expect(html).toContain(
      `<meta property="og:image" content="${absoluteUrl(`${base}/share.jpg`)}"/>`,
    );
    expect(html).toContain('<meta property="og:image:width" content="1200"/>');
    expect(html).toContain('<meta property="og:image:height" content="630"/>');
    expect(html).toContain(
      '<meta property="og:image:alt" content="A plumber fitting a radiator"/>',
    );
  });

  it('fall back to the default share image, and show no hero, when the page has none', async () => {
    installFakePublicData({
      collections: {
        siteImages: [stored('default-share', 'share', 'Fixwell', 'bbbbbbbbbbbbbbbb')],
      },
    });
    const html = await render('/tradespeople/leeds');
    expect(html).not.toContain('hero-picture');
    expect(html).toContain(
      `<meta property="og:image" content="${absoluteUrl('/site-images/default-share/bbbbbbbbbbbbbbbb/share.jpg')}"/>`,
    );
    expect(html).toContain('<meta property="og:image:alt" content="Fixwell"/>');
  });

  it('keep the built-in share image when no slot is filled', async () => {
    installFakePublicData();
    const html = await render('/tradespeople/leeds');
    expect(html).not.toContain('/site-images/');
    expect(html).toContain(`<meta property="og:image" content="${absoluteUrl('/og-image.jpg')}"/>`);
  });

  it('carry a town’s hero on its page', async () => {
    installFakePublicData({
      collections: {
        siteImages: [stored('town-hero.leeds', 'hero', 'Leeds town hall', 'cccccccccccccccc')],
      },
    });
    const html = await render('/tradespeople/leeds');
    expect(html).toContain('alt="Leeds town hall"');
    expect(html).toContain(
      `<meta property="og:image" content="${absoluteUrl('/site-images/town-hero.leeds/cccccccccccccccc/share.jpg')}"/>`,
    );
  });
});
