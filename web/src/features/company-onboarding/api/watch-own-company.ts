import { watchOwnCompany } from '@/features/company-onboarding/api/company-onboarding-data';
import type { OwnCompany } from '@/features/company-onboarding/onboarding-types';
import { useLiveQuery } from '@/hooks/use-live-query';

export const ownCompanyKey = (uid: string) => ['company-onboarding', 'company', uid] as const;

/** The signed-in company's own document, live; null until onUserCreated has made it. */
export function useOwnCompany(uid: string) {
  return useLiveQuery<OwnCompany | null>(
    ownCompanyKey(uid),
    (onData, onError) => watchOwnCompany(uid, onData, onError),
    { enabled: uid !== '' },
  );
}
