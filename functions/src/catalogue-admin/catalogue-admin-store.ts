import { HttpsError } from 'firebase-functions/https';
import type { z } from 'zod';

import {
  CATALOGUE_ADMIN_MESSAGES,
  catalogueFieldErrors,
} from '@fixwell/common/admin/catalogue-admin';
import { COLLECTIONS } from '@fixwell/common/collections';

import { db } from '../lib/admin';
import { requireActiveRole } from '../lib/callable-guards';
import type { SignedInCaller } from '../lib/callable';
import { readUserProfile } from '../lib/user-profiles';

// What the catalogue's admin handlers share: references, the admin guard and field errors.

export const serviceRef = (slug: string) => db().collection(COLLECTIONS.services).doc(slug);
export const suggestionRef = (id: string) =>
  db().collection(COLLECTIONS.serviceSuggestions).doc(id);

export function invalidFields(fields: Record<string, string>): HttpsError {
  return new HttpsError('invalid-argument', CATALOGUE_ADMIN_MESSAGES.invalid, { fields });
}

/** Every admin callable of the catalogue: an active admin, read from the profile. */
export const catalogueAdminOnly = {
  auth: 'required' as const,
  guard: ({ uid }: SignedInCaller) =>
    requireActiveRole(uid, 'admin', CATALOGUE_ADMIN_MESSAGES.adminsOnly),
  invalid: (error: z.ZodError) => invalidFields(catalogueFieldErrors(error.issues, 'service')),
};

/** Who made a change, for the audit and the suggestions they resolve. */
export async function actorOf(uid: string): Promise<{ uid: string; email: string }> {
  return { uid, email: (await readUserProfile(uid))?.email ?? '' };
}
