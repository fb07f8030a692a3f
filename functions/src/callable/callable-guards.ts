import { HttpsError, type CallableRequest } from 'firebase-functions/https';
import { z } from 'zod';

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
