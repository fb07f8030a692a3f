import {
  profileReadiness,
  type ProfileReadiness,
} from '@fixwell/common/companies/profile-readiness';
import { useCallback, useMemo } from 'react';

import { useOnboardingExtras } from '@/features/company-onboarding/api/get-onboarding-extras';
import { useCompanyChecks } from '@/features/company-onboarding/api/watch-company-checks';
import { useOwnCompany } from '@/features/company-onboarding/api/watch-own-company';
import type { OwnCompany } from '@/features/company-onboarding/onboarding-types';

export type ProfileReadinessState = {
  /** The company's document; null before onUserCreated has made it; undefined while loading. */
  company: OwnCompany | null | undefined;
  readiness: ProfileReadiness | null;
  isPending: boolean;
  isError: boolean;
  retrying: boolean;
  retry: () => void;
};

/**
 * The company's checklist, from its live document and checks and its private details: the same
 * profileReadiness publishCompanyProfile decides with.
 */
export function useProfileReadiness(uid: string): ProfileReadinessState {
  const company = useOwnCompany(uid);
  const checks = useCompanyChecks(uid);
  const extras = useOnboardingExtras(uid);
  const { retry: retryCompany } = company;
  const { retry: retryChecks } = checks;
  const { refetch } = extras;

  const readiness = useMemo(() => {
    if (company.data === undefined || !checks.data || !extras.data) return null;
    return profileReadiness({
      company: company.data,
      companyPrivate: extras.data.basePostcode ? { basePostcode: extras.data.basePostcode } : null,
      checks: checks.data,
      subscribed: extras.data.subscribed,
      payoutsEnabled: extras.data.payoutsEnabled,
    });
  }, [company.data, checks.data, extras.data]);

  const companyFailed = company.isError;
  const checksFailed = checks.isError;
  const extrasFailed = extras.isError;
  const retry = useCallback(() => {
    if (companyFailed) retryCompany();
    if (checksFailed) retryChecks();
    if (extrasFailed) void refetch();
  }, [companyFailed, checksFailed, extrasFailed, retryCompany, retryChecks, refetch]);

  const isError = companyFailed || checksFailed || extrasFailed;
  return {
    company: company.data,
    readiness,
    isPending: !isError && readiness === null,
    isError,
    retrying: extras.isFetching,
    retry,
  };
}
