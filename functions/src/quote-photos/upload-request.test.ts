import { describe, expect, it } from 'vitest';
import { MAX_QUOTE_PHOTO_BYTES, QUOTE_PHOTO_MESSAGES } from '@fixwell/common/quote/quote-photos';

import { sniffImageType } from '../lib/image-type';
import { newPhotoId, newPhotoToken, photoTokenHash, photoTokenMatches } from './photo-token';
import { parsePhotoUpload } from './upload-request';

const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]);
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d]);
const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([0x24, 0x00, 0x00, 0x00]),
  Buffer.from('WEBPVP8 '),
]);
const GIF = Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1');

describe('sniffImageType', () => {
  it('recognises JPEG, PNG and WebP by their first bytes', () => {
    expect(sniffImageType(JPEG)).toBe('image/jpeg');
    expect(sniffImageType(PNG)).toBe('image/png');
    expect(sniffImageType(WEBP)).toBe('image/webp');
  });

  it('refuses other formats, truncated headers and other RIFF files', () => {
    expect(sniffImageType(GIF)).toBeNull();
    expect(sniffImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImageType(JPEG.subarray(0, 2))).toBeNull();
    expect(sniffImageType(PNG.subarray(0, 7))).toBeNull();
    expect(sniffImageType(Buffer.from('RIFF\x24\x00\x00\x00WAVEfmt ', 'latin1'))).toBeNull();
    expect(sniffImageType(Buffer.alloc(0))).toBeNull();
  });
});

describe('parsePhotoUpload', () => {
  it('accepts a photo whose bytes match its declared type, ignoring header parameters', () => {
    expect(parsePhotoUpload('image/jpeg', JPEG)).toEqual({
      kind: 'ok',
      contentType: 'image/jpeg',
      bytes: JPEG,
    });
    expect(parsePhotoUpload('Image/PNG; charset=binary', PNG)).toMatchObject({
      kind: 'ok',
      contentType: 'image/png',
    });
    expect(parsePhotoUpload('image/webp', WEBP)).toMatchObject({ kind: 'ok' });
  });

  it('refuses types it does not accept, and bytes that are not what the header says', () => {
    const wrongType = { kind: 'refused', status: 400, error: QUOTE_PHOTO_MESSAGES.wrongType };
    expect(parsePhotoUpload('image/gif', GIF)).toEqual(wrongType);
    expect(parsePhotoUpload(undefined, JPEG)).toEqual(wrongType);
    expect(parsePhotoUpload('image/jpeg', PNG)).toEqual(wrongType);
    expect(parsePhotoUpload('image/png', Buffer.from('<script>alert(1)</script>'))).toEqual(
      wrongType,
    );
  });

  it('refuses an empty body as unreadable and a body over 10 MB as too large', () => {
    expect(parsePhotoUpload('image/jpeg', Buffer.alloc(0))).toEqual({
      kind: 'refused',
      status: 400,
      error: QUOTE_PHOTO_MESSAGES.unreadable,
    });
    expect(parsePhotoUpload('image/jpeg', undefined)).toMatchObject({ status: 400 });
    const justRight = Buffer.concat([JPEG, Buffer.alloc(MAX_QUOTE_PHOTO_BYTES - JPEG.length)]);
    expect(parsePhotoUpload('image/jpeg', justRight)).toMatchObject({ kind: 'ok' });
    expect(parsePhotoUpload('image/jpeg', Buffer.concat([justRight, Buffer.alloc(1)]))).toEqual({
      kind: 'refused',
      status: 413,
      error: QUOTE_PHOTO_MESSAGES.tooLarge,
    });
  });
});

describe('photo tokens', () => {
  it('makes ids and tokens in the shapes the API promises, never the same twice', () => {
    expect(newPhotoId()).toMatch(/^[0-9a-f]{32}$/);
    expect(newPhotoToken()).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newPhotoToken()).not.toBe(newPhotoToken());
  });

  it('stores only a hash, and matches only the right token', () => {
    const token = newPhotoToken();
    const hash = photoTokenHash(token);
    expect(hash).not.toContain(token);
    expect(photoTokenMatches(token, hash)).toBe(true);
    expect(photoTokenMatches(newPhotoToken(), hash)).toBe(false);
    expect(photoTokenMatches(token, undefined)).toBe(false);
    expect(photoTokenMatches(token, 'short')).toBe(false);
  });
});
