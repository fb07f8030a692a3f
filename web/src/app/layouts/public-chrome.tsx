import type { ReactNode } from 'react';

import { SiteFooter } from '@/app/layouts/site-footer';
import { SiteHeader } from '@/app/layouts/site-header';
import { SkipLink } from '@/app/layouts/skip-link';

/** Header, main and footer of the public layouts; also frames the error page. */
export function PublicChrome({
  children,
  beforeMain,
}: {
  children: ReactNode;
  beforeMain?: ReactNode;
}) {
  return (
    <div className="site">
      <SkipLink />
      <SiteHeader />
      {beforeMain}
      <main id="main" className="site-main container" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
