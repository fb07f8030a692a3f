import { londonDateOf } from '@fixwell/common/london-time';

import { InfoPage } from '@/app/routes/info-page';
import { authStateReady, currentAuthUser } from '@/features/auth/api/auth-data';
import { useCompanyId } from '@/features/auth/hooks/use-company-id';
import { hasSessionHint } from '@/features/auth/session-hint';
import { companyStatsQuery } from '@/features/company-analytics/api/get-company-stats';
import { CompanyAnalytics } from '@/features/company-analytics/components/company-analytics';
import { queryClient } from '@/lib/query-client';

/**
 * Starts reading the figures into the cache as soon as Firebase Auth names the signed-in user.
 * React Router loads a page's module beside its route's guards, so the read runs while the
 * session's profile and the subscription are still being checked, not after the page mounts; the
 * page's query then finds it in flight or done. A visitor the guards turn away only costs a read
 * the rules refuse (and the cache forgets).
 */
async function prefetchCompanyFigures(): Promise<void> {
  // Nobody signed in on this browser: nothing to read, and no reason to start Auth here.
  if (!hasSessionHint()) return;
  await authStateReady();
  const uid = currentAuthUser()?.uid;
  if (uid) await queryClient.prefetchQuery(companyStatsQuery(uid, londonDateOf(Date.now())));
}

void prefetchCompanyFigures().catch(() => undefined);

export default function AnalyticsPage() {
  const companyId = useCompanyId();
  return (
    <InfoPage
      heading="Analytics"
      description="Your leads, replies, quotes and revenue, week by week or month by month."
    >
      <CompanyAnalytics companyId={companyId} />
    </InfoPage>
  );
}
