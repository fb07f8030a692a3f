import { connectFunctionsEmulator, getFunctions, type Functions } from 'firebase/functions';

import { env } from '@/config/env';
import { firebaseApp } from '@/lib/firebase';

let functions: Functions | undefined;

/** Callable functions in our region. A module of its own so the SDK loads only where used. */
export function cloudFunctions(): Functions {
  if (!functions) {
    functions = getFunctions(firebaseApp(), env.VITE_FIREBASE_REGION);
    if (env.VITE_USE_EMULATORS) {
      connectFunctionsEmulator(functions, env.VITE_EMULATOR_HOST, 5001);
    }
  }
  return functions;
}
