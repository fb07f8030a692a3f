import { Outlet } from 'react-router';

import { PublicChrome } from '@/app/layouts/public-chrome';

/** Public pages about one company, such as its profile. */
export default function PublicLayout() {
  return (
    <PublicChrome>
      <div className="public-layout">
        <Outlet />
      </div>
    </PublicChrome>
  );
}
