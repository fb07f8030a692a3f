import { afterAll, beforeEach, describe, expect, it } from 'vitest';

import { API_URL, clearEmulators, closeAdmin } from '../testing/emulators';

beforeEach(clearEmulators);
afterAll(closeAdmin);

describe('the api function', () => {
  it('answers 404 JSON for an unknown route, with or without the /api prefix', async () => {
    for (const path of ['/api/auth/nope', '/nope', '/api']) {
      const response = await fetch(`${API_URL}${path}`, { method: 'POST' });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: 'Not found' });
    }
  });

  it('answers 405 for a known route with the wrong method, naming the allowed one', async () => {
    const response = await fetch(`${API_URL}/api/auth/forgot-password`);
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
    expect(await response.json()).toEqual({ error: 'Method not allowed' });
  });

  it('tells caches not to keep answers', async () => {
    const response = await fetch(`${API_URL}/api/auth/nope`);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});
