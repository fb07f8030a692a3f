import { describe, expect, it } from 'vitest';

import {
  isQuotePhotoType,
  MAX_QUOTE_PHOTO_BYTES,
  MAX_QUOTE_PHOTOS,
  QUOTE_PHOTO_MESSAGES,
  quotePhotoRefSchema,
} from './quote-photos';
import { quoteRequestSchema } from './quote-request';

const REQUEST = {
  service: 'plumber',
  answers: {},
  timing: 'within-2-days',
  budget: '250-1000',
  description: 'The kitchen tap drips constantly and the washer seems worn.',
  postcode: 'LS6 2AB',
  propertyType: 'house',
  name: 'Priya Shah',
  email: 'priya@example.co.uk',
  phone: '07700 900123',
  consent: true,
  source: 'web',
} as const;

const photo = (n: number) => ({
  id: n.toString(16).padStart(32, '0'),
  token: 'A'.repeat(42) + String(n % 10),
});

describe('quote photos', () => {
  it('has the limits the form promises', () => {
    expect(MAX_QUOTE_PHOTOS).toBe(5);
    expect(MAX_QUOTE_PHOTO_BYTES).toBe(10 * 1024 * 1024);
    expect(isQuotePhotoType('image/webp')).toBe(true);
    expect(isQuotePhotoType('image/gif')).toBe(false);
    expect(isQuotePhotoType(undefined)).toBe(false);
  });

  it('accepts a well-formed reference and refuses forged ones', () => {
    expect(quotePhotoRefSchema.safeParse(photo(1)).success).toBe(true);
    expect(quotePhotoRefSchema.safeParse({ ...photo(1), id: 'ABC' }).success).toBe(false);
    expect(quotePhotoRefSchema.safeParse({ ...photo(1), token: 'short' }).success).toBe(false);
    expect(quotePhotoRefSchema.safeParse({ id: photo(1).id }).success).toBe(false);
  });

  it('makes photos optional on a request, defaulting to none', () => {
    expect(quoteRequestSchema.parse(REQUEST).photos).toEqual([]);
    const withPhotos = quoteRequestSchema.parse({ ...REQUEST, photos: [photo(1), photo(2)] });
    expect(withPhotos.photos).toEqual([photo(1), photo(2)]);
  });

  it('refuses more than five photos, or the same photo twice, with a message for the field', () => {
    const tooMany = quoteRequestSchema.safeParse({
      ...REQUEST,
      photos: [1, 2, 3, 4, 5, 6].map(photo),
    });
    expect(tooMany.error?.issues).toEqual([
      expect.objectContaining({ path: ['photos'], message: QUOTE_PHOTO_MESSAGES.tooMany }),
    ]);
    const twice = quoteRequestSchema.safeParse({ ...REQUEST, photos: [photo(1), photo(1)] });
    expect(twice.error?.issues[0]?.message).toBe(QUOTE_PHOTO_MESSAGES.invalidPhotos);
    const broken = quoteRequestSchema.safeParse({ ...REQUEST, photos: [{ id: 'x' }] });
    expect(broken.error?.issues[0]?.path[0]).toBe('photos');
  });
});
