import { Navigate } from 'react-router';

import { useRouteParams } from '@/app/routes/route-params';

/**
 * An old address of a service page. Hosting answers it with a 301 (firebase.json); this covers
 * navigation inside the app and the development server.
 */
export default function ServiceIndexOldPage() {
  const { service = '' } = useRouteParams();
  return <Navigate to={`/services/${service}`} replace />;
}
