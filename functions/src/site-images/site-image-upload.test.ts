import { describe, expect, it } from 'vitest';

import { MAX_SITE_IMAGE_BYTES, SITE_IMAGE_MESSAGES } from '@fixwell/common/admin/site-images';

import { siteImageObjectPath } from './site-image-store';
import { parseSiteImageUpload } from './site-image-upload';

const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]);
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]);

describe('parseSiteImageUpload', () => {
  it('takes a JPEG, PNG or WebP whose bytes match its declared type', () => {
    expect(parseSiteImageUpload('image/jpeg', JPEG)).toMatchObject({ kind: 'ok' });
    expect(parseSiteImageUpload('Image/PNG; charset=binary', PNG)).toMatchObject({
      kind: 'ok',
      contentType: 'image/png',
    });
  });

  it('refuses other types, mismatched bytes, empty and oversized bodies', () => {
    const refused = (status: number, error: string) => ({ kind: 'refused', status, error });
    expect(parseSiteImageUpload('image/svg+xml', Buffer.from('<svg/>'))).toEqual(
      refused(415, SITE_IMAGE_MESSAGES.wrongType),
    );
    expect(parseSiteImageUpload('image/jpeg', PNG)).toEqual(
      refused(415, SITE_IMAGE_MESSAGES.wrongType),
    );
    expect(parseSiteImageUpload(undefined, JPEG)).toEqual(
      refused(415, SITE_IMAGE_MESSAGES.wrongType),
    );
    expect(parseSiteImageUpload('image/jpeg', Buffer.alloc(0))).toEqual(
      refused(400, SITE_IMAGE_MESSAGES.unreadable),
    );
    expect(
      parseSiteImageUpload('image/jpeg', Buffer.concat([JPEG, Buffer.alloc(MAX_SITE_IMAGE_BYTES)])),
    ).toEqual(refused(413, SITE_IMAGE_MESSAGES.tooLarge));
  });
});

describe('siteImageObjectPath', () => {
  it('names a planned file of a real slot and version, and nothing else', () => {
    expect(siteImageObjectPath('home-hero', '0123456789abcdef', '640.webp')).toBe(
      'site-images/home-hero/0123456789abcdef/640.webp',
    );
    expect(siteImageObjectPath('service-hero.plumber', '0123456789abcdef', 'share.jpg')).toBe(
      'site-images/service-hero.plumber/0123456789abcdef/share.jpg',
    );
    for (const [slot, version, file] of [
      ['../home-hero', '0123456789abcdef', '640.webp'],
      ['home-hero', '0123456789ABCDEF', '640.webp'],
      ['home-hero', '0123456789abcdef', '../x.webp'],
      ['home-hero', '0123456789abcdef', '641.webp'],
    ])
      expect(siteImageObjectPath(slot!, version!, file!), `${slot} ${version} ${file}`).toBeNull();
  });
});
