import { HttpsError, type CallableRequest } from 'firebase-functions/https';
import { z } from 'zod';

import { db } from '../lib/admin';

/** The caller's uid; callables that act for a person refuse anonymous calls. */
export function requireUid(request: CallableRequest<unknown>): string {
  if (!request.auth) throw new HttpsError('unauthenticated', 'Please sign in to continue.');
  return request.auth.uid;
}

// The web SDK sends `null` for a call without arguments.
const noInputSchema = z.union([z.null(), z.undefined(), z.object({}).strict()]);

/** For callables that take no input: anything else is a client bug worth refusing loudly. */
export function requireNoInput(data: unknown): void {
  if (!noInputSchema.safeParse(data).success) {
    throw new HttpsError('invalid-argument', 'This action takes no input.');
  }
}

/**
 * The caller must hold `role` on an active profile: the same test the rules make, read from the
 * profile the caller cannot edit (never a client claim).
 */
export async function requireActiveRole(
  uid: string,
  role: 'customer' | 'company' | 'admin',
  refusal: string,
): Promise<void> {
  const profile = await db().collection('users').doc(uid).get();
  if (profile.get('role') !== role || profile.get('active') !== true) {
    throw new HttpsError('permission-denied', refusal);
  }
}
