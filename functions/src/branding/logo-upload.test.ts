import { describe, expect, it } from 'vitest';

import { LOGO_MESSAGES, MAX_LOGO_BYTES } from '@fixwell/common/company-branding-logo';

import { parseLogoUpload } from './logo-upload';

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(16),
]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(16)]);
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 ')]);

describe('parseLogoUpload', () => {
  it('accepts PNG, JPEG and WebP whose bytes match the declared type', () => {
    expect(parseLogoUpload('image/png', PNG)).toEqual({
      kind: 'ok',
      contentType: 'image/png',
      bytes: PNG,
    });
    expect(parseLogoUpload('IMAGE/JPEG; charset=binary', JPEG)).toMatchObject({ kind: 'ok' });
    expect(parseLogoUpload('image/webp', WEBP)).toMatchObject({ kind: 'ok' });
  });

  it('refuses other types, and bytes that are not what they claim', () => {
    const wrongType = { kind: 'refused', status: 415, error: LOGO_MESSAGES.wrongType };
    expect(parseLogoUpload('image/svg+xml', Buffer.from('<svg/>'))).toEqual(wrongType);
    expect(parseLogoUpload(undefined, PNG)).toEqual(wrongType);
    expect(parseLogoUpload('image/png', Buffer.from('not really a png'))).toEqual(wrongType);
    expect(parseLogoUpload('image/jpeg', PNG)).toEqual(wrongType);
  });

  it('refuses an empty body and one over 5 MB', () => {
    expect(parseLogoUpload('image/png', Buffer.alloc(0))).toEqual({
      kind: 'refused',
      status: 400,
      error: LOGO_MESSAGES.unreadable,
    });
    const big = Buffer.concat([PNG, Buffer.alloc(MAX_LOGO_BYTES)]);
    expect(parseLogoUpload('image/png', big)).toEqual({
      kind: 'refused',
      status: 413,
      error: LOGO_MESSAGES.tooLarge,
    });
    expect(parseLogoUpload('image/png', big.subarray(0, MAX_LOGO_BYTES))).toMatchObject({
      kind: 'ok',
    });
  });
});
