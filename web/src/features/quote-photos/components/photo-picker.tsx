import {
  MAX_QUOTE_PHOTOS,
  QUOTE_PHOTO_MESSAGES,
  QUOTE_PHOTO_TYPES,
} from '@fixwell/common/quote/quote-photos';
import { useId, useRef, useState, type ChangeEvent } from 'react';

import type { PhotoItem, PhotoUploads } from '@/features/quote-photos/hooks/use-photo-uploads';

import './quote-photos.css';

const ACCEPT = QUOTE_PHOTO_TYPES.join(',');

export type PhotoPickerProps = {
  uploads: PhotoUploads;
  /** A message from the server about the photos, such as an expired one. */
  error?: string | undefined;
  /** The widget's smaller thumbnails. */
  compact?: boolean;
};

function PhotoStatusText({ item, number }: { item: PhotoItem; number: number }) {
  if (item.status === 'preparing') return <p className="photo-picker__status">Preparing…</p>;
  if (item.status === 'uploading') {
    const percent = Math.round(item.progress * 100);
    return (
      <div className="photo-picker__status">
        <progress max={100} value={percent} aria-label={`Upload of photo ${number}`} />
        <span aria-hidden="true">{percent}%</span>
      </div>
    );
  }
  if (item.status === 'failed') {
    return <p className="photo-picker__error">{item.error}</p>;
  }
  return <p className="photo-picker__status photo-picker__status--done">Uploaded</p>;
}

/**
 * "Photos (optional)" in the job step: a real button opens the file chooser, each photo is
 * resized and sent at once, with its progress, and a photo that fails says why and can be tried
 * again or removed without holding up the rest of the request.
 */
export function PhotoPicker({ uploads, error, compact = false }: PhotoPickerProps) {
  const { items, notice, announcement, add, retry, remove, markBroken } = uploads;
  const base = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const [fullNotice, setFullNotice] = useState(false);
  const full = items.length >= MAX_QUOTE_PHOTOS;
  const hintId = `${base}-hint`;
  const messageId = `${base}-message`;
  const message = error ?? notice ?? (fullNotice && full ? QUOTE_PHOTO_MESSAGES.tooMany : null);

  function choose() {
    if (full) {
      setFullNotice(true);
      return;
    }
    setFullNotice(false);
    inputRef.current?.click();
  }

  function onFiles(event: ChangeEvent<HTMLInputElement>) {
    const files = event.target.files ? [...event.target.files] : [];
    // Cleared so choosing the same file again, after removing it, is noticed.
    event.target.value = '';
    if (files.length > 0) add(files);
  }

  function removeAndRefocus(key: string) {
    remove(key);
    setFullNotice(false);
    // The button that had focus is gone: keep the keyboard user in the picker.
    addRef.current?.focus();
  }

  return (
    <fieldset
      className={compact ? 'photo-picker photo-picker--compact' : 'photo-picker'}
      aria-describedby={hintId}
    >
      <legend className="form-field__label">
        Photos <span className="form-field__optional">(optional)</span>
      </legend>
      <p id={hintId} className="form-field__hint">
        Up to {MAX_QUOTE_PHOTOS} photos of the problem, in JPEG, PNG or WebP format. They are made
        smaller and their location details removed before they are sent.
      </p>

      {items.length > 0 ? (
        <ul className="photo-picker__list" aria-label="Your photos">
          {items.map((item, index) => {
            const number = index + 1;
            return (
              <li
                key={item.key}
                className={
                  item.status === 'failed'
                    ? 'photo-picker__item photo-picker__item--failed'
                    : 'photo-picker__item'
                }
              >
                <div className="photo-picker__frame">
                  {item.previewUrl ? (
                    <img
                      className="photo-picker__thumb"
                      src={item.previewUrl}
                      alt={`Photo ${number} of ${items.length}`}
                      onError={() => {
                        if (item.status === 'done') markBroken(item.key);
                      }}
                    />
                  ) : (
                    <span className="photo-picker__placeholder">Photo {number}</span>
                  )}
                </div>
                <PhotoStatusText item={item} number={number} />
                <div className="photo-picker__actions">
                  {item.status === 'failed' && item.retryable ? (
                    <button
                      type="button"
                      className="button button--secondary photo-picker__button"
                      onClick={() => retry(item.key)}
                      aria-label={`Retry photo ${number}`}
                    >
                      Retry
                    </button>
                  ) : null}
                  <button
                    type="button"
                    className="button button--secondary photo-picker__button"
                    onClick={() => removeAndRefocus(item.key)}
                    aria-label={`Remove photo ${number}`}
                  >
                    Remove
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      ) : null}

      <div className="photo-picker__controls">
        <button
          ref={addRef}
          type="button"
          className="button button--secondary"
          onClick={choose}
          aria-describedby={message ? messageId : undefined}
        >
          Add photos
        </button>
        <span className="photo-picker__count">
          {items.length} of {MAX_QUOTE_PHOTOS}
          <span className="visually-hidden"> photos added</span>
        </span>
      </div>
      <label htmlFor={`${base}-input`} className="visually-hidden">
        Choose photos of the job
      </label>
      <input
        ref={inputRef}
        id={`${base}-input`}
        className="visually-hidden"
        type="file"
        accept={ACCEPT}
        multiple
        tabIndex={-1}
        onChange={onFiles}
      />

      {message ? (
        <p id={messageId} className="form-field__error" role="alert">
          {message}
        </p>
      ) : null}
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </fieldset>
  );
}
