import { describe, expect, it } from 'vitest';

import {
  heroSourcesOf,
  parseSiteImageSlot,
  plannedHeight,
  shareImageOf,
  SITE_IMAGE_MESSAGES,
  SITE_IMAGE_PLANS,
  siteImageAltSchema,
  sizeRefusal,
  type SiteImageView,
} from './site-images';

describe('site image slots', () => {
  it('are the home hero, the default share image and a hero per service and town', () => {
    expect(parseSiteImageSlot('home-hero')).toEqual({
      id: 'home-hero',
      kind: 'hero',
      scope: 'home',
    });
    expect(parseSiteImageSlot('default-share')?.kind).toBe('share');
    expect(parseSiteImageSlot('service-hero.boiler-repair')).toEqual({
      id: 'service-hero.boiler-repair',
      kind: 'hero',
      scope: 'service',
      slug: 'boiler-repair',
    });
    expect(parseSiteImageSlot('town-hero.leeds')?.scope).toBe('town');
  });

  it('refuse anything else, including paths and odd slugs', () => {
    for (const id of [
      '',
      'home',
      'service-hero.',
      'service-hero.Plumber',
      'service-hero.a/b',
      'service-hero..',
      'town-hero.-leeds',
      '../home-hero',
      `service-hero.${'a'.repeat(81)}`,
    ])
      expect(parseSiteImageSlot(id), id).toBeNull();
  });
});

describe('size plans', () => {
  it('cut heroes to 16:9 at 640, 1024 and 1600 wide in WebP, a JPEG fallback and a share card', () => {
    const files = SITE_IMAGE_PLANS.hero.files.map((file) => [
      file.name,
      file.width,
      plannedHeight(file),
    ]);
    expect(files).toEqual([
      ['640.webp', 640, 360],
      ['1024.webp', 1024, 576],
      ['1600.webp', 1600, 900],
      ['1024.jpg', 1024, 576],
      ['share.jpg', 1200, 630],
    ]);
    expect(SITE_IMAGE_PLANS.share.files.map((file) => [file.name, plannedHeight(file)])).toEqual([
      ['share.jpg', 630],
    ]);
  });

  it('refuse an upload smaller than the largest size, saying by how much', () => {
    const home = parseSiteImageSlot('home-hero')!;
    expect(sizeRefusal(home, 900, 1200)).toBe(
      'The home hero must be at least 1600 pixels wide; this one is 900.',
    );
    expect(sizeRefusal(home, 2000, 800)).toBe(
      'The home hero must be at least 900 pixels tall; this one is 800.',
    );
    expect(sizeRefusal(home, 1600, 900)).toBeNull();
    const share = parseSiteImageSlot('default-share')!;
    expect(sizeRefusal(share, 1199, 700)).toBe(
      'The default share image must be at least 1200 pixels wide; this one is 1199.',
    );
    expect(sizeRefusal(share, 1200, 630)).toBeNull();
  });
});

describe('alt text', () => {
  const check = (alt: string) => {
    const result = siteImageAltSchema.safeParse(alt);
    return result.success ? result.data : result.error.issues[0]!.message;
  };

  it('is required, at most 150 characters, trimmed', () => {
    expect(check('   ')).toBe(SITE_IMAGE_MESSAGES.altRequired);
    expect(check('a'.repeat(151))).toBe(SITE_IMAGE_MESSAGES.altTooLong);
    expect(check('  A plumber fitting a new boiler  ')).toBe('A plumber fitting a new boiler');
  });

  it('is not a file name', () => {
    for (const alt of ['hero.jpg', 'IMG_2041', 'DSC01234 copy', 'PXL_20240101', 'photo.webp'])
      expect(check(alt), alt).toBe(SITE_IMAGE_MESSAGES.altFileName);
    expect(check('Image of a bright kitchen after a refit')).toBe(
      'Image of a bright kitchen after a refit',
    );
  });
});

describe('what pages use', () => {
  const hero: SiteImageView = {
    slot: 'home-hero',
    kind: 'hero',
    alt: 'A kitchen',
    version: '0123456789abcdef',
    files: SITE_IMAGE_PLANS.hero.files.map((file) => ({ ...file, height: plannedHeight(file) })),
  };

  it('a hero’s WebP srcset, JPEG fallback and size, at versioned URLs', () => {
    expect(heroSourcesOf(hero)).toEqual({
      webpSrcSet:
        '/site-images/home-hero/0123456789abcdef/640.webp 640w, /site-images/home-hero/0123456789abcdef/1024.webp 1024w, /site-images/home-hero/0123456789abcdef/1600.webp 1600w',
      fallback: '/site-images/home-hero/0123456789abcdef/1024.jpg',
      width: 1600,
      height: 900,
      alt: 'A kitchen',
    });
    expect(heroSourcesOf(null)).toBeNull();
  });

  it('the share card', () => {
    expect(shareImageOf(hero)).toEqual({
      url: '/site-images/home-hero/0123456789abcdef/share.jpg',
      width: 1200,
      height: 630,
      alt: 'A kitchen',
    });
    expect(shareImageOf(undefined)).toBeNull();
  });
});
