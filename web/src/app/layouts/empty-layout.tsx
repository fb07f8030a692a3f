import { Outlet } from 'react-router';

import { BrandLink } from '@/app/layouts/brand-link';
import { SkipLink } from '@/app/layouts/skip-link';

/** Documents a customer opens from an email: branded, but without the site's navigation. */
export default function EmptyLayout() {
  return (
    <div className="empty-layout">
      <SkipLink />
      <header className="empty-layout__header">
        <BrandLink />
      </header>
      <main id="main" className="empty-layout__main" tabIndex={-1}>
        <Outlet />
      </main>
      <footer className="empty-layout__footer">Sent securely through Fixwell.</footer>
    </div>
  );
}
