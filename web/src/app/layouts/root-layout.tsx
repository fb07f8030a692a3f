import { Suspense } from 'react';
import { Outlet, useNavigation } from 'react-router';

import { PageSpinner } from '@/components/page-spinner';
import { useScrollOnNavigate } from '@/hooks/use-scroll-on-navigate';

/** The root route: scroll handling for every page, and a hint while the next page loads. */
export function RootLayout() {
  useScrollOnNavigate();
  const navigation = useNavigation();

  return (
    <>
      {navigation.state === 'loading' ? (
        <div className="navigation-progress" role="progressbar" aria-label="Loading page" />
      ) : null}
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
    </>
  );
}
