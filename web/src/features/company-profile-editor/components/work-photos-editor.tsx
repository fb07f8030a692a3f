import {
  isWorkPhotoUploadType,
  WORK_PHOTO_CAPTION_MAX,
  WORK_PHOTO_MAX_BYTES,
  WORK_PHOTO_MESSAGES,
} from '@fixwell/common/companies/company-profile';
import { WORK_PHOTOS_MAX, type WorkPhoto } from '@fixwell/common/company';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';

import { toast } from '@/components/toast/toast-store';
import {
  useUpdateWorkPhotos,
  useUploadWorkPhoto,
} from '@/features/company-profile-editor/api/save-company-profile';
import { useWorkPhotoSrc } from '@/features/company-profile-editor/hooks/use-work-photo-src';

type Upload = { key: string; name: string; progress: number; error: string | null };

/** Why a file cannot be sent, before any byte leaves the browser (the server checks again). */
function fileProblem(file: File): string | null {
  if (!isWorkPhotoUploadType(file.type)) return WORK_PHOTO_MESSAGES.wrongType;
  if (file.size > WORK_PHOTO_MAX_BYTES) return WORK_PHOTO_MESSAGES.tooLarge;
  return null;
}

function Thumbnail({
  companyId,
  photo,
  index,
}: {
  companyId: string;
  photo: WorkPhoto;
  index: number;
}) {
  const src = useWorkPhotoSrc(companyId, photo.id);
  return src ? (
    <img
      className="profile-photos__thumb"
      src={src}
      alt={photo.caption || `Photo ${index + 1}`}
      width={photo.width}
      height={photo.height}
    />
  ) : (
    <span className="profile-photos__thumb profile-photos__thumb--empty" aria-hidden="true" />
  );
}

/**
 * Photos of past work: several uploaded at once with their progress, then ordered with buttons
 * (keyboard and screen-reader friendly, focus following the photo moved), captioned and removed;
 * order, captions and removals are saved together.
 */
export function WorkPhotosEditor({
  companyId,
  photos,
}: {
  companyId: string;
  photos: readonly WorkPhoto[];
}) {
  const inputId = useId();
  const upload = useUploadWorkPhoto(companyId);
  const save = useUpdateWorkPhotos(companyId);
  const [items, setItems] = useState<WorkPhoto[]>(() => [...photos]);
  const [removed, setRemoved] = useState<string[]>([]);
  const [dirty, setDirty] = useState(false);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const [saveError, setSaveError] = useState<string | null>(null);
  const focusAfterMove = useRef<{ id: string; action: 'up' | 'down' } | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const saveButton = useRef<HTMLButtonElement>(null);
  const focusSave = useRef(false);

  // Photos the server added (an upload finished) join the end, keeping the local order; a photo
  // seen once is never added back (it may be one removed here and not saved yet).
  const seen = useRef(new Set(photos.map((photo) => photo.id)));
  useEffect(() => {
    const added = photos.filter((photo) => !seen.current.has(photo.id));
    if (added.length === 0) return;
    added.forEach((photo) => seen.current.add(photo.id));
    setItems((current) => [...current, ...added]);
  }, [photos]);

  useEffect(() => {
    // A removed photo's buttons are gone: the focus goes to saving the change.
    if (focusSave.current) {
      focusSave.current = false;
      saveButton.current?.focus();
    }
    const target = focusAfterMove.current;
    if (!target) return;
    focusAfterMove.current = null;
    const index = items.findIndex((photo) => photo.id === target.id);
    // At the top "Move up" is disabled, so the focus goes to "Move down", and the other way round.
    const disabled = target.action === 'up' ? index === 0 : index === items.length - 1;
    const action = disabled ? (target.action === 'up' ? 'down' : 'up') : target.action;
    buttons.current.get(`${target.id}:${action}`)?.focus();
  }, [items]);

  const change = (next: WorkPhoto[]) => {
    setItems(next);
    setDirty(true);
  };

  const move = (index: number, by: -1 | 1) => {
    const next = [...items];
    const [photo] = next.splice(index, 1);
    next.splice(index + by, 0, photo!);
    focusAfterMove.current = { id: photo!.id, action: by < 0 ? 'up' : 'down' };
    change(next);
    setAnnouncement(
      `${photo!.caption || `Photo ${index + 1}`} moved to position ${index + by + 1} of ${next.length}.`,
    );
  };

  const remove = (index: number) => {
    const photo = items[index]!;
    focusSave.current = true;
    change(items.filter((_, i) => i !== index));
    setRemoved((current) => [...current, photo.id]);
    setAnnouncement(
      `${photo.caption || `Photo ${index + 1}`} removed. Save your photos to confirm.`,
    );
  };

  const caption = (index: number, text: string) =>
    change(items.map((photo, i) => (i === index ? { ...photo, caption: text } : photo)));

  const room =
    WORK_PHOTOS_MAX -
    // Photos removed here still count until the removal is saved.
    (items.length + removed.length) -
    uploads.filter((u) => u.error === null && u.progress < 1).length;

  async function addFiles(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    let left = room;
    for (const file of files) {
      const key = `${file.name}-${Math.random().toString(36).slice(2)}`;
      const problem = left <= 0 ? WORK_PHOTO_MESSAGES.tooMany : fileProblem(file);
      setUploads((current) => [...current, { key, name: file.name, progress: 0, error: problem }]);
      if (problem) continue;
      left -= 1;
      try {
        const added = await upload.mutateAsync({
          file,
          onProgress: (progress) =>
            setUploads((current) => current.map((u) => (u.key === key ? { ...u, progress } : u))),
        });
        seen.current.add(added.id);
        setItems((current) =>
          current.some((photo) => photo.id === added.id) ? current : [...current, added],
        );
        setUploads((current) => current.filter((u) => u.key !== key));
      } catch (error) {
        const message = error instanceof Error ? error.message : WORK_PHOTO_MESSAGES.uploadFailed;
        setUploads((current) => current.map((u) => (u.key === key ? { ...u, error: message } : u)));
      }
    }
  }

  async function saveChanges() {
    setSaveError(null);
    const tooLong = items.find((photo) => photo.caption.trim().length > WORK_PHOTO_CAPTION_MAX);
    if (tooLong) {
      setSaveError(`Keep each caption to ${WORK_PHOTO_CAPTION_MAX} characters or fewer.`);
      return;
    }
    try {
      const saved = await save.mutateAsync({
        order: items.map((photo) => photo.id),
        captions: Object.fromEntries(items.map((photo) => [photo.id, photo.caption])),
        remove: removed,
      });
      setItems(saved);
      setRemoved([]);
      setDirty(false);
      toast.success('Photos saved', 'Your profile shows them in this order.');
    } catch (error) {
      setSaveError(error instanceof Error ? error.message : 'We could not save your photos.');
    }
  }

  return (
    <div className="profile-photos">
      <p className="form-field__hint">
        Up to {WORK_PHOTOS_MAX} JPEG, PNG or WebP photos of jobs you have done, 10 MB each at most.
        We resize them and remove hidden details such as where they were taken.{' '}
        <strong>
          {items.length} of {WORK_PHOTOS_MAX}
        </strong>{' '}
        used.
      </p>
      <div className="profile-photos__add">
        <label className="button button--secondary profile-photos__add-label">
          Add photos
          <input
            className="visually-hidden"
            type="file"
            accept="image/jpeg,image/png,image/webp"
            multiple
            disabled={room <= 0}
            onChange={(event) => void addFiles(event)}
          />
        </label>
      </div>
      {uploads.length > 0 ? (
        <ul className="profile-photos__uploads" aria-label="Uploads">
          {uploads.map((item) => (
            <li key={item.key}>
              <span>{item.name}</span>{' '}
              {item.error ? (
                <>
                  <span className="form-field__error" role="alert">
                    {item.error}
                  </span>{' '}
                  <button
                    type="button"
                    className="link-button"
                    aria-label={`Dismiss ${item.name}`}
                    onClick={() =>
                      setUploads((current) => current.filter((u) => u.key !== item.key))
                    }
                  >
                    Dismiss
                  </button>
                </>
              ) : (
                <progress max={1} value={item.progress} aria-label={`Uploading ${item.name}`} />
              )}
            </li>
          ))}
        </ul>
      ) : null}

      {items.length > 0 ? (
        <ol className="profile-photos__list" aria-label="Your photos, in the order shown">
          {items.map((photo, index) => (
            <li key={photo.id} className="profile-photos__item">
              <Thumbnail companyId={companyId} photo={photo} index={index} />
              <div className="profile-photos__meta">
                <label className="form-field__label" htmlFor={`${inputId}-${photo.id}`}>
                  Caption for photo {index + 1}
                </label>
                <input
                  id={`${inputId}-${photo.id}`}
                  className="form-field__input"
                  type="text"
                  value={photo.caption}
                  maxLength={WORK_PHOTO_CAPTION_MAX + 20}
                  onChange={(event) => caption(index, event.target.value)}
                />
                <div className="profile-photos__actions">
                  <button
                    type="button"
                    className="button button--secondary"
                    ref={(node) => {
                      if (node) buttons.current.set(`${photo.id}:up`, node);
                      else buttons.current.delete(`${photo.id}:up`);
                    }}
                    aria-label={`Move up photo ${index + 1}`}
                    disabled={index === 0}
                    onClick={() => move(index, -1)}
                  >
                    Move up
                  </button>
                  <button
                    type="button"
                    className="button button--secondary"
                    ref={(node) => {
                      if (node) buttons.current.set(`${photo.id}:down`, node);
                      else buttons.current.delete(`${photo.id}:down`);
                    }}
                    aria-label={`Move down photo ${index + 1}`}
                    disabled={index === items.length - 1}
                    onClick={() => move(index, 1)}
                  >
                    Move down
                  </button>
                  <button
                    type="button"
                    className="link-button profile-photos__remove"
                    aria-label={`Remove photo ${index + 1}`}
                    onClick={() => remove(index)}
                  >
                    Remove
                  </button>
                </div>
              </div>
            </li>
          ))}
        </ol>
      ) : (
        <p className="profile-editor__muted">No photos yet.</p>
      )}
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
      {saveError ? (
        <p className="form-alert" role="alert">
          {saveError}
        </p>
      ) : null}
      <div className="form-actions">
        <button
          ref={saveButton}
          type="button"
          className="button button--primary"
          disabled={!dirty || save.isPending}
          onClick={() => void saveChanges()}
        >
          {save.isPending ? 'Saving photos…' : 'Save photos'}
        </button>
        {dirty ? (
          <span className="profile-editor__muted">You have unsaved changes to your photos.</span>
        ) : null}
      </div>
    </div>
  );
}
