import { queryOptions, useQuery } from '@tanstack/react-query';

import { fetchOnboardingExtras } from '@/features/company-onboarding/api/company-onboarding-data';

export const onboardingExtrasQuery = (uid: string) =>
  queryOptions({
    queryKey: ['company-onboarding', 'extras', uid],
    queryFn: () => fetchOnboardingExtras(uid),
    // The company comes back here after setting up billing or payouts elsewhere: read again.
    staleTime: 0,
  });

export function useOnboardingExtras(uid: string) {
  return useQuery({ ...onboardingExtrasQuery(uid), enabled: uid !== '' });
}
