import { MAX_QUOTE_PHOTO_BYTES, QUOTE_PHOTO_MESSAGES } from '@fixwell/common/quote/quote-photos';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { fitWithin, preparePhoto } from '@/features/quote-photos/lib/resize-photo';

afterEach(() => vi.unstubAllGlobals());

describe('fitWithin', () => {
  it('shrinks the long edge to 2048 px, keeping the shape', () => {
    expect(fitWithin(4032, 3024)).toEqual({ width: 2048, height: 1536 });
    expect(fitWithin(3000, 6000)).toEqual({ width: 1024, height: 2048 });
  });

  it('never enlarges a small photo', () => {
    expect(fitWithin(800, 600)).toEqual({ width: 800, height: 600 });
  });
});

describe('preparePhoto', () => {
  it('refuses a type the server does not take', async () => {
    await expect(preparePhoto(new File(['x'], 'a.heic', { type: 'image/heic' }))).rejects.toThrow(
      QUOTE_PHOTO_MESSAGES.wrongType,
    );
  });

  it('refuses an empty file as unreadable', async () => {
    await expect(preparePhoto(new File([], 'a.jpg', { type: 'image/jpeg' }))).rejects.toThrow(
      QUOTE_PHOTO_MESSAGES.unreadable,
    );
  });

  it('says unreadable when the browser cannot decode the file', async () => {
    vi.stubGlobal('createImageBitmap', vi.fn().mockRejectedValue(new Error('bad')));
    await expect(preparePhoto(new File(['x'], 'a.png', { type: 'image/png' }))).rejects.toThrow(
      QUOTE_PHOTO_MESSAGES.unreadable,
    );
  });

  it('sends the original where the browser cannot redraw it, within the limit only', async () => {
    vi.stubGlobal('createImageBitmap', undefined);
    const small = new File(['x'], 'a.webp', { type: 'image/webp' });
    await expect(preparePhoto(small)).resolves.toBe(small);
    const huge = new File([new Uint8Array(MAX_QUOTE_PHOTO_BYTES + 1)], 'b.jpg', {
      type: 'image/jpeg',
    });
    await expect(preparePhoto(huge)).rejects.toThrow(QUOTE_PHOTO_MESSAGES.tooLarge);
  });
});
