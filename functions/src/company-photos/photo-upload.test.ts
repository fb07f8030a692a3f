import { describe, expect, it } from 'vitest';

import {
  WORK_PHOTO_MAX_BYTES,
  WORK_PHOTO_MESSAGES,
} from '@fixwell/common/companies/company-profile';

import { parseWorkPhotoUpload } from './photo-upload';

const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]);
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]);

describe('parseWorkPhotoUpload', () => {
  it('accepts a type the bytes bear out', () => {
    expect(parseWorkPhotoUpload('image/jpeg', JPEG)).toMatchObject({ kind: 'ok' });
    expect(parseWorkPhotoUpload('Image/PNG; charset=binary', PNG)).toMatchObject({
      kind: 'ok',
      contentType: 'image/png',
    });
  });
  it('refuses a type the bytes contradict, or one not accepted', () => {
    const wrong = { kind: 'refused', status: 415, error: WORK_PHOTO_MESSAGES.wrongType };
    expect(parseWorkPhotoUpload('image/png', JPEG)).toEqual(wrong);
    expect(parseWorkPhotoUpload('image/jpeg', Buffer.from('<svg></svg>'))).toEqual(wrong);
    expect(parseWorkPhotoUpload('image/svg+xml', Buffer.from('<svg></svg>'))).toEqual(wrong);
  });
  it('refuses empty and oversized bodies', () => {
    expect(parseWorkPhotoUpload('image/jpeg', Buffer.alloc(0))).toMatchObject({ status: 400 });
    const big = Buffer.concat([JPEG, Buffer.alloc(WORK_PHOTO_MAX_BYTES)]);
    expect(parseWorkPhotoUpload('image/jpeg', big)).toEqual({
      kind: 'refused',
      status: 413,
      error: WORK_PHOTO_MESSAGES.tooLarge,
    });
  });
});
