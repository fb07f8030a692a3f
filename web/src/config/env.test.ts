import { describe, expect, it } from 'vitest';

import { parseEnv } from '@/config/env';

describe('parseEnv', () => {
  it('fills the demo defaults when nothing is set', () => {
    expect(parseEnv({})).toMatchObject({
      VITE_FIREBASE_PROJECT_ID: 'demo-fixwell',
      VITE_FIREBASE_REGION: 'europe-west2',
      VITE_USE_EMULATORS: false,
      VITE_API_BASE_URL: '/api',
      VITE_SITE_URL: 'http://localhost:5173',
      VITE_FIREBASE_APP_ID: undefined,
    });
  });

  it('reads flags and values as given', () => {
    const env = parseEnv({
      VITE_USE_EMULATORS: 'true',
      VITE_SITE_URL: 'https://www.fixwell.co.uk',
      VITE_FIREBASE_APP_ID: '1:2:web:3',
    });
    expect(env.VITE_USE_EMULATORS).toBe(true);
    expect(env.VITE_SITE_URL).toBe('https://www.fixwell.co.uk');
    expect(env.VITE_FIREBASE_APP_ID).toBe('1:2:web:3');
  });

  it('names every malformed variable in one error', () => {
    expect(() =>
      parseEnv({
        VITE_USE_EMULATORS: 'yes',
        VITE_SITE_URL: 'not a url',
        VITE_FIREBASE_PROJECT_ID: '',
      }),
    ).toThrow(
      "Invalid configuration: VITE_FIREBASE_PROJECT_ID: must be a non-empty string; VITE_USE_EMULATORS: must be 'true' or 'false'; VITE_SITE_URL: must be a URL",
    );
  });
});
