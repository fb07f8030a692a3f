import { initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, type Auth } from 'firebase/auth';

import { env } from '@/config/env';

let app: FirebaseApp | undefined;
let auth: Auth | undefined;

/** The one Firebase app. Firestore and Functions live in their own modules (`firestore.ts`, `cloud-functions.ts`). */
export function firebaseApp(): FirebaseApp {
  app ??= initializeApp({
    apiKey: env.VITE_FIREBASE_API_KEY,
    authDomain: env.VITE_FIREBASE_AUTH_DOMAIN,
    projectId: env.VITE_FIREBASE_PROJECT_ID,
    storageBucket: env.VITE_FIREBASE_STORAGE_BUCKET,
    ...(env.VITE_FIREBASE_APP_ID ? { appId: env.VITE_FIREBASE_APP_ID } : {}),
  });
  return app;
}

export function firebaseAuth(): Auth {
  if (!auth) {
    auth = getAuth(firebaseApp());
    if (env.VITE_USE_EMULATORS) {
      connectAuthEmulator(auth, `http://${env.VITE_EMULATOR_HOST}:9099`, { disableWarnings: true });
    }
  }
  return auth;
}
