import { londonDateOf } from '@fixwell/common/london-time';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { currentAuthUser } from '@/features/auth/api/auth-data';
import { setSessionHint } from '@/features/auth/session-hint';
import { getCompanyStatsRollups } from '@/features/company-analytics/api/company-analytics-data';

vi.mock('@/features/auth/api/auth-data', () => ({
  authStateReady: vi.fn(async () => undefined),
  currentAuthUser: vi.fn(),
}));
vi.mock('@/features/company-analytics/api/company-analytics-data', () => ({
  getCompanyStatsRollups: vi.fn(),
}));

const mockedUser = vi.mocked(currentAuthUser);
const mockedRollups = vi.mocked(getCompanyStatsRollups);
const ROLLUPS = { week: [], month: [] };

/** The page module as a navigation loads it: fresh, with a fresh cache. */
async function loadPageModule() {
  vi.resetModules();
  const page = await import('@/app/routes/company/analytics');
  const { queryClient } = await import('@/lib/query-client');
  const { companyStatsQuery } = await import('@/features/company-analytics/api/get-company-stats');
  return { page, queryClient, companyStatsQuery };
}

beforeEach(() => {
  mockedRollups.mockReset().mockResolvedValue(ROLLUPS);
  mockedUser.mockReset();
});
afterEach(() => setSessionHint(false));

describe('/company/analytics route module', () => {
  it('starts reading the figures as it loads, once Auth names the user, before the page mounts', async () => {
    setSessionHint(true);
    mockedUser.mockReturnValue({ uid: 'acme' } as ReturnType<typeof currentAuthUser>);
    const { page, queryClient, companyStatsQuery } = await loadPageModule();
    expect(typeof page.default).toBe('function');
    const key = companyStatsQuery('acme', londonDateOf(Date.now())).queryKey;
    await vi.waitFor(() => expect(queryClient.getQueryData(key)).toEqual(ROLLUPS));
    expect(mockedRollups).toHaveBeenCalledTimes(1);
    expect(mockedRollups.mock.calls[0]?.[0]).toBe('acme');
  });

  it('reads nothing on a browser where nobody has signed in, or when Auth has no user', async () => {
    await loadPageModule();
    setSessionHint(true);
    mockedUser.mockReturnValue(null);
    await loadPageModule();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(mockedRollups).not.toHaveBeenCalled();
  });
});
