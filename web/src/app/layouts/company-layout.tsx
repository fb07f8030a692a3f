import { AreaLayout } from '@/app/layouts/area-layout';

export default function CompanyLayout() {
  return <AreaLayout area="company" />;
}
