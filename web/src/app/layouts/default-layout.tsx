import { Outlet } from 'react-router';

import { PublicChrome } from '@/app/layouts/public-chrome';

export default function DefaultLayout() {
  return (
    <PublicChrome>
      <Outlet />
    </PublicChrome>
  );
}
