import type { Role, UserProfile } from '@fixwell/common/user-profile';
import { isRouteErrorResponse } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { runGuards, type GuardContext } from '@/app/routes/guards';
import { buildRoutes } from '@/app/routes/build-routes';
import type { RouteEntry } from '@/config/route-types';
import { authReady } from '@/features/auth/auth-session';
import { getSubscriptionStatus } from '@/features/billing/api/get-subscription-status';

vi.mock('@/features/auth/auth-session', () => ({ authReady: vi.fn() }));
vi.mock('@/features/auth/stores/auth-store', () => ({
  useAuthStore: Object.assign(() => null, { getState: () => ({}), setState: () => undefined }),
}));
vi.mock('@/features/billing/api/get-subscription-status', () => ({
  getSubscriptionStatus: vi.fn(),
}));

const mockedAuthReady = vi.mocked(authReady);
const mockedSubscription = vi.mocked(getSubscriptionStatus);

function profile(role: Role): UserProfile {
  return {
    id: `${role}-uid`,
    email: `${role}@fixwell.test`,
    displayName: role,
    role,
    emailVerified: true,
    active: true,
    createdAt: new Date(),
    updatedAt: new Date(),
  };
}

function context(
  path: string,
  layout: GuardContext['layout'],
  requiredRole?: 'admin',
): GuardContext {
  return {
    url: new URL(path, 'http://localhost'),
    layout,
    ...(requiredRole ? { requiredRole } : {}),
  };
}

/** Runs the guards and returns where they redirect to, or null when they let the visitor in. */
async function redirectOf(run: Promise<void>): Promise<string | null> {
  try {
    await run;
    return null;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.headers.get('Location');
    throw thrown;
  }
}

beforeEach(() => {
  mockedAuthReady.mockReset();
  mockedSubscription.mockReset();
});

describe('runGuards', () => {
  it('sends a signed-out visitor to sign in, keeping the page and query to come back to', async () => {
    mockedAuthReady.mockResolvedValue(null);
    const to = await redirectOf(
      runGuards(['auth', 'role'], context('/customer/quotes?page=2', 'customer')),
    );
    expect(to).toBe(`/login?redirect=${encodeURIComponent('/customer/quotes?page=2')}`);
  });

  it('sends a signed-out visitor who meets only the role guard to sign in', async () => {
    mockedAuthReady.mockResolvedValue(null);
    const to = await redirectOf(runGuards(['role'], context('/admin/companies', 'admin')));
    expect(to).toBe('/login?redirect=%2Fadmin%2Fcompanies');
  });

  it('sends a signed-in user of the wrong role to their own area home', async () => {
    mockedAuthReady.mockResolvedValue(profile('customer'));
    expect(
      await redirectOf(runGuards(['auth', 'role'], context('/company/billing', 'company'))),
    ).toBe('/customer');
    mockedAuthReady.mockResolvedValue(profile('company'));
    expect(await redirectOf(runGuards(['auth', 'role'], context('/customer', 'customer')))).toBe(
      '/company',
    );
    expect(await redirectOf(runGuards(['role'], context('/admin/companies', 'admin')))).toBe(
      '/company',
    );
  });

  it('lets the right role in', async () => {
    mockedAuthReady.mockResolvedValue(profile('customer'));
    expect(
      await redirectOf(runGuards(['auth', 'role'], context('/customer', 'customer'))),
    ).toBeNull();
    mockedAuthReady.mockResolvedValue(profile('admin'));
    expect(
      await redirectOf(runGuards(['auth', 'role'], context('/admin', 'admin', 'admin'))),
    ).toBeNull();
  });

  it('uses requiredRole over the layout role', async () => {
    mockedAuthReady.mockResolvedValue(profile('company'));
    const to = await redirectOf(
      runGuards(['auth', 'role'], context('/company', 'company', 'admin')),
    );
    expect(to).toBe('/company');
  });

  it('sends a company without an active subscription to billing with the reason', async () => {
    mockedAuthReady.mockResolvedValue(profile('company'));
    mockedSubscription.mockResolvedValue({ status: 'canceled', active: false });
    const to = await redirectOf(
      runGuards(['auth', 'role', 'subscription'], context('/company/leads', 'company')),
    );
    expect(to).toBe('/company/billing?reason=subscription-required');
    expect(mockedSubscription).toHaveBeenCalledWith('company-uid');
  });

  it('lets a company with an active or trialling subscription in', async () => {
    mockedAuthReady.mockResolvedValue(profile('company'));
    mockedSubscription.mockResolvedValue({ status: 'trialing', active: true });
    expect(
      await redirectOf(runGuards(['auth', 'role', 'subscription'], context('/company', 'company'))),
    ).toBeNull();
  });

  it('runs auth, then role, then subscription, whatever order they are listed in', async () => {
    // Signed out: auth decides before the subscription is ever read.
    mockedAuthReady.mockResolvedValue(null);
    const signedOut = await redirectOf(
      runGuards(['subscription', 'role', 'auth'], context('/company/chat', 'company')),
    );
    expect(signedOut).toBe('/login?redirect=%2Fcompany%2Fchat');
    expect(mockedSubscription).not.toHaveBeenCalled();

    // Wrong role: role decides before the subscription is read.
    mockedAuthReady.mockResolvedValue(profile('customer'));
    const wrongRole = await redirectOf(
      runGuards(['subscription', 'role', 'auth'], context('/company/chat', 'company')),
    );
    expect(wrongRole).toBe('/customer');
    expect(mockedSubscription).not.toHaveBeenCalled();
  });

  it('does not wait for auth on a route without guards', async () => {
    expect(await redirectOf(runGuards([], context('/', 'default')))).toBeNull();
    expect(mockedAuthReady).not.toHaveBeenCalled();
  });

  it('throws an error naming an unknown guard', async () => {
    mockedAuthReady.mockResolvedValue(profile('admin'));
    await expect(runGuards(['auth', 'paywall'], context('/admin', 'admin'))).rejects.toThrow(
      /paywall/,
    );
  });
});

describe('route loaders', () => {
  function loaderFor(entry: RouteEntry) {
    const [root] = buildRoutes([entry]);
    const page = root?.children?.[0]?.children?.find((route) => route.id === entry.path);
    const loader = page?.loader;
    if (typeof loader !== 'function') throw new Error(`No loader for ${entry.path}`);
    return (path: string, params: Record<string, string>) =>
      loader({
        request: new Request(`http://localhost${path}`),
        params,
        context: undefined,
      } as never);
  }

  const page = () => Promise.resolve({ default: () => null });

  /** The subscribed company page `/company/my-leads/view-:id` with this validation. */
  function leadViewLoader(validate: RouteEntry['validate']) {
    const load = loaderFor({
      path: '/company/my-leads/view-:id',
      layout: 'company',
      guards: ['auth', 'role', 'subscription'],
      ...(validate ? { validate } : {}),
      title: 'Lead',
      page,
    });
    return (id: string) =>
      Promise.resolve(load(`/company/my-leads/view-${id}`, { viewId: `view-${id}` })).catch(
        (error: unknown) => error,
      );
  }

  it('runs the guards before validation, so a turned-away visitor never reaches it', async () => {
    const validate = vi.fn(() => true);
    const open = leadViewLoader(validate);

    mockedAuthReady.mockResolvedValue(null);
    expect(((await open('abc')) as Response).headers.get('Location')).toBe(
      '/login?redirect=%2Fcompany%2Fmy-leads%2Fview-abc',
    );
    mockedAuthReady.mockResolvedValue(profile('customer'));
    expect(((await open('abc')) as Response).headers.get('Location')).toBe('/customer');
    expect(validate).not.toHaveBeenCalled();
  });

  it('answers a failed validation with a fatal 404 once the guards let the visitor in', async () => {
    mockedAuthReady.mockResolvedValue(profile('company'));
    mockedSubscription.mockResolvedValue({ status: 'active', active: true });
    const validate = vi.fn((params: Record<string, string | undefined>) => params.id !== 'bad');
    const open = leadViewLoader(validate);

    const thrown = await open('bad');
    expect(
      isRouteErrorResponse(thrown) || (thrown as { type?: string }).type === 'DataWithResponseInit',
    ).toBe(true);
    const { data, init } = thrown as {
      data: { message: string; fatal: boolean };
      init: ResponseInit;
    };
    expect(init.status).toBe(404);
    expect(data).toEqual({ message: 'Page Not Found: /company/my-leads/view-bad', fatal: true });
    expect(validate).toHaveBeenCalledWith({ id: 'bad' });
    expect(await open('good')).toBeNull();
  });

  it('answers a segment without its fixed prefix with a 404', async () => {
    const load = loaderFor({
      path: '/company/my-leads/view-:id',
      layout: 'company',
      guards: [],
      title: 'Lead',
      page,
    });
    const thrown = await Promise.resolve(load('/company/my-leads/abc', { viewId: 'abc' })).catch(
      (error: unknown) => error,
    );
    expect((thrown as { init: ResponseInit }).init.status).toBe(404);
  });

  it('runs the guards of a route without a validation', async () => {
    mockedAuthReady.mockResolvedValue(null);
    const load = loaderFor({
      path: '/customer/quotes/:id',
      layout: 'customer',
      guards: ['auth', 'role'],
      title: 'Quote',
      page,
    });
    const thrown = await Promise.resolve(load('/customer/quotes/q1', { id: 'q1' })).catch(
      (error: unknown) => error,
    );
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get('Location')).toBe(
      '/login?redirect=%2Fcustomer%2Fquotes%2Fq1',
    );
  });
});
