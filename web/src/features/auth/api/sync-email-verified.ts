import { httpsCallable } from 'firebase/functions';

import { cloudFunctions } from '@/lib/cloud-functions';

/**
 * Copies Auth's verified flag onto the profile. Only the `syncEmailVerified` function may write
 * `emailVerified`; it reads the flag from Auth itself, so a client cannot claim it.
 */
export async function syncEmailVerified(): Promise<boolean> {
  const call = httpsCallable<null, { emailVerified: boolean }>(
    cloudFunctions(),
    'syncEmailVerified',
  );
  const { data } = await call(null);
  return data.emailVerified;
}
