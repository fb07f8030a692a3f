import {
  MAX_QUOTE_PHOTOS,
  QUOTE_PHOTO_MESSAGES,
  type QuotePhotoRef,
} from '@fixwell/common/quote/quote-photos';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';

import {
  deleteQuotePhoto,
  quotePhotoDraftUrl,
  QuotePhotoError,
  uploadQuotePhoto,
} from '@/features/quote-photos/api/quote-photos-data';
import {
  isAcceptedPhotoType,
  PhotoProblem,
  preparePhoto,
} from '@/features/quote-photos/lib/resize-photo';

export type PhotoStatus = 'preparing' | 'uploading' | 'done' | 'failed';

/** One photo in the picker, from the moment it is chosen. */
export type PhotoItem = {
  key: string;
  status: PhotoStatus;
  /** Share of the bytes sent, 0 to 1. */
  progress: number;
  /** Set once the server has it. */
  ref: QuotePhotoRef | null;
  /** The resized photo (an object URL), or the server's copy for a photo restored from the draft. */
  previewUrl: string | null;
  error: string | null;
  /** Whether Retry could help (a dropped connection, not a photo the server refused). */
  retryable: boolean;
};

export type PhotoUploads = {
  items: readonly PhotoItem[];
  /** A message about the last choice as a whole: too many, or a file of the wrong type. */
  notice: string | null;
  /** What a screen reader hears when a photo starts, finishes or fails. */
  announcement: string;
  /** True while any photo is being prepared or sent. */
  busy: boolean;
  add: (files: Iterable<File>) => void;
  retry: (key: string) => void;
  remove: (key: string) => void;
  /** A photo restored from the draft that the server no longer shows. */
  markBroken: (key: string) => void;
  /** Resolves once nothing is being prepared or sent. */
  settled: () => Promise<void>;
};

type Side = { blob?: Blob; objectUrl?: string; abort?: AbortController };

const sameRefs = (a: readonly QuotePhotoRef[], b: readonly QuotePhotoRef[]) =>
  a.length === b.length && a.every((ref, index) => ref.id === b[index]?.id);

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/** A photo's number as the picker shows it (1-based), for announcements. */
function numberIn(items: readonly PhotoItem[], key: string): number {
  return items.findIndex((item) => item.key === key) + 1;
}

const uploadedRefs = (items: readonly PhotoItem[]) =>
  items.flatMap((item) => (item.status === 'done' && item.ref ? [item.ref] : []));

/**
 * The photos of a quote request while it is being written. The form owns this, not the picker, so
 * uploads carry on while the person moves to the next steps; `onChange` receives the uploaded
 * references (the form value `photos`, which the draft keeps) as soon as they change, so the
 * form's values are current the moment `settled()` resolves.
 */
export function usePhotoUploads(
  initial: readonly QuotePhotoRef[],
  onChange: (refs: QuotePhotoRef[]) => void,
): PhotoUploads {
  const nextKey = useRef(0);
  const [items, setItems] = useState<PhotoItem[]>(() =>
    initial.map((ref) => ({
      key: `restored-${ref.id}`,
      status: 'done',
      progress: 1,
      ref,
      previewUrl: quotePhotoDraftUrl(ref),
      error: null,
      retryable: false,
    })),
  );
  const itemsRef = useRef(items);
  const [notice, setNotice] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const side = useRef(new Map<string, Side>());
  const inFlight = useRef(new Set<Promise<unknown>>());
  const mounted = useRef(true);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);
  const lastRefs = useRef<readonly QuotePhotoRef[]>(initial);

  /** The one way the list changes: kept in a ref too, so async callbacks read the latest. */
  const commit = useCallback((next: PhotoItem[]) => {
    if (!mounted.current) return;
    itemsRef.current = next;
    setItems(next);
    const refs = uploadedRefs(next);
    if (!sameRefs(refs, lastRefs.current)) {
      lastRefs.current = refs;
      onChangeRef.current(refs);
    }
  }, []);

  const update = useCallback(
    (key: string, change: Partial<PhotoItem>) =>
      commit(itemsRef.current.map((item) => (item.key === key ? { ...item, ...change } : item))),
    [commit],
  );

  useEffect(() => {
    mounted.current = true;
    const store = side.current;
    return () => {
      mounted.current = false;
      for (const entry of store.values()) {
        entry.abort?.abort();
        if (entry.objectUrl) URL.revokeObjectURL(entry.objectUrl);
      }
      store.clear();
    };
  }, []);

  const track = useCallback(<T>(work: Promise<T>): Promise<T> => {
    inFlight.current.add(work);
    const done = () => inFlight.current.delete(work);
    work.then(done, done);
    return work;
  }, []);

  const send = useCallback(
    (key: string, blob: Blob) => {
      const abort = new AbortController();
      const entry = side.current.get(key) ?? {};
      side.current.set(key, { ...entry, abort });
      update(key, { status: 'uploading', progress: 0, error: null, retryable: false });
      setAnnouncement(`Uploading photo ${numberIn(itemsRef.current, key)}…`);
      const work = uploadQuotePhoto(blob, {
        signal: abort.signal,
        onProgress: (progress) => update(key, { progress }),
      }).then(
        (ref) => {
          if (!side.current.has(key)) {
            // Removed while it was finishing: the server copy is not wanted.
            void deleteQuotePhoto(ref);
            return;
          }
          update(key, { status: 'done', progress: 1, ref });
          setAnnouncement(`Photo ${numberIn(itemsRef.current, key)} uploaded.`);
        },
        (error: unknown) => {
          if (isAbort(error)) return;
          const problem =
            error instanceof QuotePhotoError
              ? error
              : new QuotePhotoError(QUOTE_PHOTO_MESSAGES.uploadFailed, 0, true);
          update(key, { status: 'failed', error: problem.message, retryable: problem.retryable });
          setAnnouncement(
            `Photo ${numberIn(itemsRef.current, key)} did not upload. ${problem.message}`,
          );
        },
      );
      return track(work);
    },
    [track, update],
  );

  const start = useCallback(
    (key: string, file: File) => {
      const work = preparePhoto(file).then(
        (blob) => {
          if (!side.current.has(key)) return;
          const objectUrl = URL.createObjectURL(blob);
          side.current.set(key, { blob, objectUrl });
          update(key, { previewUrl: objectUrl });
          return send(key, blob);
        },
        (error: unknown) => {
          const message =
            error instanceof PhotoProblem ? error.message : QUOTE_PHOTO_MESSAGES.unreadable;
          update(key, { status: 'failed', error: message, retryable: false });
          setAnnouncement(
            `Photo ${numberIn(itemsRef.current, key)} could not be added. ${message}`,
          );
        },
      );
      void track(work);
    },
    [send, track, update],
  );

  const add = useCallback(
    (files: Iterable<File>) => {
      const chosen = [...files];
      const accepted = chosen.filter((file) => isAcceptedPhotoType(file.type));
      const room = Math.max(0, MAX_QUOTE_PHOTOS - itemsRef.current.length);
      const taken = accepted.slice(0, room);
      const messages: string[] = [];
      if (accepted.length < chosen.length) messages.push(QUOTE_PHOTO_MESSAGES.wrongType);
      if (taken.length < accepted.length) messages.push(QUOTE_PHOTO_MESSAGES.tooMany);
      setNotice(messages.length > 0 ? messages.join(' ') : null);
      if (taken.length === 0) return;

      const added: PhotoItem[] = taken.map(() => ({
        key: `photo-${(nextKey.current += 1)}`,
        status: 'preparing',
        progress: 0,
        ref: null,
        previewUrl: null,
        error: null,
        retryable: false,
      }));
      for (const item of added) side.current.set(item.key, {});
      commit([...itemsRef.current, ...added]);
      added.forEach((item, index) => start(item.key, taken[index]!));
    },
    [commit, start],
  );

  const retry = useCallback(
    (key: string) => {
      const blob = side.current.get(key)?.blob;
      if (blob) void send(key, blob);
    },
    [send],
  );

  const remove = useCallback(
    (key: string) => {
      const item = itemsRef.current.find((candidate) => candidate.key === key);
      if (!item) return;
      const number = numberIn(itemsRef.current, key);
      const entry = side.current.get(key);
      side.current.delete(key);
      entry?.abort?.abort();
      if (entry?.objectUrl) URL.revokeObjectURL(entry.objectUrl);
      if (item.status === 'done' && item.ref) void deleteQuotePhoto(item.ref);
      commit(itemsRef.current.filter((candidate) => candidate.key !== key));
      setNotice(null);
      setAnnouncement(`Photo ${number} removed.`);
    },
    [commit],
  );

  const markBroken = useCallback(
    (key: string) =>
      update(key, {
        status: 'failed',
        error: QUOTE_PHOTO_MESSAGES.invalidPhotos,
        retryable: false,
      }),
    [update],
  );

  const settled = useCallback(async () => {
    while (inFlight.current.size > 0) {
      await Promise.allSettled([...inFlight.current]);
    }
  }, []);

  const busy = items.some((item) => item.status === 'preparing' || item.status === 'uploading');

  return useMemo(
    () => ({ items, notice, announcement, busy, add, retry, remove, markBroken, settled }),
    [items, notice, announcement, busy, add, retry, remove, markBroken, settled],
  );
}
