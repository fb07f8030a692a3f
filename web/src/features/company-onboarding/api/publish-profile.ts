import { useMutation, useQueryClient } from '@tanstack/react-query';

import {
  publishProfile,
  unpublishProfile,
  type PublishState,
} from '@/features/company-onboarding/api/company-onboarding-data';
import { ownCompanyKey } from '@/features/company-onboarding/api/watch-own-company';
import type { OwnCompany } from '@/features/company-onboarding/onboarding-types';

/**
 * Publishes or hides the profile. The company document is live, so the page follows on its own;
 * the answer is also put in the cache at once so the button does not flicker back meanwhile.
 */
export function useSetPublished(uid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (publish: boolean): Promise<PublishState> =>
      publish ? publishProfile() : unpublishProfile(),
    onSuccess: (state) => {
      queryClient.setQueryData<OwnCompany | null>(ownCompanyKey(uid), (company) =>
        company
          ? {
              ...company,
              public: state.public,
              publishedAt: state.publishedAt ? new Date(state.publishedAt) : company.publishedAt,
            }
          : company,
      );
    },
  });
}
