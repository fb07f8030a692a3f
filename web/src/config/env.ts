/**
 * Build-time configuration, checked once at start-up so that a missing or malformed variable fails
 * loudly with its name instead of surfacing later as an obscure Firebase error. Hand-written rather
 * than zod: this module is in every page's first download.
 */
export type Env = {
  VITE_FIREBASE_PROJECT_ID: string;
  VITE_FIREBASE_API_KEY: string;
  VITE_FIREBASE_AUTH_DOMAIN: string;
  VITE_FIREBASE_STORAGE_BUCKET: string;
  VITE_FIREBASE_APP_ID: string | undefined;
  VITE_FIREBASE_REGION: string;
  /** 'true' connects the SDKs to the local Emulator Suite. */
  VITE_USE_EMULATORS: boolean;
  /** Host the emulators listen on, as seen from the browser. */
  VITE_EMULATOR_HOST: string;
  /** Base URL of the HTTP API (`/api/**` functions). Same origin by default. */
  VITE_API_BASE_URL: string;
  /** Public origin used for canonical URLs and links in emails. */
  VITE_SITE_URL: string;
};

const TEXT_DEFAULTS = {
  VITE_FIREBASE_PROJECT_ID: 'demo-fixwell',
  VITE_FIREBASE_API_KEY: 'demo-api-key',
  VITE_FIREBASE_AUTH_DOMAIN: 'demo-fixwell.firebaseapp.com',
  VITE_FIREBASE_STORAGE_BUCKET: 'demo-fixwell.appspot.com',
  VITE_FIREBASE_REGION: 'europe-west2',
  VITE_EMULATOR_HOST: '127.0.0.1',
} as const;

export function parseEnv(source: Record<string, unknown>): Env {
  const problems: string[] = [];

  const text = (name: keyof typeof TEXT_DEFAULTS): string => {
    const value = source[name] ?? TEXT_DEFAULTS[name];
    if (typeof value !== 'string' || value.length === 0) {
      problems.push(`${name}: must be a non-empty string`);
      return '';
    }
    return value;
  };

  const flag = (name: string, fallback: 'true' | 'false'): boolean => {
    const value = source[name] ?? fallback;
    if (value !== 'true' && value !== 'false') problems.push(`${name}: must be 'true' or 'false'`);
    return value === 'true';
  };

  const siteUrl = source.VITE_SITE_URL ?? 'http://localhost:5173';
  const apiBase = source.VITE_API_BASE_URL ?? '/api';
  const appId = source.VITE_FIREBASE_APP_ID;

  const env: Env = {
    VITE_FIREBASE_PROJECT_ID: text('VITE_FIREBASE_PROJECT_ID'),
    VITE_FIREBASE_API_KEY: text('VITE_FIREBASE_API_KEY'),
    VITE_FIREBASE_AUTH_DOMAIN: text('VITE_FIREBASE_AUTH_DOMAIN'),
    VITE_FIREBASE_STORAGE_BUCKET: text('VITE_FIREBASE_STORAGE_BUCKET'),
    VITE_FIREBASE_APP_ID: typeof appId === 'string' ? appId : undefined,
    VITE_FIREBASE_REGION: text('VITE_FIREBASE_REGION'),
    VITE_USE_EMULATORS: flag('VITE_USE_EMULATORS', 'false'),
    VITE_EMULATOR_HOST: text('VITE_EMULATOR_HOST'),
    VITE_API_BASE_URL: String(apiBase),
    VITE_SITE_URL: String(siteUrl),
  };
  if (typeof siteUrl !== 'string' || !/^https?:\/\/[^\s/]+/.test(siteUrl)) {
    problems.push('VITE_SITE_URL: must be a URL');
  }
  if (typeof apiBase !== 'string') problems.push('VITE_API_BASE_URL: must be a string');
  if (appId !== undefined && typeof appId !== 'string') {
    problems.push('VITE_FIREBASE_APP_ID: must be a string');
  }
  if (problems.length > 0) throw new Error(`Invalid configuration: ${problems.join('; ')}`);
  return env;
}

export const env = parseEnv(import.meta.env);
