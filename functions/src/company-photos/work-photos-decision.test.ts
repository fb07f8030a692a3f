import { describe, expect, it } from 'vitest';

import { WORK_PHOTOS_MAX, type WorkPhoto } from '@fixwell/common/company';

import { addWorkPhoto, changeWorkPhotos, storedWorkPhotos } from './work-photos-decision';

const photo = (n: number, caption = ''): WorkPhoto => ({
  id: String(n).padStart(32, '0'),
  caption,
  width: 1600,
  height: 1200,
});
const ids = (photos: readonly WorkPhoto[]) => photos.map((p) => Number(p.id));

describe('addWorkPhoto', () => {
  it('adds the photo last', () => {
    const result = addWorkPhoto([photo(1)], photo(2));
    expect(result.kind === 'add' && ids(result.workPhotos)).toEqual([1, 2]);
  });
  it(`refuses a photo beyond ${WORK_PHOTOS_MAX}`, () => {
    const full = Array.from({ length: WORK_PHOTOS_MAX }, (_, i) => photo(i));
    expect(addWorkPhoto(full, photo(99))).toEqual({ kind: 'full' });
  });
});

describe('changeWorkPhotos', () => {
  const current = [photo(1, 'Boiler'), photo(2), photo(3)];

  it('reorders, captions and removes', () => {
    const { workPhotos, removed } = changeWorkPhotos(current, {
      order: [photo(3).id, photo(1).id],
      captions: { [photo(3).id]: 'New bathroom', [photo(1).id]: '' },
      remove: [photo(2).id],
    });
    expect(workPhotos).toEqual([photo(3, 'New bathroom'), photo(1, '')]);
    expect(removed).toEqual([photo(2).id]);
  });

  it('ignores unknown ids and keeps photos the order left out', () => {
    const { workPhotos, removed } = changeWorkPhotos(current, {
      order: [photo(9).id, photo(2).id],
      captions: { [photo(9).id]: 'ghost' },
      remove: [photo(8).id],
    });
    expect(ids(workPhotos)).toEqual([2, 1, 3]);
    expect(workPhotos[1]!.caption).toBe('Boiler');
    expect(removed).toEqual([]);
  });
});

describe('storedWorkPhotos', () => {
  it('reads what is well formed', () => {
    expect(storedWorkPhotos(undefined)).toEqual([]);
    expect(
      storedWorkPhotos([photo(1), { id: 'x' }, null, { id: 'y', width: 1, height: 2 }]),
    ).toEqual([photo(1), { id: 'y', width: 1, height: 2, caption: '' }]);
  });
});
