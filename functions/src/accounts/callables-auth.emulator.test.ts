import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@fixwell/common/collections';

import { adminDb, clearEmulators, closeAdmin, errorCodeOf, webClient } from '../testing/emulators';

beforeEach(clearEmulators);
afterAll(closeAdmin);

describe('callables refuse callers who are not signed in', () => {
  for (const name of ['sendVerificationEmail', 'syncEmailVerified', 'deleteMyAccount']) {
    it(`${name}: functions/unauthenticated`, async () => {
      const client = webClient();
      try {
        expect(await errorCodeOf(client.call(name))).toBe('functions/unauthenticated');
      } finally {
        await client.close();
      }
      expect((await adminDb().collection(COLLECTIONS.mail).get()).size).toBe(0);
    });
  }
});
