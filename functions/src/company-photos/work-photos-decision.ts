import { WORK_PHOTOS_MAX, type WorkPhoto } from '@fixwell/common/company';

/** The company's photos as stored, whatever an old or hand-edited document holds. */
export function storedWorkPhotos(value: unknown): WorkPhoto[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter(
      (photo): photo is WorkPhoto =>
        typeof photo === 'object' &&
        photo !== null &&
        typeof (photo as WorkPhoto).id === 'string' &&
        typeof (photo as WorkPhoto).width === 'number' &&
        typeof (photo as WorkPhoto).height === 'number',
    )
    .map((photo) => ({
      ...photo,
      caption: typeof photo.caption === 'string' ? photo.caption : '',
    }));
}

export type AddPhotoDecision = { kind: 'add'; workPhotos: WorkPhoto[] } | { kind: 'full' };

/** A new photo goes last, unless the profile already shows the most it may. */
export function addWorkPhoto(current: readonly WorkPhoto[], photo: WorkPhoto): AddPhotoDecision {
  if (current.length >= WORK_PHOTOS_MAX) return { kind: 'full' };
  return { kind: 'add', workPhotos: [...current, photo] };
}

export interface WorkPhotosChange {
  order: readonly string[];
  captions: Readonly<Record<string, string>>;
  remove: readonly string[];
}

/**
 * The photos after the company reorders, captions and removes them. Ids the company no longer has
 * (another tab removed them) are ignored; photos the order leaves out (one uploaded in another
 * tab meanwhile) keep their order after those it names, so nothing is lost by a stale page.
 * Answers the new list and the ids to delete from storage.
 */
export function changeWorkPhotos(
  current: readonly WorkPhoto[],
  change: WorkPhotosChange,
): { workPhotos: WorkPhoto[]; removed: string[] } {
  const removing = new Set(change.remove);
  const kept = current.filter((photo) => !removing.has(photo.id));
  const byId = new Map(kept.map((photo) => [photo.id, photo]));
  const ordered: WorkPhoto[] = [];
  for (const id of change.order) {
    const photo = byId.get(id);
    if (photo) {
      ordered.push(photo);
      byId.delete(id);
    }
  }
  for (const photo of kept) if (byId.has(photo.id)) ordered.push(photo);
  const workPhotos = ordered.map((photo) =>
    Object.hasOwn(change.captions, photo.id)
      ? { ...photo, caption: change.captions[photo.id]! }
      : photo,
  );
  const removed = current.filter((photo) => removing.has(photo.id)).map((photo) => photo.id);
  return { workPhotos, removed };
}
