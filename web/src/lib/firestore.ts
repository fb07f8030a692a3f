import {
  connectFirestoreEmulator,
  initializeFirestore,
  persistentLocalCache,
  persistentMultipleTabManager,
  type Firestore,
} from 'firebase/firestore';

import { env } from '@/config/env';
import { firebaseApp } from '@/lib/firebase';

/** SPEC §9: database cache default 40 MB, never below 1 MB. */
export const FIRESTORE_CACHE_BYTES = 41_943_040;
export const FIRESTORE_MIN_CACHE_BYTES = 1_048_576;

let db: Firestore | undefined;

/** The one Firestore instance. A module of its own so that pages which never read data never load it. */
export function firestore(): Firestore {
  if (!db) {
    db = initializeFirestore(firebaseApp(), {
      localCache: persistentLocalCache({
        cacheSizeBytes: Math.max(FIRESTORE_CACHE_BYTES, FIRESTORE_MIN_CACHE_BYTES),
        tabManager: persistentMultipleTabManager(),
      }),
    });
    if (env.VITE_USE_EMULATORS) {
      connectFirestoreEmulator(db, env.VITE_EMULATOR_HOST, 8080);
    }
  }
  return db;
}
