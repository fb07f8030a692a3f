import type { FirebaseStorage } from 'firebase/storage';

import { env } from '@/config/env';
import { firebaseApp } from '@/lib/firebase';

/** Shown wherever an upload would start when no Storage (or Storage emulator) is reachable. */
export const FILE_STORAGE_UNAVAILABLE_MESSAGE =
  'File storage is not available in this environment, so uploads are switched off. Everything else works as usual.';

/** Upload controls check this first and show the message instead of a control that would fail. */
export function fileStorageAvailable(): boolean {
  return env.VITE_STORAGE_AVAILABLE;
}

let storage: Promise<FirebaseStorage> | undefined;

/**
 * The Storage SDK, loaded only when an upload needs it. Rejects with the message above where
 * Storage cannot run (the offline emulator suite has no Storage emulator).
 */
export function fileStorage(): Promise<FirebaseStorage> {
  if (!fileStorageAvailable()) return Promise.reject(new Error(FILE_STORAGE_UNAVAILABLE_MESSAGE));
  storage ??= import('firebase/storage').then(({ connectStorageEmulator, getStorage }) => {
    const instance = getStorage(firebaseApp());
    if (env.VITE_USE_EMULATORS) connectStorageEmulator(instance, env.VITE_EMULATOR_HOST, 9199);
    return instance;
  });
  return storage;
}
