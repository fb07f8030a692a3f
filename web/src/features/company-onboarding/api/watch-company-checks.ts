import type { ReadinessCheck } from '@fixwell/common/companies/profile-readiness';

import { watchCompanyChecks } from '@/features/company-onboarding/api/company-onboarding-data';
import { useLiveQuery } from '@/hooks/use-live-query';

/** The company's verification checks (type and status), live. */
export function useCompanyChecks(uid: string) {
  return useLiveQuery<ReadinessCheck[]>(
    ['company-onboarding', 'checks', uid],
    (onData, onError) => watchCompanyChecks(uid, onData, onError),
    { enabled: uid !== '' },
  );
}
