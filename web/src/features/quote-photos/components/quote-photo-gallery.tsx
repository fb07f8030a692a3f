import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState, type KeyboardEvent } from 'react';

import { fetchQuotePhoto, QuotePhotoError } from '@/features/quote-photos/api/quote-photos-data';
import { useModalBehaviour } from '@/hooks/use-modal-behaviour';
import { useObjectUrl } from '@/hooks/use-object-url';

import './quote-photos.css';

/** A photo attached to a quote or lead; only its id is needed to fetch it. */
export type GalleryPhoto = { id: string };

export type QuotePhotoGalleryProps = {
  photos: readonly GalleryPhoto[] | undefined;
  /** Shown when there are none; without it the gallery renders nothing. */
  emptyMessage?: string;
};

export const quotePhotoQueryKey = (id: string) => ['quote-photo', id] as const;

function PhotoViewer({ url, title, onClose }: { url: string; title: string; onClose: () => void }) {
  const titleId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);

  useModalBehaviour(true, closeRef, onClose);

  // Close is the only control, so Tab stays on it while the photo is open.
  function keepFocus(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'Tab') return;
    event.preventDefault();
    closeRef.current?.focus();
  }

  return (
    <div
      className="photo-viewer__backdrop"
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        className="photo-viewer"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={keepFocus}
      >
        <div className="photo-viewer__header">
          <h2 id={titleId} className="photo-viewer__title">
            {title}
          </h2>
          <button
            ref={closeRef}
            type="button"
            className="button button--secondary"
            onClick={onClose}
          >
            Close
          </button>
        </div>
        <img className="photo-viewer__image" src={url} alt={title} />
      </div>
    </div>
  );
}

function GalleryItem({ id, number, total }: { id: string; number: number; total: number }) {
  const photo = useQuery({
    queryKey: quotePhotoQueryKey(id),
    queryFn: ({ signal }) => fetchQuotePhoto(id, signal),
    staleTime: Infinity,
    retry: (failures, error) =>
      failures < 1 && (!(error instanceof QuotePhotoError) || error.retryable),
  });
  const url = useObjectUrl(photo.data);
  const [open, setOpen] = useState(false);
  const title = `Photo ${number} of ${total}`;

  if (photo.isError) {
    return (
      <div className="photo-gallery__frame">
        <div className="photo-gallery__failed" role="alert">
          <p>
            {title}: {photo.error.message}
          </p>
          {!(photo.error instanceof QuotePhotoError) || photo.error.retryable ? (
            <button
              type="button"
              className="button button--secondary photo-picker__button"
              onClick={() => void photo.refetch()}
              disabled={photo.isFetching}
              aria-label={`Try loading photo ${number} again`}
            >
              Try again
            </button>
          ) : null}
        </div>
      </div>
    );
  }
  if (!url) {
    return (
      <div className="photo-gallery__frame" role="status">
        <span className="photo-gallery__placeholder">Loading photo {number}…</span>
      </div>
    );
  }
  return (
    <>
      <button
        type="button"
        className="photo-gallery__open"
        onClick={() => setOpen(true)}
        aria-label={`Open photo ${number} of ${total} full size`}
      >
        <span className="photo-gallery__frame">
          <img className="photo-gallery__thumb" src={url} alt={title} />
        </span>
      </button>
      {open ? <PhotoViewer url={url} title={title} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

/**
 * The photos of a request, fetched with the signed-in person's ID token (the api decides who
 * may see them). Each thumbnail opens the full photo in a dialog; loading and failure are shown
 * per photo, so one missing photo never hides the others.
 */
export function QuotePhotoGallery({ photos, emptyMessage }: QuotePhotoGalleryProps) {
  const list = photos ?? [];
  if (list.length === 0) {
    return emptyMessage ? <p className="photo-gallery__empty">{emptyMessage}</p> : null;
  }
  return (
    <div className="photo-gallery">
      <ul className="photo-gallery__list" aria-label="Photos">
        {list.map((photo, index) => (
          <li key={photo.id}>
            <GalleryItem id={photo.id} number={index + 1} total={list.length} />
          </li>
        ))}
      </ul>
    </div>
  );
}
