// The one firebase-admin app of the functions, created on first use so that pure modules and their
// unit tests never initialise it. On the emulators, the admin SDK finds them through
// FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST, which the Functions emulator sets.
import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { getStorage, type Storage } from 'firebase-admin/storage';

function adminApp(): App {
  return getApps()[0] ?? initializeApp();
}

export function db(): Firestore {
  return getFirestore(adminApp());
}

export function adminAuth(): Auth {
  return getAuth(adminApp());
}

/**
 * Cloud Storage through the admin SDK. On the emulators STORAGE_EMULATOR_HOST points it at the
 * Storage emulator or the local stand-in (scripts/lib/local-object-store.mjs).
 */
export function adminStorage(): Storage {
  return getStorage(adminApp());
}
