import { z } from 'zod';

/**
 * Build-time configuration, validated once at start-up so that a missing variable fails loudly
 * with its name instead of surfacing later as an obscure Firebase error.
 */
const envSchema = z.object({
  VITE_FIREBASE_PROJECT_ID: z.string().min(1).default('demo-fixwell'),
  VITE_FIREBASE_API_KEY: z.string().min(1).default('demo-api-key'),
  VITE_FIREBASE_AUTH_DOMAIN: z.string().min(1).default('demo-fixwell.firebaseapp.com'),
  VITE_FIREBASE_STORAGE_BUCKET: z.string().min(1).default('demo-fixwell.appspot.com'),
  VITE_FIREBASE_APP_ID: z.string().optional(),
  VITE_FIREBASE_REGION: z.string().min(1).default('europe-west2'),
  /** 'true' connects the SDKs to the local Emulator Suite. */
  VITE_USE_EMULATORS: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /** 'true' when the Storage emulator (or real Storage) is reachable; uploads are disabled otherwise. */
  VITE_STORAGE_AVAILABLE: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /** Host the emulators listen on, as seen from the browser. */
  VITE_EMULATOR_HOST: z.string().min(1).default('127.0.0.1'),
  /** Base URL of the HTTP API (`/api/**` functions). Same origin by default. */
  VITE_API_BASE_URL: z.string().default('/api'),
  /** Public origin used for canonical URLs and links in emails. */
  VITE_SITE_URL: z.string().url().default('http://localhost:5173'),
});

export type Env = z.infer<typeof envSchema>;

export function parseEnv(source: Record<string, unknown>): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues
      .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
      .join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  return result.data;
}

export const env = parseEnv(import.meta.env);
